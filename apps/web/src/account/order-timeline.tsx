import { Anchor, Text, Timeline } from '@mantine/core';
import { formatMoney, type TOrder } from '@safesathi/contract';
import { formatDateTime } from '../lib/date-time';

const LABEL: Record<string, string> = {
  PendingPayment: 'Placed, waiting for the payment',
  Created: 'Confirmed',
  Shipped: 'Shipped',
  Delivered: 'Delivered',
  Cancelled: 'Cancelled',
  Returned: 'Returned',
  Expired: 'Not paid in time',
};

interface Step {
  key: string;
  title: string;
  at: string;
  detail?: React.ReactNode;
}

/** What happened to the order, oldest first: placed, paid, shipped (with tracking), delivered, cancelled, returned, refunds. */
export function orderSteps(order: TOrder): Step[] {
  const steps: Step[] = [{ key: 'placed', title: 'Order placed', at: order.createdAt }];
  if (order.payment.paidAt)
    steps.push({
      key: 'paid',
      title: order.payment.method === 'cod' ? 'Paid in cash' : 'Paid online',
      at: order.payment.paidAt,
    });
  for (const [i, h] of (order.history ?? []).entries()) {
    // Placed and paid are said above; the move to Created is one of them.
    if (h.to === 'PendingPayment' || h.to === 'Created') continue;
    const tracking = h.to === 'Shipped' ? order.tracking : null;
    steps.push({
      key: `h${i}`,
      title: LABEL[h.to] ?? h.to,
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
                    Track the parcel
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
      title: r.status === 'processed' || r.status === 'recorded' ? 'Refunded' : 'Refund on its way',
      at: r.updatedAt,
      detail: <Text size="sm">{`${formatMoney(r.amountPaise)} — ${r.reason}`}</Text>,
    });
  return steps.sort((a, b) => a.at.localeCompare(b.at));
}

export function OrderTimeline({ order }: { order: TOrder }) {
  const steps = orderSteps(order);
  return (
    <Timeline active={steps.length - 1} bulletSize={16} lineWidth={2} aria-label="What happened to the order">
      {steps.map((s) => (
        <Timeline.Item key={s.key} title={s.title}>
          <Text size="xs" c="dimmed">
            {formatDateTime(s.at)}
          </Text>
          {s.detail}
        </Timeline.Item>
      ))}
    </Timeline>
  );
}
