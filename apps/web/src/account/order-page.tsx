import { Anchor, Badge, Button, Divider, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import type { TOrder } from '@safesathi/contract';
import { useMutation, useQuery } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { APP_NAME } from '../config';
import { useErrorText } from '../i18n/error-text';
import { formatAmount } from '../i18n/format';
import { isRtlScreen, useTranslatedScreen } from '../i18n/i18n';
import { isNotFound } from '../lib/api';
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
import { orderStatusLabel, STATUS_COLOR } from './orders-page';

/** The payment's outcome, from the order as it is now (the address's ?payment= only says that one was tried). */
function PaymentResult({ order }: { order: TOrder }) {
  const { t } = useTranslation();
  const { status } = order.payment;
  const number = order.orderNumber;
  if (order.payment.method === 'cod')
    return (
      <FormAlert tone="success" title={t('order:payment.codPlaced', { number })}>
        {t('order:payment.codText', { amount: formatAmount(order.totals.totalPaise) })}
      </FormAlert>
    );
  if (status === 'paid')
    return (
      <FormAlert tone="success" title={t('order:payment.paid')}>
        {t('order:payment.paidText', { number })}
      </FormAlert>
    );
  if (status === 'pending')
    return (
      <FormAlert tone="warning" title={t('order:payment.pending')}>
        {t('order:payment.pendingText')}
      </FormAlert>
    );
  if (status === 'refund_pending' || status === 'refunded')
    return (
      <FormAlert tone="warning" title={t('order:payment.notPlaced')}>
        {status === 'refunded' ? t('order:payment.refunded') : t('order:payment.refunding')}{' '}
        {order.refunds?.[0]?.reason ?? ''}
      </FormAlert>
    );
  if (status === 'failed')
    return (
      <Stack gap="xs">
        <FormAlert title={t('order:payment.failed')}>
          {t('order:payment.failedText')} {order.payment.lastError ?? ''}
        </FormAlert>
        <Button component={Link} to="/checkout" style={{ alignSelf: 'flex-start' }}>
          {t('order:payment.tryAgain')}
        </Button>
      </Stack>
    );
  return null;
}

function returnTitle(t: TFunction, status: string): string {
  if (status === 'approved') return t('order:returnState.approved');
  if (status === 'refused') return t('order:returnState.refused');
  return t('order:returnState.requested');
}

/** /account/orders/:id: the payment's result, the order's timeline, invoice, return and review. */
export function OrderPage() {
  const say = useErrorText();
  const { t } = useTranslation();
  useTranslatedScreen();
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
  useDocumentTitle(
    o ? t('order:pageTitle', { number: o.orderNumber, app: APP_NAME }) : t('order:pageTitleLoading', { app: APP_NAME }),
  );

  const back = (
    <Anchor component={Link} to="/account/orders" size="sm">
      <Group gap={4} component="span">
        <IconArrowLeft size={16} style={isRtlScreen() ? { transform: 'scaleX(-1)' } : undefined} />{' '}
        {t('order:myOrders')}
      </Group>
    </Anchor>
  );
  if (order.isError)
    return (
      <Stack gap="md">
        {back}
        {isNotFound(order.error) ? (
          <EmptyState icon={<IconOrders />} title={t('order:noSuchOrder')} text={t('order:noSuchOrderText')} />
        ) : (
          <LoadError
            error={order.error}
            title={t('order:loadError')}
            retryLabel={t('order:tryAgain')}
            onRetry={() => void order.refetch()}
          />
        )}
      </Stack>
    );
  if (!o) return <SectionLoader label={t('order:loading')} />;

  return (
    <Stack gap="lg">
      {back}
      <Group justify="space-between" align="flex-start" gap="xs">
        <div>
          <Title order={1} fz={{ base: 24, sm: 30 }}>
            {t('order:title', { number: o.orderNumber })}
          </Title>
          <Text size="sm" c="dimmed">
            {t('order:placed', { date: formatDate(o.createdAt) })}
          </Text>
        </div>
        <Badge variant="light" color={STATUS_COLOR[o.status] ?? 'gray'} c="dark.7" tt="none" size="lg">
          {o.status === 'PendingPayment'
            ? t('order:waitingForPayment')
            : o.status === 'Expired'
              ? t('order:expired')
              : orderStatusLabel(t, o.status)}
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
              <Text size="sm">{formatAmount(l.lineTotalPaise)}</Text>
            </Group>
          ))}
          <Divider />
          <CartTotals totals={o.totals} />
          {o.shippingAddressId ? (
            <Text size="sm" c="dimmed">
              {t('order:deliverTo', {
                address: `${o.shippingAddressId.streetAdd}, ${o.shippingAddressId.city}, ${o.shippingAddressId.state} ${o.shippingAddressId.pincode}`,
              })}
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
                {t('order:downloadInvoice')}
              </Button>
              <Text size="xs" c="dimmed">
                {o.invoiceNumber}
              </Text>
            </Group>
          ) : null}
          {invoice.error ? <FormAlert>{say(invoice.error)}</FormAlert> : null}
        </Stack>
      </Paper>
      <Paper withBorder radius="lg" p="md" component="section" aria-labelledby="timeline-title">
        <Title order={2} fz="lg" id="timeline-title" mb="sm">
          {t('order:statusTitle')}
        </Title>
        <OrderTimeline order={o} />
      </Paper>
      {o.returnRequest ? (
        <FormAlert
          tone={o.returnRequest.status === 'refused' ? 'error' : 'success'}
          title={returnTitle(t, o.returnRequest.status)}
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
