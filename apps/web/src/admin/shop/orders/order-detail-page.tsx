import { Anchor, Button, Group, Paper, SimpleGrid, Stack, Table, Text, Timeline, Title } from '@mantine/core';
import { formatMoney, ORDER_STATUSES, type OrderStatus, type TOrder } from '@safesathi/contract';
import { useMutation, useQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { isNotFound } from '../../../lib/api';
import { useAuth } from '../../../lib/auth';
import { formatDate, formatDateTime } from '../../../lib/date-time';
import { toastFailure, toastSuccess } from '../../../lib/toast';
import { PhoneLink } from '../../../ui/contact-links';
import { IconArrowLeft, IconPencil, IconPrinter, IconTruck } from '../../../ui/icons';
import { EmptyState, LoadError, SectionLoader } from '../../../ui/list-states';
import { actorLabel } from '../../audit/audit-format';
import { RecordTabs } from '../../audit/record-history';
import { PageHeader } from '../../common/page-header';
import { useAdminDocumentTitle } from '../../page-title';
import { addressLine } from './customer-address-fields';
import { OrderDialog } from './order-dialog';
import { OrderStatusBadge, useOrderStatusText } from './order-status-badge';
import { downloadInvoice, fetchOrder, orderKeys } from './orders-api';
import { canShip, ShipOrderDialog } from './ship-order-dialog';

function Card({ title, children, action }: { title: string; children: ReactNode; action?: ReactNode }) {
  return (
    <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'lg' }} component="section" aria-label={title}>
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <Title order={2} fz="lg">
            {title}
          </Title>
          {action}
        </Group>
        {children}
      </Stack>
    </Paper>
  );
}

function BackLink() {
  const { t } = useTranslation();
  return (
    <Anchor component={Link} to="/admin-dashboard" size="sm" w="fit-content">
      <Group gap={4} component="span">
        <IconArrowLeft size={16} /> {t('adminShop:detail.back')}
      </Group>
    </Anchor>
  );
}

/**
 * /admin/orders/:id (docs/product.md §2 "Order detail"). The id is in the address so the page survives
 * a reload; the spec's bare /admin-dashboard-products redirects here (admin/screens.ts LEGACY_PATHS).
 */
export function OrderDetailPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  useAdminDocumentTitle(t('adminShop:detail.title'));
  return <OrderDetail id={id} />;
}

function OrderDetail({ id }: { id: string }) {
  const { t } = useTranslation();
  const auth = useAuth();
  const [editing, setEditing] = useState(false);
  const [shipping, setShipping] = useState(false);
  const query = useQuery({ queryKey: orderKeys.detail(id), queryFn: ({ signal }) => fetchOrder(id, signal) });
  const order = query.data;

  return (
    <Stack gap="lg">
      <BackLink />
      <PageHeader title={t('adminShop:detail.title')}>
        {order && auth.can('editOrder') ? (
          <Group gap="sm">
            {canShip(order) ? (
              <Button leftSection={<IconTruck size={16} />} onClick={() => setShipping(true)}>
                {t('adminShop:orders.markShipped')}
              </Button>
            ) : null}
            <Button variant="default" leftSection={<IconPencil size={16} />} onClick={() => setEditing(true)}>
              {t('adminShop:orders.edit')}
            </Button>
          </Group>
        ) : null}
      </PageHeader>
      {query.isPending ? (
        <SectionLoader label={t('adminShop:detail.loading')} />
      ) : query.isError ? (
        isNotFound(query.error) ? (
          <EmptyState title={t('adminShop:detail.notFound')} text={t('adminShop:detail.notFoundText')}>
            <Button component={Link} to="/admin-dashboard" variant="light">
              {t('admin:notFound.toOrders')}
            </Button>
          </EmptyState>
        ) : (
          <LoadError
            error={query.error}
            title={t('adminShop:detail.loadFailed')}
            retryLabel={t('admin:table.retry')}
            onRetry={() => void query.refetch()}
          />
        )
      ) : order ? (
        <RecordTabs kind="order" id={order._id}>
          <OrderBody order={order} />
        </RecordTabs>
      ) : null}
      {order ? <OrderDialog opened={editing} order={order} onClose={() => setEditing(false)} /> : null}
      <ShipOrderDialog order={shipping && order ? order : null} onClose={() => setShipping(false)} />
    </Stack>
  );
}

