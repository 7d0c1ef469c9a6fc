import { Anchor, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { APP_NAME } from '../../config';
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
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const now = useNow();
  const group = useQuery({ queryKey: groupKeys.one(id), queryFn: ({ signal }) => fetchGroup(id, signal) });
  useDocumentTitle(`${group.data?.name ?? 'Group'} · ${APP_NAME}`);
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

  if (group.isPending) return <SectionLoader label="Loading the group…" />;
  if (group.isError) {
    if (isApiError(group.error) && group.error.status === 404)
      return (
        <EmptyState title="This group is not yours to see" text="You are not a member of it (any more).">
          <Button component={Link} to="/account/groups">
            My groups
          </Button>
        </EmptyState>
      );
    return <LoadError error={group.error} onRetry={() => void group.refetch()} what="the group" />;
  }
  const data = group.data;
  const isOwner = data.myRole === 'owner';
  const askLeave = () =>
    confirmAction({
      title: `Leave ${data.name}?`,
      confirmLabel: 'Leave',
      children:
        'Your sharing with this group stops at once and you no longer see its members. ' +
        (isOwner ? 'The member who joined first becomes the owner.' : 'Someone in the group can invite you again.'),
      action: async () => {
        await leaveGroup(id);
        void queryClient.invalidateQueries({ queryKey: groupKeys.all });
        toastSuccess(`You left ${data.name}.`);
        navigate('/account/groups');
      },
    });

  return (
    <Stack gap="lg">
      <Anchor component={Link} to="/account/groups" size="sm">
        <Group gap={4} component="span">
          <IconArrowLeft size={14} aria-hidden /> My groups
        </Group>
      </Anchor>
      <Group justify="space-between" align="end">
        <div>
          <Title order={1} fz={{ base: 24, sm: 30 }}>
            {data.name}
          </Title>
          <Text c="dimmed">{data.members.length === 1 ? 'Just you so far' : `${data.members.length} members`}</Text>
        </div>
        <Button variant="default" color="red" onClick={askLeave}>
          Leave group
        </Button>
      </Group>
      <AlarmButton groupId={id} onChanged={refresh} />
      <SharePanel groupId={id} me={me} state={sharing.state} onChanged={refresh} />
      {data.tiles.url && points.length > 0 ? (
        <Suspense fallback={<SectionLoader label="Loading the map…" />}>
          <GroupMap points={points} tiles={{ url: data.tiles.url, attribution: data.tiles.attribution }} now={now} />
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
