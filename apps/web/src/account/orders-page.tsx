import { Anchor, Badge, Button, Paper, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { formatMoney } from '@safesathi/contract';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { APP_NAME } from '../config';
import { messageWithWait } from '../lib/api';
import { formatDate } from '../lib/date-time';
import { FormAlert } from '../ui/form-alert';
import { IconDownload, IconOrders } from '../ui/icons';
import { EmptyState, LoadError, SectionLoader } from '../ui/list-states';
import { accountKeys, downloadInvoice, fetchMyOrders, type MyOrder } from './account-api';

/** docs/product.md §4 colours: Delivered green; Created and Shipped amber; Cancelled (and Returned) red. */
export const STATUS_COLOR: Record<string, string> = {
  Created: 'yellow',
  Shipped: 'yellow',
  Delivered: 'green',
  Cancelled: 'red',
  Returned: 'red',
};

function total(order: MyOrder): string {
  return order.totals ? formatMoney(order.totals.totalPaise) : formatMoney(Math.round(order.orderAmount * 100));
}

/** /account/orders: my orders with their status and a printable invoice. */
export function OrdersPage() {
  useDocumentTitle(`My orders · ${APP_NAME}`);
  const orders = useQuery({ queryKey: accountKeys.orders, queryFn: ({ signal }) => fetchMyOrders(signal) });
  const invoice = useMutation({ mutationFn: downloadInvoice });
  const list = orders.data ?? [];

  return (
    <Stack gap="lg">
      <Title order={1} fz={{ base: 24, sm: 30 }}>
        My orders
      </Title>
      {orders.isError ? (
        <LoadError
          error={orders.error}
          what="your orders"
          onRetry={() => void orders.refetch()}
          retrying={orders.isFetching}
        />
      ) : orders.isPending ? (
        <SectionLoader label="Loading your orders…" />
      ) : list.length === 0 ? (
        <EmptyState
          icon={<IconOrders />}
          title="No orders yet"
          text="Tags and kits you order show here with their status and invoice."
        >
          <Button component={Link} to="/shop">
            Go to the shop
          </Button>
        </EmptyState>
      ) : (
        <Paper withBorder radius="md">
          {invoice.error ? <FormAlert>{messageWithWait(invoice.error)}</FormAlert> : null}
          {/* Three columns, each holding two lines, so that the whole order fits a 360-px phone. */}
          <Table.ScrollContainer minWidth={300}>
            <Table verticalSpacing="sm" horizontalSpacing="xs" aria-label="My orders">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Order</Table.Th>
                  <Table.Th>Products</Table.Th>
                  <Table.Th ta="right">Total</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {list.map((order) => (
                  <Table.Tr key={order._id} style={{ verticalAlign: 'top' }}>
                    <Table.Td>
                      <Stack gap={6} align="flex-start">
                        <Anchor
                          component={Link}
                          to={`/account/orders/${order._id}`}
                          ff="monospace"
                          fw={700}
                          size="sm"
                          style={{ whiteSpace: 'nowrap' }}
                        >
                          {order.orderNumber}
                        </Anchor>
                        <Badge variant="light" color={STATUS_COLOR[order.status] ?? 'gray'} c="dark.7" tt="none">
                          {order.status}
                        </Badge>
                      </Stack>
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm">
                        {order.productList.map((line) => `${line.name} × ${line.quantity}`).join(', ')}
                      </Text>
                      <Text size="xs" c="dimmed">
                        Ordered {formatDate(order.createdAt)}
                      </Text>
                      {order.status === 'Delivered' && order.actualDeliveryDate ? (
                        <Text size="xs" c="dimmed">
                          Delivered {formatDate(order.actualDeliveryDate)}
                        </Text>
                      ) : order.deliveryDate ? (
                        <Text size="xs" c="dimmed">
                          Expected {formatDate(order.deliveryDate)}
                        </Text>
                      ) : null}
                    </Table.Td>
                    <Table.Td ta="right">
                      <Stack gap={6} align="flex-end">
                        <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
                          {total(order)}
                        </Text>
                        <Button
                          variant="subtle"
                          size="compact-sm"
                          px={4}
                          leftSection={<IconDownload size={14} />}
                          loading={invoice.isPending && invoice.variables?._id === order._id}
                          onClick={() => invoice.mutate(order)}
                        >
                          Invoice<VisuallyHidden> of {order.orderNumber}</VisuallyHidden>
                        </Button>
                      </Stack>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Paper>
      )}
    </Stack>
  );
}
