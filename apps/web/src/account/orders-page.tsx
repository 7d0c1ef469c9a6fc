import { Anchor, Badge, Button, Paper, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useMutation, useQuery } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { APP_NAME } from '../config';
import { useErrorText } from '../i18n/error-text';
import { formatAmount } from '../i18n/format';
import { useTranslatedScreen } from '../i18n/i18n';
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
  return formatAmount(order.totals ? order.totals.totalPaise : Math.round(order.orderAmount * 100));
}

/** An order's status in the page's language; one the app does not know is shown as it came. */
export function orderStatusLabel(t: TFunction, status: string): string {
  switch (status) {
    case 'Created':
      return t('orders:status.created');
    case 'Shipped':
      return t('orders:status.shipped');
    case 'Delivered':
      return t('orders:status.delivered');
    case 'Cancelled':
      return t('orders:status.cancelled');
    case 'Returned':
      return t('orders:status.returned');
    default:
      return status;
  }
}

/** /account/orders: my orders with their status and a printable invoice. */
export function OrdersPage() {
  const say = useErrorText();
  const { t } = useTranslation();
  useTranslatedScreen();
  useDocumentTitle(t('orders:pageTitle', { app: APP_NAME }));
  const orders = useQuery({ queryKey: accountKeys.orders, queryFn: ({ signal }) => fetchMyOrders(signal) });
  const invoice = useMutation({ mutationFn: downloadInvoice });
  const list = orders.data ?? [];

  return (
    <Stack gap="lg">
      <Title order={1} fz={{ base: 24, sm: 30 }}>
        {t('orders:title')}
      </Title>
      {orders.isError ? (
        <LoadError
          error={orders.error}
          title={t('orders:loadError')}
          retryLabel={t('account:tryAgain')}
          onRetry={() => void orders.refetch()}
          retrying={orders.isFetching}
        />
      ) : orders.isPending ? (
        <SectionLoader label={t('orders:loading')} />
      ) : list.length === 0 ? (
        <EmptyState icon={<IconOrders />} title={t('orders:emptyTitle')} text={t('orders:emptyText')}>
          <Button component={Link} to="/shop">
            {t('orders:goToShop')}
          </Button>
        </EmptyState>
      ) : (
        <Paper withBorder radius="md">
          {invoice.error ? <FormAlert>{say(invoice.error)}</FormAlert> : null}
          {/* Three columns, each holding two lines, so that the whole order fits a 360-px phone. */}
          <Table.ScrollContainer minWidth={300}>
            <Table verticalSpacing="sm" horizontalSpacing="xs" aria-label={t('orders:title')}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('orders:order')}</Table.Th>
                  <Table.Th>{t('orders:products')}</Table.Th>
                  <Table.Th ta="end">{t('orders:total')}</Table.Th>
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
                          {orderStatusLabel(t, order.status)}
                        </Badge>
                      </Stack>
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm">
                        {order.productList.map((line) => `${line.name} × ${line.quantity}`).join(', ')}
                      </Text>
                      <Text size="xs" c="dimmed">
                        {t('orders:ordered', { date: formatDate(order.createdAt) })}
                      </Text>
                      {order.status === 'Delivered' && order.actualDeliveryDate ? (
                        <Text size="xs" c="dimmed">
                          {t('orders:deliveredOn', { date: formatDate(order.actualDeliveryDate) })}
                        </Text>
                      ) : order.deliveryDate ? (
                        <Text size="xs" c="dimmed">
                          {t('orders:expected', { date: formatDate(order.deliveryDate) })}
                        </Text>
                      ) : null}
                    </Table.Td>
                    <Table.Td ta="end">
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
                          {t('orders:invoice')}
                          <VisuallyHidden> {t('orders:invoiceOf', { number: order.orderNumber })}</VisuallyHidden>
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
