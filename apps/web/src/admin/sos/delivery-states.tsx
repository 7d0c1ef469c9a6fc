import { Group, Stack, Text } from '@mantine/core';
import type { TSosNotification } from '@safesathi/contract';
import { formatIndianMobile } from '@safesathi/contract';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../lib/date-time';
import { recipients } from '../../lib/delivery';
import { channelBadge, RecipientChannels, recipientName } from '../../ui/recipient-channels';

function attemptsText(t: TFunction, n: TSosNotification): string {
  const tries = t('adminSos:delivery.attempts', { count: n.attempts });
  if (n.status === 'sent' && n.deliveredAt)
    return t('adminSos:delivery.reached', { when: formatDateTime(n.deliveredAt), tries });
  if (n.status === 'sent' && n.delivery) return t('adminSos:delivery.notHanded', { tries });
  if (n.status === 'sent' && n.sentAt) return t('adminSos:delivery.sent', { when: formatDateTime(n.sentAt), tries });
  if (n.lastError) return t('adminSos:delivery.lastError', { tries, error: n.lastError });
  return tries;
}

/** Each recipient once, a badge per channel tried; hover (or focus) shows the attempts and the last error. */
export function DeliveryBadges({ notifications }: { notifications: TSosNotification[] }) {
  const { t } = useTranslation();
  if (notifications.length === 0) return <Text size="sm">{t('adminSos:delivery.none')}</Text>;
  return <RecipientChannels notifications={notifications} detail={(n) => attemptsText(t, n)} />;
}

/** The full delivery record of a call: who, which number, and per channel its state, attempts, last error. */
export function DeliveryTable({ notifications }: { notifications: TSosNotification[] }) {
  const { t } = useTranslation();
  if (notifications.length === 0) return null;
  return (
    <Stack
      gap={0}
      component="ul"
      style={{ listStyle: 'none', margin: 0, padding: 0 }}
      aria-label={t('adminSos:delivery.details')}
    >
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
              {r.role === 'owner' ? t('adminSos:delivery.owner') : t('adminSos:delivery.contact')}
            </Text>
          </Text>
          <Text size="sm">{formatIndianMobile(r.phone)}</Text>
          {r.tries.map((tried) => (
            <Group key={tried.message._id} gap="xs" wrap="wrap" align="center">
              {channelBadge(tried)}
              <Text size="xs" c="dimmed">
                {attemptsText(t, tried.message)}
              </Text>
            </Group>
          ))}
        </Stack>
      ))}
    </Stack>
  );
}
