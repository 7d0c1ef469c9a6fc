import { ActionIcon, Anchor, Box, Group, Indicator, Menu, Stack, Text, Tooltip, VisuallyHidden } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { ApiAnswer } from '../lib/api';
import { useAuth } from '../lib/auth';
import { formatDateTime } from '../lib/date-time';
import { openEventStream, type StreamState } from '../lib/sse';
import { IconBell } from '../ui/icons';
import { useAgo } from './i18n/admin-format';
import {
  fetchSosCalls,
  fetchSosSeen,
  isSosCall,
  markSosSeen,
  SOS_BELL_KEY,
  SOS_KEY,
  SOS_LIST_KEY,
  SOS_SEEN_KEY,
} from './sos/sos-api';

/** What the bell's query caches: the first page of GET /api/sos-calls. */
type SosCallList = ApiAnswer<'get', '/api/sos-calls'>;

const RECENT = 10;

const after = (a: string, b: string) => Date.parse(a) > Date.parse(b);

/** The header bell: shown only to admins who may see SOS calls (viewSosCall). */
export function NotificationBell() {
  const { can, user } = useAuth();
  if (!user || !can('viewSosCall')) return null;
  return <SosBell />;
}

/**
 * New SOS calls, live: reads `/api/notifications/stream` (fetch with the bearer header, reconnecting
 * with backoff), counts calls newer than the newest one the admin saw when last opening the list, and
 * toasts each arrival. What was seen is kept on the server per admin (`/api/notifications/seen`), so a
 * call seen on one machine is not new on another; after a dropped stream the list and the count are
 * fetched again, so calls sent meanwhile are counted too.
 */
