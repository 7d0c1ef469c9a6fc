import { Anchor, Badge, Button, Divider, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { formatMoney, type TOrder } from '@safesathi/contract';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Link, useParams, useSearchParams } from 'react-router';
import { APP_NAME } from '../config';
import { isNotFound, messageWithWait } from '../lib/api';
import { formatDate } from '../lib/date-time';
import { CartTotals } from '../shop/cart-totals';
import { fetchMyOrder } from '../shop/shop-api';
import { shopKeys } from '../shop/shop-keys';
import { FormAlert } from '../ui/form-alert';
import { IconArrowLeft, IconDownload, IconOrders } from '../ui/icons';
import { EmptyState, LoadError, SectionLoader } from '../ui/list-states';
import { downloadInvoice } from './account-api';
import { canAskReturn, ReturnForm, ReviewForm } from './order-actions';
import { OrderTimeline } from './order-timeline';
import { STATUS_COLOR } from './orders-page';

/** The payment's outcome, from the order as it is now (the address's ?payment= only says that one was tried). */
function PaymentResult({ order }: { order: TOrder }) {
  const { status } = order.payment;
  if (order.payment.method === 'cod')
    return (
      <FormAlert tone="success" title={`Order ${order.orderNumber} is placed`}>
        Pay {formatMoney(order.totals.totalPaise)} in cash when it is delivered.
      </FormAlert>
    );
  if (status === 'paid')
    return (
      <FormAlert tone="success" title="Payment received">
        Order {order.orderNumber} is placed. We text you when it ships.
      </FormAlert>
    );
  if (status === 'pending')
    return (
      <FormAlert tone="warning" title="Confirming your payment…">
        Your bank has not confirmed the payment yet. This page updates by itself in a moment.
      </FormAlert>
    );
  if (status === 'refund_pending' || status === 'refunded')
    return (
      <FormAlert tone="warning" title="The order could not be placed">
        Your payment {status === 'refunded' ? 'has been refunded' : 'is being refunded'}.{' '}
        {order.refunds?.[0]?.reason ?? ''}
      </FormAlert>
    );
  if (status === 'failed')
    return (
      <Stack gap="xs">
        <FormAlert title="The payment did not go through">
          Nothing was charged. {order.payment.lastError ?? ''}
        </FormAlert>
        <Button component={Link} to="/checkout" style={{ alignSelf: 'flex-start' }}>
          Try again
        </Button>
      </Stack>
    );
  return null;
}

/** /account/orders/:id: the payment's result, the order's timeline, invoice, return and review. */
export function OrderPage() {
  const { id = '' } = useParams();
  const [search] = useSearchParams();
  const order = useQuery({
    queryKey: shopKeys.order(id),
    queryFn: ({ signal }) => fetchMyOrder(id, signal),
    // Until the provider's webhook confirms a payment, ask again every two seconds.
    refetchInterval: (q) => (q.state.data?.payment.status === 'pending' ? 2000 : false),
  });
  const invoice = useMutation({ mutationFn: downloadInvoice });
  const o = order.data;
  useDocumentTitle(`${o ? `Order ${o.orderNumber}` : 'Order'} · ${APP_NAME}`);

  const back = (
    <Anchor component={Link} to="/account/orders" size="sm">
      <Group gap={4} component="span">
        <IconArrowLeft size={16} /> My orders
      </Group>
    </Anchor>
  );
  if (order.isError)
    return (
      <Stack gap="md">
        {back}
        {isNotFound(order.error) ? (
          <EmptyState icon={<IconOrders />} title="No such order" text="It is not one of your orders." />
        ) : (
          <LoadError error={order.error} what="the order" onRetry={() => void order.refetch()} />
        )}
      </Stack>
    );
  if (!o) return <SectionLoader label="Loading the order…" />;

  return (
    <Stack gap="lg">
      {back}
      <Group justify="space-between" align="flex-start" gap="xs">
        <div>
          <Title order={1} fz={{ base: 24, sm: 30 }}>
            Order {o.orderNumber}
          </Title>
          <Text size="sm" c="dimmed">
            Placed {formatDate(o.createdAt)}
          </Text>
        </div>
        <Badge variant="light" color={STATUS_COLOR[o.status] ?? 'gray'} c="dark.7" tt="none" size="lg">
          {o.status === 'PendingPayment' ? 'Waiting for payment' : o.status}
        </Badge>
      </Group>
      {search.get('payment') || o.payment.status === 'pending' ? <PaymentResult order={o} /> : null}
      <Paper withBorder radius="lg" p="md">
        <Stack gap="xs">
          {o.productList.map((l) => (
            <Group key={`${l._id}-${l.name}`} justify="space-between" wrap="nowrap">
              <Text size="sm">
                {l.name} × {l.quantity}
              </Text>
              <Text size="sm">{formatMoney(l.lineTotalPaise)}</Text>
            </Group>
          ))}
          <Divider />
          <CartTotals totals={o.totals} />
          {o.shippingAddressId ? (
            <Text size="sm" c="dimmed">
              To {o.shippingAddressId.streetAdd}, {o.shippingAddressId.city}, {o.shippingAddressId.state}{' '}
              {o.shippingAddressId.pincode}
            </Text>
          ) : null}
          {o.invoiceNumber ? (
            <Group gap="xs">
              <Button
                variant="light"
                leftSection={<IconDownload size={16} />}
                loading={invoice.isPending}
                onClick={() => invoice.mutate(o)}
              >
                Download invoice
              </Button>
              <Text size="xs" c="dimmed">
                {o.invoiceNumber}
              </Text>
            </Group>
          ) : null}
          {invoice.error ? <FormAlert>{messageWithWait(invoice.error)}</FormAlert> : null}
        </Stack>
      </Paper>
      <Paper withBorder radius="lg" p="md" component="section" aria-labelledby="timeline-title">
        <Title order={2} fz="lg" id="timeline-title" mb="sm">
          Status
        </Title>
        <OrderTimeline order={o} />
      </Paper>
      {o.returnRequest ? (
        <FormAlert
          tone={o.returnRequest.status === 'refused' ? 'error' : 'success'}
          title={`Return ${o.returnRequest.status}`}
        >
          {o.returnRequest.reason}
          {o.returnRequest.note ? ` — ${o.returnRequest.note}` : ''}
        </FormAlert>
      ) : canAskReturn(o) ? (
        <Paper withBorder radius="lg" p="md">
          <ReturnForm order={o} />
        </Paper>
      ) : null}
      {o.status === 'Delivered' ? <ReviewForm order={o} /> : null}
    </Stack>
  );
}
