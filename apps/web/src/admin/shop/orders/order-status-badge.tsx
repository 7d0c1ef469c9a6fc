import { Badge } from '@mantine/core';
import type { OrderStatus } from '@safesathi/contract';
import { useTranslation } from 'react-i18next';

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

/** An order's status in the back office's language. */
export function useOrderStatusText(): (status: OrderStatus) => string {
  const { t } = useTranslation();
  return (status) => {
    switch (status) {
      case 'Created':
        return t('adminShop:status.Created');
      case 'Shipped':
        return t('adminShop:status.Shipped');
      case 'Delivered':
        return t('adminShop:status.Delivered');
      case 'Cancelled':
        return t('adminShop:status.Cancelled');
      case 'Returned':
        return t('adminShop:status.Returned');
      case 'PendingPayment':
        return t('adminShop:status.PendingPayment');
      case 'Expired':
        return t('adminShop:status.Expired');
    }
  };
}

/** The status as a coloured badge; dark text keeps it AA on the light tint. */
export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  const statusText = useOrderStatusText();
  return (
    <Badge variant="light" color={STATUS_COLOR[status]} c="dark.7" tt="none" style={{ minWidth: 'max-content' }}>
      {statusText(status)}
    </Badge>
  );
}
