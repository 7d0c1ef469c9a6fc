import { Group, Stack, Text } from '@mantine/core';
import type { TSosNotification } from '@safesathi/contract';
import { formatIndianMobile } from '@safesathi/contract';
import { formatDateTime } from '../../lib/date-time';
import { recipients } from '../../lib/delivery';
import { channelBadge, RecipientChannels, recipientName } from '../../ui/recipient-channels';

function attemptsText(n: TSosNotification): string {
  const tries = `${n.attempts} ${n.attempts === 1 ? 'attempt' : 'attempts'}`;
  if (n.status === 'sent' && n.deliveredAt) return `Reached the phone ${formatDateTime(n.deliveredAt)} · ${tries}`;
  if (n.status === 'sent' && n.delivery) return `The network could not hand it over · ${tries}`;
  if (n.status === 'sent' && n.sentAt) return `Sent ${formatDateTime(n.sentAt)} · ${tries}`;
  if (n.lastError) return `${tries} · last error: ${n.lastError}`;
  return tries;
}

/** Each recipient once, a badge per channel tried; hover (or focus) shows the attempts and the last error. */
export function DeliveryBadges({ notifications }: { notifications: TSosNotification[] }) {
  if (notifications.length === 0) return <Text size="sm">No messages were queued.</Text>;
  return <RecipientChannels notifications={notifications} detail={attemptsText} />;
}

/** The full delivery record of a call: who, which number, and per channel its state, attempts, last error. */
export function DeliveryTable({ notifications }: { notifications: TSosNotification[] }) {
  if (notifications.length === 0) return null;
  return (
    <Stack gap={0} component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }} aria-label="Delivery details">
      {recipients(notifications).map((r) => (
        <Stack
          key={r.key}
          component="li"
          gap={4}
          py={8}
          style={{ borderTop: '1px solid var(--mantine-color-gray-2)', minWidth: 0 }}
        >
          <Text size="sm" fw={600}>
            {recipientName(r, null)}{' '}
            <Text span size="xs" c="dimmed" fw={400}>
              {r.role === 'owner' ? 'Owner' : 'Emergency contact'}
            </Text>
          </Text>
          <Text size="sm">{formatIndianMobile(r.phone)}</Text>
          {r.tries.map((t) => (
            <Group key={t.message._id} gap="xs" wrap="wrap" align="center">
              {channelBadge(t)}
              <Text size="xs" c="dimmed">
                {attemptsText(t.message)}
              </Text>
            </Group>
          ))}
        </Stack>
      ))}
    </Stack>
  );
}
