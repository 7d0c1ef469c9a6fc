import { Badge, Button, Group, Pagination, Paper, SegmentedControl, Stack, Text } from '@mantine/core';
import {
  BLOOD_COMPONENT_LABELS,
  BLOOD_REQUEST_STATES,
  type BloodRequestState,
  type TAdminBloodRequest,
} from '@safesathi/contract';
import { useQueryClient } from '@tanstack/react-query';
import { parseAsStringLiteral } from 'nuqs';
import { useState } from 'react';
import { RequestForm } from '../../account/blood/request-form';
import { useAuth } from '../../lib/auth';
import { formatDateTime } from '../../lib/date-time';
import { useListQuery } from '../../lib/list-query';
import { defineList, useListState } from '../../lib/list-state';
import { toastSuccess } from '../../lib/toast';
import { confirmAction } from '../../ui/confirm';
import { EmptyState, LoadError, NoAccess, SectionLoader } from '../../ui/list-states';
import { PageTitle } from '../common/page-header';
import { useAdminDocumentTitle } from '../page-title';
import {
  BLOOD_REQUESTS_KEY,
  blockRequester,
  bloodRequestList,
  closeBloodRequest,
  unblockRequester,
} from './blood-admin-api';

const FILTERS = ['open', 'fulfilled', 'closed', 'expired', 'all'] as const;
type Filter = (typeof FILTERS)[number];
const LIST = defineList({ filters: { show: parseAsStringLiteral(FILTERS).withDefault('open') } });

const STATE: Record<BloodRequestState, { label: string; color: string }> = {
  open: { label: 'Open', color: 'red' },
  fulfilled: { label: 'Fulfilled', color: 'green' },
  closed: { label: 'Closed', color: 'gray' },
  expired: { label: 'Expired', color: 'gray' },
};
const REASON = { fulfilled: 'blood given', 'not-needed': 'not needed', admin: 'by an admin', expired: 'past its time' };

function RequestCard({ r, canEdit }: { r: TAdminBloodRequest; canEdit: boolean }) {
  const queryClient = useQueryClient();
  const done = (message: string) => {
    void queryClient.invalidateQueries({ queryKey: BLOOD_REQUESTS_KEY });
    toastSuccess(message);
  };
  const close = () =>
    confirmAction({
      title: `Close the request for ${r.patientName}?`,
      children: 'No more donors are asked, and the donors still waiting are told by SMS that they are not needed.',
      confirmLabel: 'Close request',
      action: async () => done((await closeBloodRequest(r._id)).message),
    });
  const block = (requester: NonNullable<TAdminBloodRequest['requester']>) =>
    confirmAction({
      title: requester.blocked ? `Let ${requester.name} ask for blood again?` : `Block ${requester.name}?`,
      children: requester.blocked
        ? 'They can make blood requests again.'
        : 'They can no longer make blood requests. Their open requests stay until you close them.',
      confirmLabel: requester.blocked ? 'Unblock' : 'Block requester',
      color: requester.blocked ? 'blue' : 'red',
      action: async () => {
        const answer = requester.blocked ? await unblockRequester(requester._id) : await blockRequester(requester._id);
        done(answer.message);
      },
    });
  const state = STATE[r.status];
  return (
    <Paper component="li" withBorder radius="md" p="md" data-request-id={r._id}>
      <Stack gap={6}>
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Text fw={700}>
            {r.patientName}: {r.bloodGroup} {BLOOD_COMPONENT_LABELS[r.component].toLowerCase()}, {r.units}{' '}
            {r.units === 1 ? 'unit' : 'units'}
          </Text>
          <Badge color={state.color} variant="light" c="dark.7" tt="none">
            {state.label}
            {r.closedReason && r.status !== 'fulfilled' ? `: ${REASON[r.closedReason]}` : ''}
          </Badge>
        </Group>
        <Text size="sm" c="dimmed">
          {r.hospitalName} · <time dateTime={r.createdAt}>{formatDateTime(r.createdAt)}</time> ·{' '}
          {r.requester
            ? `asked by ${r.requester.name}${r.requester.blocked ? ' (blocked)' : ''}`
            : r.createdBy
              ? `for a caller, by ${r.createdBy.name}`
              : 'requester deleted'}
        </Text>
        <Text size="sm">
          {r.notified} texted{r.radiusKm ? ` within ${r.radiusKm} km` : ''} · {r.yesCount} yes · {r.notNow} not now ·{' '}
          {r.donatedRecently} donated recently · {r.donatedCount} gave
        </Text>
        {canEdit ? (
          <Group gap="xs">
            {r.status === 'open' ? (
              <Button size="compact-sm" variant="default" onClick={close}>
                Close request
              </Button>
            ) : null}
            {r.requester ? (
              <Button
                size="compact-sm"
                variant="subtle"
                color={r.requester.blocked ? 'blue' : 'red'}
                c={r.requester.blocked ? 'blue.9' : 'red.9'}
                onClick={() => block(r.requester!)}
              >
                {r.requester.blocked ? 'Unblock requester' : 'Block requester'}
              </Button>
            ) : null}
          </Group>
        ) : null}
      </Stack>
    </Paper>
  );
}