function SosBell() {
  const { t } = useTranslation();
  const ago = useAgo();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [state, setState] = useState<StreamState>('connecting');
  const [opened, setOpened] = useState(false);
  // What was unread when the list was opened, so it stays marked while the admin reads it.
  const [unreadWhenOpened, setUnreadWhenOpened] = useState<ReadonlySet<string>>(new Set());

  const recent = useQuery({
    queryKey: SOS_BELL_KEY,
    queryFn: ({ signal }) => fetchSosCalls({ page: 1, limit: RECENT }, signal),
    staleTime: 60_000,
  });
  const calls = recent.data?.data ?? [];
  // Read again when the window gets focus and every minute: the admin may have looked on another machine.
  const seen = useQuery({
    queryKey: SOS_SEEN_KEY,
    queryFn: ({ signal }) => fetchSosSeen(signal),
    refetchInterval: 60_000,
    refetchOnWindowFocus: true,
    staleTime: 0,
  });
  const seenAt = seen.data?.seenAt ?? null;
  const markSeen = useMutation({
    mutationFn: markSosSeen,
    onSuccess: (data) => queryClient.setQueryData(SOS_SEEN_KEY, data),
  });

  const openCall = useCallback(
    (id: string) => {
      setOpened(false);
      navigate(`/admin-sos-calls?open=${encodeURIComponent(id)}`);
    },
    [navigate],
  );
  const openCallRef = useRef(openCall);
  openCallRef.current = openCall;

  useEffect(() => {
    let wasOpen = false;
    return openEventStream({
      path: '/api/notifications/stream',
      onState: (next) => {
        setState(next);
        if (next === 'open') {
          // Back after a drop: calls may have arrived meanwhile.
          if (wasOpen) void queryClient.invalidateQueries({ queryKey: SOS_KEY });
          wasOpen = true;
        }
      },
      onMessage: (message) => {
        if (message.event !== 'soscall' && message.event !== 'soscall-updated') return;
        let call: unknown;
        try {
          call = JSON.parse(message.data);
        } catch {
          return;
        }
        if (!isSosCall(call)) return;
        if (message.event === 'soscall-updated') {
          // An answer through a text's link: lists show it; the bell keeps its place.
          queryClient.setQueryData<SosCallList>(SOS_BELL_KEY, (old) =>
            old ? { ...old, data: old.data.map((c) => (c._id === call._id ? call : c)) } : old,
          );
          void queryClient.invalidateQueries({ queryKey: SOS_LIST_KEY });
          return;
        }
        queryClient.setQueryData<SosCallList>(SOS_BELL_KEY, (old) => {
          if (!old) return old;
          if (old.data.some((c) => c._id === call._id)) return old;
          return { ...old, data: [call, ...old.data].slice(0, RECENT), total: old.total + 1 };
        });
        void queryClient.invalidateQueries({ queryKey: SOS_LIST_KEY });
        void queryClient.invalidateQueries({ queryKey: SOS_SEEN_KEY });
        const id = `sos-${call._id}`;
        notifications.show({
          id,
          color: 'red',
          autoClose: 12_000,
          title: t('admin:bell.newSos', { reason: call.reason.reasonText }),
          message: (
            <Stack gap={4}>
              <Text size="sm">
                {t('admin:bell.from', { vehicle: call.vehicle.registrationNumber, name: call.creatorName })}
              </Text>
              <Anchor
                component="button"
                type="button"
                size="sm"
                fw={600}
                onClick={() => {
                  notifications.hide(id);
                  openCallRef.current(call._id);
                }}
              >
                {t('admin:bell.openCall')}
              </Anchor>
            </Stack>
          ),
        });
      },
    });
  }, [queryClient, t]);

  const unread = seenAt === null ? [] : calls.filter((c) => after(c.createdAt, seenAt));
  // The server counts every unseen call, also those past the bell's last ten.
  const count = Math.max(seen.data?.unseen ?? 0, unread.length);
  const countText = count >= RECENT ? `${RECENT - 1}+` : String(count);

  const onChange = (next: boolean) => {
    setOpened(next);
    if (next) {
      setUnreadWhenOpened(new Set(unread.map((c) => c._id)));
      const newest = calls[0]?.createdAt;
      if (newest && (seenAt === null || after(newest, seenAt))) markSeen.mutate(newest);
    }
  };

  const label = count > 0 ? t('admin:bell.labelNew', { n: countText }) : t('admin:bell.label');

  return (
    <Indicator
      label={countText}
      disabled={count === 0}
      color="red"
      size={18}
      offset={6}
      withBorder
      data-testid="sos-bell-count"
    >
      <Menu opened={opened} onChange={onChange} position="bottom-end" width={320} shadow="md" withinPortal>
        <Menu.Target>
          <Tooltip
            label={state === 'retrying' ? t('admin:bell.reconnectingAlerts') : t('admin:bell.label')}
            disabled={opened}
          >
            <ActionIcon
              variant="subtle"
              color="gray"
              size="lg"
              aria-label={label}
              data-stream={state}
              data-seen={seen.isSuccess ? 'ready' : 'loading'}
            >
              <IconBell />
            </ActionIcon>
          </Tooltip>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Label>
            <Group justify="space-between" gap="xs">
              <span>{t('admin:bell.newest')}</span>
              <Text span size="xs" c={state === 'open' ? 'green.8' : 'dimmed'}>
                {state === 'open'
                  ? t('admin:bell.live')
                  : state === 'denied'
                    ? t('admin:bell.notLive')
                    : t('admin:bell.reconnecting')}
              </Text>
            </Group>
          </Menu.Label>
          {recent.isLoading ? (
            <Text size="sm" px="sm" py="xs">
              {t('admin:common.loading')}
            </Text>
          ) : recent.isError ? (
            <Text size="sm" px="sm" py="xs" c="var(--mantine-color-error)">
              {t('admin:bell.loadFailed')}
            </Text>
          ) : calls.length === 0 ? (
            <Text size="sm" px="sm" py="xs">
              {t('admin:bell.none')}
            </Text>
          ) : (
            calls.slice(0, 6).map((call) => {
              const isNew = unreadWhenOpened.has(call._id);
              return (
                <Menu.Item key={call._id} onClick={() => openCall(call._id)} data-sos-id={call._id}>
                  <Group gap="xs" wrap="nowrap" align="flex-start">
                    <Box
                      mt={6}
                      w={8}
                      h={8}
                      style={{ borderRadius: 4, flex: 'none' }}
                      bg={isNew ? 'red.7' : 'transparent'}
                      aria-hidden
                    />
                    <Stack gap={0} style={{ minWidth: 0 }}>
                      <Text size="sm" fw={isNew ? 700 : 500} truncate>
                        {isNew ? <VisuallyHidden>{t('admin:bell.newMark')} </VisuallyHidden> : null}
                        {call.reason.reasonText}
                      </Text>
                      <Text size="xs" c="dimmed">
                        {call.vehicle.registrationNumber} ·{' '}
                        <span title={formatDateTime(call.createdAt)}>{ago(call.createdAt)}</span>
                        {call.status === 'resolved'
                          ? ` · ${t('admin:bell.resolved')}`
                          : call.answer
                            ? ` · ${t('admin:bell.answered')}`
                            : ''}
                      </Text>
                    </Stack>
                  </Group>
                </Menu.Item>
              );
            })
          )}
          <Menu.Divider />
          <Menu.Item onClick={() => navigate('/admin-sos-calls')} fw={600}>
            {t('admin:bell.viewAll')}
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
    </Indicator>
  );
}
