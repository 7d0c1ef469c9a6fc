import { Badge, Group, Stack, Text, Tooltip } from '@mantine/core';
import type { NotificationStatus, TSosNotification } from '@safesathi/contract';
import { formatIndianMobile } from '@safesathi/contract';
import { formatDateTime } from '../../lib/date-time';

export const DELIVERY_COLOR: Record<NotificationStatus, string> = {
  queued: 'gray',
  sending: 'blue',
  sent: 'green',
  failed: 'red',
  cancelled: 'gray',
};

/** What became of a text: its outbox state, or past `sent`, what the gateway's receipt said. */
type Shown = NotificationStatus | 'delivered' | 'read' | 'not delivered';
const SHOWN_COLOR: Record<Shown, string> = {
  ...DELIVERY_COLOR,
  sent: 'cyan',
  delivered: 'green',
  read: 'green',
  'not delivered': 'red',
};

export function shownState(n: TSosNotification): Shown {
  if (n.status !== 'sent' || !n.delivery) return n.status;
  return n.delivery === 'undelivered' || n.delivery === 'failed' ? 'not delivered' : n.delivery;
}

export function recipientLabel(n: TSosNotification): string {
  if (n.recipientRole === 'owner') return 'Owner';
  return n.recipientName || formatIndianMobile(n.phone);
}

function attemptsText(n: TSosNotification): string {
  const tries = `${n.attempts} ${n.attempts === 1 ? 'attempt' : 'attempts'}`;
  if (n.status === 'sent' && n.deliveredAt) return `Reached the phone ${formatDateTime(n.deliveredAt)} · ${tries}`;
  if (n.status === 'sent' && n.delivery) return `The network could not hand it over · ${tries}`;
  if (n.status === 'sent' && n.sentAt) return `Sent ${formatDateTime(n.sentAt)} · ${tries}`;
  if (n.lastError) return `${tries} · last error: ${n.lastError}`;
  return tries;
}

/** One badge per recipient; hover (or focus) shows the attempts and the last error. */
export function DeliveryBadges({ notifications }: { notifications: TSosNotification[] }) {
  if (notifications.length === 0) return <Text size="sm">No messages were queued.</Text>;
  return (
    <Group gap={6} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }} aria-label="Message delivery">
      {notifications.map((n) => (
        <li key={n._id}>
          <Tooltip
            label={attemptsText(n)}
            multiline
            maw={280}
            withArrow
            events={{ hover: true, focus: true, touch: true }}
          >
            <Badge
              variant="light"
              color={SHOWN_COLOR[shownState(n)]}
              c="dark.7"
              tt="none"
              size="md"
              tabIndex={0}
              data-delivery={n.status}
              data-receipt={n.delivery ?? undefined}
              aria-label={`${recipientLabel(n)}: ${shownState(n)}. ${attemptsText(n)}`}
            >
              {recipientLabel(n)}: {shownState(n)}
            </Badge>
          </Tooltip>
        </li>
      ))}
    </Group>
  );
}

/** The full delivery record of a call: who, which number, state, attempts, last error. */
export function DeliveryTable({ notifications }: { notifications: TSosNotification[] }) {
  if (notifications.length === 0) return null;
  return (
    <Stack gap={0} component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }} aria-label="Delivery details">
      {notifications.map((n) => (
        <Group
          key={n._id}
          component="li"
          justify="space-between"
          align="flex-start"
          gap="xs"
          py={8}
          wrap="wrap"
          style={{ borderTop: '1px solid var(--mantine-color-gray-2)' }}
        >
          <Stack gap={0} style={{ minWidth: 0 }}>
            <Text size="sm" fw={600}>
              {n.recipientName || formatIndianMobile(n.phone)}{' '}
              <Text span size="xs" c="dimmed" fw={400}>
                {n.recipientRole === 'owner' ? 'Owner' : 'Emergency contact'}
              </Text>
            </Text>
            <Text size="sm">{formatIndianMobile(n.phone)}</Text>
            <Text size="xs" c="dimmed">
              {attemptsText(n)}
            </Text>
          </Stack>
          <Badge variant="light" color={SHOWN_COLOR[shownState(n)]} c="dark.7" tt="none">
            {shownState(n)}
          </Badge>
        </Group>
      ))}
    </Stack>
  );
}
