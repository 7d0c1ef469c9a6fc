import { Badge } from '@mantine/core';
import type { OrderStatus } from '@safesathi/contract';

/** docs/product.md §4 colours: Delivered green; Shipped and Created amber; Cancelled and Returned red. */
export const STATUS_COLOR: Record<OrderStatus, string> = {
  Created: 'yellow',
  Shipped: 'yellow',
  Delivered: 'green',
  Cancelled: 'red',
  Returned: 'red',
  // Not real orders: shown only when an admin filters for them.
  PendingPayment: 'gray',
  Expired: 'gray',
};

/** The status as a coloured badge; dark text keeps it AA on the light tint. */
export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  return (
    <Badge variant="light" color={STATUS_COLOR[status]} c="dark.7" tt="none" style={{ minWidth: 'max-content' }}>
      {status}
    </Badge>
  );
}