/** /admin-blood-requests (viewBloodRequests): every request with its state and figures; close, block. */
export function BloodRequestsAdminPage() {
  useAdminDocumentTitle('Blood requests');
  const auth = useAuth();
  const state = useListState(LIST);
  const filter = state.filters.show;
  const page = state.page;
  const allowed = auth.can('viewBloodRequests');
  const list = useListQuery({
    ...bloodRequestList,
    list: state,
    filters: { status: filter === 'all' ? undefined : filter },
    enabled: allowed,
  });
  const rows = list.data?.data ?? [];
  const pages = Math.max(1, Math.ceil((list.data?.total ?? 0) / state.limit));
  const [asking, setAsking] = useState(false);
  return (
    <Stack gap="lg">
      <div>
        <Group justify="space-between" wrap="wrap" gap="sm">
          <PageTitle>Blood requests</PageTitle>
          {auth.can('editBloodRequests') ? (
            <Button variant={asking ? 'default' : 'filled'} onClick={() => setAsking((a) => !a)}>
              {asking ? 'Cancel' : 'Ask for blood for a caller'}
            </Button>
          ) : null}
        </Group>
        <Text c="dimmed" mt={4}>
          Requests for blood, newest first: how many donors were texted and what they answered. Donors' numbers and
          places are never shown.
        </Text>
      </div>
      {asking ? <RequestForm forCaller /> : null}
      {!allowed ? (
        <NoAccess what="the blood requests" flags={['viewBloodRequests']} />
      ) : (
        <>
          <SegmentedControl
            aria-label="Show"
            value={filter}
            onChange={(value) => state.setFilters({ show: value as Filter })}
            data={[...BLOOD_REQUEST_STATES, 'all' as const].map((s) => ({
              value: s,
              label: s === 'all' ? 'All' : STATE[s].label,
            }))}
            style={{ alignSelf: 'flex-start', maxWidth: '100%', overflowX: 'auto' }}
          />
          {list.isError ? (
            <LoadError
              error={list.error}
              what="the blood requests"
              onRetry={() => void list.refetch()}
              retrying={list.isFetching}
            />
          ) : list.isPending ? (
            <SectionLoader label="Loading blood requests…" />
          ) : rows.length === 0 ? (
            <EmptyState
              title={filter === 'all' ? 'No blood requests yet' : `No ${STATE[filter].label.toLowerCase()} requests`}
              text="When a customer (or an admin for a caller) asks for blood, the request shows here."
            />
          ) : (
            <Stack
              gap="xs"
              component="ul"
              aria-label="Blood requests"
              style={{ listStyle: 'none', margin: 0, padding: 0 }}
            >
              {rows.map((r) => (
                <RequestCard key={r._id} r={r} canEdit={auth.can('editBloodRequests')} />
              ))}
            </Stack>
          )}
          {pages > 1 ? (
            <Group justify="space-between">
              <Text size="sm" c="dimmed">
                {list.data?.total} requests
              </Text>
              <Pagination value={page} onChange={state.setPage} total={pages} size="sm" aria-label="Pages" />
            </Group>
          ) : null}
        </>
      )}
    </Stack>
  );
}
