import { ActionIcon, Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../i18n/error-text';
import { currentLanguage } from '../../i18n/i18n';
import { confirmAction } from '../../ui/confirm';
import { IconTrash } from '../../ui/icons';
import { describePosition } from './geo';
import type { GroupMember } from './groups-api';
import { removeMember } from './groups-api';

/**
 * The group as a list — everything the map shows, without tiles: "Riya — 2 km away, 3 min ago"
 * (from the viewer's own position when known), a stale one greyed "last seen … · sharing paused".
 */
export function MemberList({
  groupId,
  members,
  isOwner,
  viewer,
  now,
  onChanged,
}: {
  groupId: string;
  members: GroupMember[];
  isOwner: boolean;
  viewer: { lat: number; lng: number } | null;
  now: number;
  onChanged: () => void;
}) {
  const say = useErrorText();
  const { t } = useTranslation();
  const words = { t, lang: currentLanguage() };
  const askRemove = (m: GroupMember) =>
    confirmAction({
      say,
      title: t('groups:members.removeTitle', { name: m.name }),
      confirmLabel: t('groups:members.removeConfirm'),
      cancelLabel: t('account:cancel'),
      children: t('groups:members.removeText', { name: m.name }),
      action: async () => {
        await removeMember(groupId, m.userId);
        onChanged();
      },
    });

  return (
    <Paper withBorder radius="lg" p="md">
      <Title order={2} fz="lg" mb="sm">
        {t('groups:members.title')}
      </Title>
      <Stack
        gap="xs"
        component="ul"
        style={{ listStyle: 'none', padding: 0, margin: 0 }}
        aria-label={t('groups:members.title')}
      >
        {members.map((m) => {
          const where = m.share ? describePosition(m.share.position, m.isMe ? null : viewer, now, words) : null;
          return (
            <Group
              component="li"
              key={m.userId}
              justify="space-between"
              wrap="nowrap"
              data-testid={`member-${m.name}`}
              data-stale={where?.stale ? 'true' : undefined}
            >
              <div style={{ minWidth: 0 }}>
                <Group gap={6}>
                  <Text fw={600}>{m.isMe ? t('groups:members.you', { name: m.name }) : m.name}</Text>
                  {m.role === 'owner' ? (
                    <Badge size="xs" variant="light">
                      {t('groups:members.owner')}
                    </Badge>
                  ) : null}
                </Group>
                <Text
                  size="sm"
                  c={where && !where.stale ? 'teal.9' : 'dimmed'}
                  fs={where?.stale ? 'italic' : undefined}
                >
                  {where
                    ? t('groups:members.where', { name: m.name, where: where.text })
                    : t('groups:members.notSharing')}
                  {m.share?.destination ? t('groups:members.goingTo', { place: m.share.destination }) : ''}
                </Text>
              </div>
              {isOwner && !m.isMe ? (
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={t('groups:members.remove', { name: m.name })}
                  onClick={() => askRemove(m)}
                >
                  <IconTrash size={18} />
                </ActionIcon>
              ) : null}
            </Group>
          );
        })}
      </Stack>
    </Paper>
  );
}
