import { Anchor, Text, Timeline } from '@mantine/core';
import type { TOrder } from '@safesathi/contract';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { formatAmount, formatDateAndTime } from '../i18n/format';
import { currentLanguage } from '../i18n/i18n';

/** An order's status as a step of its timeline ("Confirmed", "Not paid in time"…); an unknown one as it is. */
function statusStep(t: TFunction, status: string): string {
  switch (status) {
    case 'PendingPayment':
      return t('order:timeline.PendingPayment');
    case 'Created':
      return t('order:timeline.Created');
    case 'Shipped':
      return t('order:timeline.Shipped');
    case 'Delivered':
      return t('order:timeline.Delivered');
    case 'Cancelled':
      return t('order:timeline.Cancelled');
    case 'Returned':
      return t('order:timeline.Returned');
    case 'Expired':
      return t('order:timeline.Expired');
    default:
      return status;
  }
}

interface Step {
  key: string;
  title: string;
  at: string;
  detail?: React.ReactNode;
}

/** What happened to the order, oldest first: placed, paid, shipped (with tracking), delivered, cancelled, returned, refunds. */
export function orderSteps(order: TOrder, t: TFunction): Step[] {
  const steps: Step[] = [{ key: 'placed', title: t('order:timeline.placed'), at: order.createdAt }];
  if (order.payment.paidAt)
    steps.push({
      key: 'paid',
      title: order.payment.method === 'cod' ? t('order:timeline.paidCash') : t('order:timeline.paidOnline'),
      at: order.payment.paidAt,
    });
  for (const [i, h] of (order.history ?? []).entries()) {
    // Placed and paid are said above; the move to Created is one of them.
    if (h.to === 'PendingPayment' || h.to === 'Created') continue;
    const tracking = h.to === 'Shipped' ? order.tracking : null;
    steps.push({
      key: `h${i}`,
      title: statusStep(t, h.to),
      at: h.at,
      detail: (
        <>
          {tracking?.courier || tracking?.trackingNumber ? (
            <Text size="sm">
              {[tracking.courier, tracking.trackingNumber].filter(Boolean).join(' · ')}
              {tracking.trackingUrl ? (
                <>
                  {' '}
                  <Anchor href={tracking.trackingUrl} target="_blank" rel="noopener noreferrer">
                    {t('order:timeline.track')}
                  </Anchor>
                </>
              ) : null}
            </Text>
          ) : null}
          {h.note ? <Text size="sm">{h.note}</Text> : null}
        </>
      ),
    });
  }
  for (const r of order.refunds ?? [])
    steps.push({
      key: r._id,
      title:
        r.status === 'processed' || r.status === 'recorded'
          ? t('order:timeline.refunded')
          : t('order:timeline.refundOnItsWay'),
      at: r.updatedAt,
      detail: <Text size="sm">{`${formatAmount(r.amountPaise)} — ${r.reason}`}</Text>,
    });
  return steps.sort((a, b) => a.at.localeCompare(b.at));
}

export function OrderTimeline({ order }: { order: TOrder }) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const steps = orderSteps(order, t);
  return (
    <Timeline active={steps.length - 1} bulletSize={16} lineWidth={2} aria-label={t('order:timeline.label')}>
      {steps.map((s) => (
        <Timeline.Item key={s.key} title={s.title}>
          <Text size="xs" c="dimmed">
            {formatDateAndTime(s.at, lang)}
          </Text>
          {s.detail}
        </Timeline.Item>
      ))}
    </Timeline>
  );
}
