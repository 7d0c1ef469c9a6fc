import { Anchor, Button, Group, Paper, SimpleGrid, Stack, Table, Text, Timeline, Title } from '@mantine/core';
import { formatMoney, type TOrder } from '@safesathi/contract';
import { useMutation, useQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
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
import { OrderStatusBadge } from './order-status-badge';
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

const BackLink = () => (
  <Anchor component={Link} to="/admin-dashboard" size="sm" w="fit-content">
    <Group gap={4} component="span">
      <IconArrowLeft size={16} /> Back to orders
    </Group>
  </Anchor>
);

/**
 * /admin/orders/:id (docs/product.md §2 "Order detail"). The id is in the address so the page survives
 * a reload; the spec's bare /admin-dashboard-products redirects here (admin/screens.ts LEGACY_PATHS).
 */
export function OrderDetailPage() {
  const { id = '' } = useParams();
  useAdminDocumentTitle('Order Detail');
  return <OrderDetail id={id} />;
}

function OrderDetail({ id }: { id: string }) {
  const auth = useAuth();
  const [editing, setEditing] = useState(false);
  const [shipping, setShipping] = useState(false);
  const query = useQuery({ queryKey: orderKeys.detail(id), queryFn: ({ signal }) => fetchOrder(id, signal) });
  const order = query.data;

  return (
    <Stack gap="lg">
      <BackLink />
      <PageHeader title="Order Detail">
        {order && auth.can('editOrder') ? (
          <Group gap="sm">
            {canShip(order) ? (
              <Button leftSection={<IconTruck size={16} />} onClick={() => setShipping(true)}>
                Mark shipped
              </Button>
            ) : null}
            <Button variant="default" leftSection={<IconPencil size={16} />} onClick={() => setEditing(true)}>
              Edit
            </Button>
          </Group>
        ) : null}
      </PageHeader>
      {query.isPending ? (
        <SectionLoader label="Loading the order…" />
      ) : query.isError ? (
        isNotFound(query.error) ? (
          <EmptyState title="Order not found" text="This order does not exist. It may have been mistyped.">
            <Button component={Link} to="/admin-dashboard" variant="light">
              Go to Orders
            </Button>
          </EmptyState>
        ) : (
          <LoadError error={query.error} what="this order" onRetry={() => void query.refetch()} />
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
  const t = order.totals;
  return (
    <>
      <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'lg' }}>
        <Group justify="space-between" gap="sm" align="flex-start">
          <Stack gap={2}>
            <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
              Order ID
            </Text>
            <Text fz="xl" fw={700} ff="monospace">
              {order.orderNumber}
            </Text>
          </Stack>
          <Stack gap={2} align="flex-start">
            <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
              Status
            </Text>
            <OrderStatusBadge status={order.status} />
          </Stack>
          <Stack gap={2}>
            <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
              Placed
            </Text>
            <Text size="sm">{formatDateTime(order.createdAt)}</Text>
          </Stack>
          <Stack gap={2}>
            <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
              {order.actualDeliveryDate ? 'Delivered' : 'Delivery date'}
            </Text>
            <Text size="sm">
              {order.actualDeliveryDate
                ? formatDateTime(order.actualDeliveryDate)
                : order.deliveryDate
                  ? formatDate(order.deliveryDate)
                  : 'Not set'}
            </Text>
          </Stack>
        </Group>
      </Paper>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <Stack gap="lg">
          <Card title="Products">
            <Table.ScrollContainer minWidth={320}>
              <Table verticalSpacing="xs" aria-label="Products of this order">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Product</Table.Th>
                    <Table.Th ta="right">Quantity</Table.Th>
                    <Table.Th ta="right">Price</Table.Th>
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
                          {formatMoney(l.unitPricePaise)} each
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
            <Table verticalSpacing={6} aria-label="Amounts">
              <Table.Tbody>
                <AmountRow label="Sub Total" value={formatMoney(t.subtotalPaise)} />
                <AmountRow
                  label={t.couponCode ? `Coupon Code (${t.couponCode})` : 'Coupon Code'}
                  value={t.discountPaise > 0 ? `−${formatMoney(t.discountPaise)}` : formatMoney(0)}
                />
                <AmountRow label="Shipping Cost" value={formatMoney(t.shippingPaise)} />
                {/* Prices include GST: its amount is part of the total, not added to it (ADR 0049). */}
                {t.taxIncluded ? null : <AmountRow label="Tax" value={formatMoney(t.taxPaise)} />}
                <AmountRow label="Total" value={formatMoney(t.totalPaise)} strong />
                {t.taxIncluded ? <AmountRow label="GST included" value={formatMoney(t.taxPaise)} /> : null}
              </Table.Tbody>
            </Table>
          </Card>
          <Card title="Status history">
            <Timeline active={(order.history?.length ?? 1) - 1} bulletSize={14} lineWidth={2}>
              {(order.history ?? []).map((h) => (
                <Timeline.Item key={`${h.at}:${h.to}`} title={h.from ? `${h.from} → ${h.to}` : h.to}>
                  <Text size="xs" c="dimmed">
                    {formatDateTime(h.at)} · by {actorLabel(h.by)}
                  </Text>
                  {h.note ? <Text size="sm">{h.note}</Text> : null}
                </Timeline.Item>
              ))}
            </Timeline>
          </Card>
        </Stack>
        <Stack gap="lg">
          <Card title="Customer">
            <Text fw={600}>{order.customerId.name}</Text>
            <PhoneLink phone={order.customerId.phone} countryCode={order.customerId.countryCode} />
            {order.customerId.email ? <Text size="sm">{order.customerId.email}</Text> : null}
            <Anchor component={Link} to={`/admin/customers/${order.customerId._id}`} size="sm" w="fit-content">
              Customer details
            </Anchor>
          </Card>
          <Card title="Delivery address">
            {order.shippingAddressId ? (
              <Text size="sm">
                <Text span fw={600}>
                  {order.shippingAddressId.addressName}:
                </Text>{' '}
                {addressLine(order.shippingAddressId)}
              </Text>
            ) : (
              <Text size="sm" c="dimmed">
                No address
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
  const print = useMutation({
    mutationFn: () => downloadInvoice(order),
    onSuccess: () => toastSuccess(`Invoice ${order.orderNumber} was downloaded.`),
    onError: (error) => toastFailure(error, 'The invoice could not be downloaded'),
  });
  return (
    <Card
      title="Invoice"
      action={
        <Button leftSection={<IconPrinter size={16} />} onClick={() => print.mutate()} loading={print.isPending}>
          Print
        </Button>
      }
    >
      <Paper withBorder radius="md" p="md" bg="gray.0">
        <Stack gap={4}>
          <Group justify="space-between" gap="xs">
            <Text fw={700}>Tax invoice</Text>
            <Text size="sm" ff="monospace">
              {order.orderNumber}
            </Text>
          </Group>
          <Text size="sm">Date: {formatDate(order.createdAt)}</Text>
          <Text size="sm">Billed to: {order.customerId.name}</Text>
          {order.shippingAddressId ? <Text size="sm">{addressLine(order.shippingAddressId)}</Text> : null}
          <Text size="sm">
            {order.productList.length} {order.productList.length === 1 ? 'item' : 'items'} · Total{' '}
            <Text span fw={700}>
              {formatMoney(order.totals.totalPaise)}
            </Text>
          </Text>
        </Stack>
      </Paper>
    </Card>
  );
}
