import { Anchor, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { APP_NAME } from '../../config';
import { useErrorText } from '../../i18n/error-text';
import { useTranslatedScreen } from '../../i18n/i18n';
import { isApiError } from '../../lib/api';
import { openEventStream } from '../../lib/sse';
import { toastSuccess } from '../../lib/toast';
import { confirmAction } from '../../ui/confirm';
import { IconArrowLeft } from '../../ui/icons';
import { EmptyState, LoadError, SectionLoader } from '../../ui/list-states';
import { AlarmButton } from './alarm-button';
import type { MapPoint } from './group-map';
import { fetchGroup, groupKeys, leaveGroup, type Group as TGroup } from './groups-api';
import { InviteForm } from './invite-form';
import { MemberList } from './member-list';
import { SharePanel } from './share-panel';
import { TripForm } from './trip-form';
import { TripStatus } from './trip-status';
import { useLocationSharing } from './use-location-sharing';

// Leaflet and its styles load only here, and only when the server names a tile source.
const GroupMap = lazy(() => import('./group-map'));

/** The clock the list's "3 min ago" and greying read, ticking every 15 s. */
function useNow(): number {
  const [now, setNow] = useState(Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 15_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/** Keeps the group's query up to date from its live stream (`group` events, each the whole group). */
function useGroupStream(id: string) {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      openEventStream({
        path: `/api/groups/${id}/stream`,
        onMessage: (message) => {
          if (message.event === 'group') {
            try {
              queryClient.setQueryData(groupKeys.one(id), JSON.parse(message.data) as TGroup);
            } catch {
              // Not a group: ignore.
            }
          } else if (message.event === 'end') void queryClient.invalidateQueries({ queryKey: groupKeys.one(id) });
        },
      }),
    [id, queryClient],
  );
}

/** /account/groups/:id: members and where those sharing are, live; my sharing; invitations; leave. */
export function GroupPage() {
  const say = useErrorText();
  const { t } = useTranslation();
  useTranslatedScreen();
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const now = useNow();
  const group = useQuery({ queryKey: groupKeys.one(id), queryFn: ({ signal }) => fetchGroup(id, signal) });
  useDocumentTitle(
    t('groups:group.pageTitle', { name: group.data?.name ?? t('groups:group.fallbackTitle'), app: APP_NAME }),
  );
  useGroupStream(id);
  const refresh = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: groupKeys.one(id) });
    void queryClient.invalidateQueries({ queryKey: groupKeys.all });
  }, [id, queryClient]);
  const me = group.data?.members.find((m) => m.isMe);
  const sharing = useLocationSharing(id, Boolean(me?.share), refresh);

  const points = useMemo<MapPoint[]>(() => {
    const list: MapPoint[] = [];
    for (const m of group.data?.members ?? []) {
      const p = m.share?.position;
      if (p) list.push({ id: m.userId, name: m.name, lat: p.lat, lng: p.lng, at: p.at, isMe: m.isMe });
    }
    return list;
  }, [group.data]);

  if (group.isPending) return <SectionLoader label={t('groups:group.loading')} />;
  if (group.isError) {
    if (isApiError(group.error) && group.error.status === 404)
      return (
        <EmptyState title={t('groups:group.notYoursTitle')} text={t('groups:group.notYoursText')}>
          <Button component={Link} to="/account/groups">
            {t('groups:group.myGroups')}
          </Button>
        </EmptyState>
      );
    return (
      <LoadError
        error={group.error}
        onRetry={() => void group.refetch()}
        title={t('groups:group.loadError')}
        retryLabel={t('account:tryAgain')}
      />
    );
  }
  const data = group.data;
  const isOwner = data.myRole === 'owner';
  const askLeave = () =>
    confirmAction({
      say,
      title: t('groups:group.leaveTitle', { name: data.name }),
      confirmLabel: t('groups:group.leaveConfirm'),
      cancelLabel: t('account:cancel'),
      children: `${t('groups:group.leaveText')} ${isOwner ? t('groups:group.leaveOwner') : t('groups:group.leaveMember')}`,
      action: async () => {
        await leaveGroup(id);
        void queryClient.invalidateQueries({ queryKey: groupKeys.all });
        toastSuccess(t('groups:group.left', { name: data.name }));
        navigate('/account/groups');
      },
    });

  return (
    <Stack gap="lg">
      <Anchor component={Link} to="/account/groups" size="sm">
        <Group gap={4} component="span">
          <IconArrowLeft size={14} aria-hidden /> {t('groups:group.myGroups')}
        </Group>
      </Anchor>
      <Group justify="space-between" align="end">
        <div>
          <Title order={1} fz={{ base: 24, sm: 30 }}>
            {data.name}
          </Title>
          <Text c="dimmed">
            {data.members.length === 1
              ? t('groups:group.justYou')
              : t('groups:group.members', { count: data.members.length })}
          </Text>
        </div>
        <Button variant="default" color="red" onClick={askLeave}>
          {t('groups:group.leave')}
        </Button>
      </Group>
      <AlarmButton groupId={id} onChanged={refresh} />
      <SharePanel groupId={id} me={me} state={sharing.state} onChanged={refresh} />
      {me && !me.share ? <TripForm groupId={id} onStarted={refresh} /> : null}
      <TripStatus members={data.members} now={now} />
      {data.tiles.url && points.length > 0 ? (
        <Suspense fallback={<SectionLoader label={t('groups:group.loadingMap')} />}>
          <GroupMap
            points={points}
            tiles={{ url: data.tiles.url, attribution: data.tiles.attribution }}
            now={now}
            labels={{
              map: t('groups:group.map'),
              you: t('groups:group.you'),
              zoomIn: t('groups:group.zoomIn'),
              zoomOut: t('groups:group.zoomOut'),
            }}
          />
        </Suspense>
      ) : null}
      <MemberList
        groupId={id}
        members={data.members}
        isOwner={isOwner}
        viewer={sharing.own}
        now={now}
        onChanged={refresh}
      />
      {isOwner ? <InviteForm group={data} onChanged={refresh} /> : null}
    </Stack>
  );
}