function AmountRow({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <Table.Tr>
      <Table.Th scope="row" fw={strong ? 700 : 500}>
        {label}
      </Table.Th>
      <Table.Td ta="right" fw={strong ? 700 : 500} style={{ whiteSpace: 'nowrap' }}>
        {value}
      </Table.Td>
    </Table.Tr>
  );
}

function OrderBody({ order }: { order: TOrder }) {
  const { t } = useTranslation();
  const statusText = useOrderStatusText();
  const statusWord = (status: string) =>
    (ORDER_STATUSES as readonly string[]).includes(status) ? statusText(status as OrderStatus) : status;
  const totals = order.totals;
  return (
    <>
      <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'lg' }}>
        <Group justify="space-between" gap="sm" align="flex-start">
          <Stack gap={2}>
            <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
              {t('adminShop:detail.orderId')}
            </Text>
            <Text fz="xl" fw={700} ff="monospace">
              {order.orderNumber}
            </Text>
          </Stack>
          <Stack gap={2} align="flex-start">
            <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
              {t('adminShop:orders.columns.status')}
            </Text>
            <OrderStatusBadge status={order.status} />
          </Stack>
          <Stack gap={2}>
            <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
              {t('adminShop:detail.placed')}
            </Text>
            <Text size="sm">{formatDateTime(order.createdAt)}</Text>
          </Stack>
          <Stack gap={2}>
            <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
              {order.actualDeliveryDate ? t('adminShop:status.Delivered') : t('adminShop:detail.deliveryDate')}
            </Text>
            <Text size="sm">
              {order.actualDeliveryDate
                ? formatDateTime(order.actualDeliveryDate)
                : order.deliveryDate
                  ? formatDate(order.deliveryDate)
                  : t('adminShop:detail.notSet')}
            </Text>
          </Stack>
        </Group>
      </Paper>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <Stack gap="lg">
          <Card title={t('adminShop:detail.products')}>
            <Table.ScrollContainer minWidth={320}>
              <Table verticalSpacing="xs" aria-label={t('adminShop:detail.productsLabel')}>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('adminShop:orders.columns.product')}</Table.Th>
                    <Table.Th ta="right">{t('adminShop:detail.quantity')}</Table.Th>
                    <Table.Th ta="right">{t('adminShop:detail.price')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {order.productList.map((l) => (
                    <Table.Tr key={`${l._id ?? 'deleted'}:${l.name}`}>
                      <Table.Td>
                        <Text size="sm" fw={500}>
                          {l.name}
                        </Text>
                        <Text size="xs" c="dimmed">
                          {t('adminShop:detail.each', { price: formatMoney(l.unitPricePaise) })}
                        </Text>
                      </Table.Td>
                      <Table.Td ta="right">{l.quantity}</Table.Td>
                      <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                        {formatMoney(l.lineTotalPaise)}
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
            <Table verticalSpacing={6} aria-label={t('adminShop:detail.amounts')}>
              <Table.Tbody>
                <AmountRow label={t('adminShop:detail.subtotal')} value={formatMoney(totals.subtotalPaise)} />
                <AmountRow
                  label={
                    totals.couponCode
                      ? t('adminShop:detail.couponWith', { code: totals.couponCode })
                      : t('adminShop:detail.coupon')
                  }
                  value={totals.discountPaise > 0 ? `−${formatMoney(totals.discountPaise)}` : formatMoney(0)}
                />
                <AmountRow label={t('adminShop:detail.shipping')} value={formatMoney(totals.shippingPaise)} />
                {/* Prices include GST: its amount is part of the total, not added to it (ADR 0049). */}
                {totals.taxIncluded ? null : (
                  <AmountRow label={t('adminShop:detail.tax')} value={formatMoney(totals.taxPaise)} />
                )}
                <AmountRow label={t('adminShop:orders.columns.total')} value={formatMoney(totals.totalPaise)} strong />
                {totals.taxIncluded ? (
                  <AmountRow label={t('adminShop:detail.gstIncluded')} value={formatMoney(totals.taxPaise)} />
                ) : null}
              </Table.Tbody>
            </Table>
          </Card>
          <Card title={t('adminShop:detail.history')}>
            <Timeline active={(order.history?.length ?? 1) - 1} bulletSize={14} lineWidth={2}>
              {(order.history ?? []).map((h) => (
                <Timeline.Item
                  key={`${h.at}:${h.to}`}
                  title={h.from ? `${statusWord(h.from)} → ${statusWord(h.to)}` : statusWord(h.to)}
                >
                  <Text size="xs" c="dimmed">
                    {t('adminShop:detail.by', { when: formatDateTime(h.at), who: actorLabel(h.by) })}
                  </Text>
                  {h.note ? <Text size="sm">{h.note}</Text> : null}
                </Timeline.Item>
              ))}
            </Timeline>
          </Card>
        </Stack>
        <Stack gap="lg">
          <Card title={t('adminShop:carts.customer')}>
            <Text fw={600}>{order.customerId.name}</Text>
            <PhoneLink phone={order.customerId.phone} countryCode={order.customerId.countryCode} />
            {order.customerId.email ? <Text size="sm">{order.customerId.email}</Text> : null}
            <Anchor component={Link} to={`/admin/customers/${order.customerId._id}`} size="sm" w="fit-content">
              {t('adminShop:detail.customerDetails')}
            </Anchor>
          </Card>
          <Card title={t('adminShop:detail.address')}>
            {order.shippingAddressId ? (
              <Text size="sm">
                <Text span fw={600}>
                  {order.shippingAddressId.addressName}:
                </Text>{' '}
                {addressLine(order.shippingAddressId)}
              </Text>
            ) : (
              <Text size="sm" c="dimmed">
                {t('adminShop:detail.noAddress')}
              </Text>
            )}
          </Card>
          <InvoicePanel order={order} />
        </Stack>
      </SimpleGrid>
    </>
  );
}

/** The invoice at a glance, and Print: the PDF, fetched with the bearer token and downloaded. */
function InvoicePanel({ order }: { order: TOrder }) {
  const { t } = useTranslation();
  const print = useMutation({
    mutationFn: () => downloadInvoice(order),
    onSuccess: () => toastSuccess(t('adminShop:detail.invoiceDone', { number: order.orderNumber })),
    onError: (error) => toastFailure(error, t('adminShop:detail.invoiceFailed')),
  });
  return (
    <Card
      title={t('adminShop:detail.invoice')}
      action={
        <Button leftSection={<IconPrinter size={16} />} onClick={() => print.mutate()} loading={print.isPending}>
          {t('adminShop:detail.print')}
        </Button>
      }
    >
      <Paper withBorder radius="md" p="md" bg="gray.0">
        <Stack gap={4}>
          <Group justify="space-between" gap="xs">
            <Text fw={700}>{t('adminShop:detail.taxInvoice')}</Text>
            <Text size="sm" ff="monospace">
              {order.orderNumber}
            </Text>
          </Group>
          <Text size="sm">{t('adminShop:detail.date', { date: formatDate(order.createdAt) })}</Text>
          <Text size="sm">{t('adminShop:detail.billedTo', { name: order.customerId.name })}</Text>
          {order.shippingAddressId ? <Text size="sm">{addressLine(order.shippingAddressId)}</Text> : null}
          <Text size="sm">
            {t('adminShop:detail.items', { count: order.productList.length })}{' '}
            <Text span fw={700}>
              {formatMoney(order.totals.totalPaise)}
            </Text>
          </Text>
        </Stack>
      </Paper>
    </Card>
  );
}
