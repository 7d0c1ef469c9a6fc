import { Badge, Button, Group, Pagination, Paper, SegmentedControl, Stack, Text } from '@mantine/core';
import {
  BLOOD_REQUEST_STATES,
  type BloodComponent,
  type BloodRequestState,
  type TAdminBloodRequest,
} from '@safesathi/contract';
import { useQueryClient } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { parseAsStringLiteral } from 'nuqs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
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

const STATE_COLOR: Record<BloodRequestState, string> = {
  open: 'red',
  fulfilled: 'green',
  closed: 'gray',
  expired: 'gray',
};
// The words are looked up with literal keys, so the catalogue check can see each one.
const stateLabels = (t: TFunction): Record<BloodRequestState, string> => ({
  open: t('adminBlood:state.open'),
  fulfilled: t('adminBlood:state.fulfilled'),
  closed: t('adminBlood:state.closed'),
  expired: t('adminBlood:state.expired'),
});
const emptyTitles = (t: TFunction): Record<BloodRequestState, string> => ({
  open: t('adminBlood:empty.open'),
  fulfilled: t('adminBlood:empty.fulfilled'),
  closed: t('adminBlood:empty.closed'),
  expired: t('adminBlood:empty.expired'),
});
const reasons = (t: TFunction): Record<NonNullable<TAdminBloodRequest['closedReason']>, string> => ({
  fulfilled: t('adminBlood:reason.fulfilled'),
  'not-needed': t('adminBlood:reason.notNeeded'),
  admin: t('adminBlood:reason.admin'),
  expired: t('adminBlood:reason.expired'),
});
const components = (t: TFunction): Record<BloodComponent, string> => ({
  'whole-blood': t('adminBlood:component.wholeBlood'),
  'red-cells': t('adminBlood:component.redCells'),
  platelets: t('adminBlood:component.platelets'),
  plasma: t('adminBlood:component.plasma'),
});

function RequestCard({ r, canEdit }: { r: TAdminBloodRequest; canEdit: boolean }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const done = (message: string) => {
    void queryClient.invalidateQueries({ queryKey: BLOOD_REQUESTS_KEY });
    toastSuccess(message);
  };
  const close = () =>
    confirmAction({
      title: t('adminBlood:close.title', { name: r.patientName }),
      children: t('adminBlood:close.text'),
      confirmLabel: t('adminBlood:close.confirm'),
      cancelLabel: t('adminBlood:cancel'),
      action: async () => done((await closeBloodRequest(r._id)).message),
    });
  const block = (requester: NonNullable<TAdminBloodRequest['requester']>) =>
    confirmAction({
      title: requester.blocked
        ? t('adminBlood:block.unblockTitle', { name: requester.name })
        : t('adminBlood:block.blockTitle', { name: requester.name }),
      children: requester.blocked ? t('adminBlood:block.unblockText') : t('adminBlood:block.blockText'),
      confirmLabel: requester.blocked ? t('adminBlood:block.unblock') : t('adminBlood:block.block'),
      cancelLabel: t('adminBlood:cancel'),
      color: requester.blocked ? 'blue' : 'red',
      action: async () => {
        const answer = requester.blocked ? await unblockRequester(requester._id) : await blockRequester(requester._id);
        done(answer.message);
      },
    });

  return (
    <Paper component="li" withBorder radius="md" p="md" data-request-id={r._id}>
      <Stack gap={6}>
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Text fw={700}>
            {t('adminBlood:card.title', {
              name: r.patientName,
              group: r.bloodGroup,
              component: components(t)[r.component].toLowerCase(),
              count: r.units,
            })}
          </Text>
          <Badge color={STATE_COLOR[r.status]} variant="light" c="dark.7" tt="none">
            {stateLabels(t)[r.status]}
            {r.closedReason && r.status !== 'fulfilled' ? `: ${reasons(t)[r.closedReason]}` : ''}
          </Badge>
        </Group>
        <Text size="sm" c="dimmed">
          {r.hospitalName} · <time dateTime={r.createdAt}>{formatDateTime(r.createdAt)}</time> ·{' '}
          {r.requester
            ? r.requester.blocked
              ? t('adminBlood:card.askedByBlocked', { name: r.requester.name })
              : t('adminBlood:card.askedBy', { name: r.requester.name })
            : r.createdBy
              ? t('adminBlood:card.forCaller', { name: r.createdBy.name })
              : t('adminBlood:card.requesterDeleted')}
        </Text>
        <Text size="sm">
          {r.radiusKm
            ? t('adminBlood:card.textedWithin', { count: r.notified, km: r.radiusKm })
            : t('adminBlood:card.texted', { count: r.notified })}{' '}
          ·{' '}
          {t('adminBlood:card.answers', {
            yes: r.yesCount,
            notNow: r.notNow,
            recently: r.donatedRecently,
            gave: r.donatedCount,
          })}
        </Text>
        {canEdit ? (
          <Group gap="xs">
            {r.status === 'open' ? (
              <Button size="compact-sm" variant="default" onClick={close}>
                {t('adminBlood:close.confirm')}
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
                {r.requester.blocked ? t('adminBlood:block.unblockRequester') : t('adminBlood:block.block')}
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
  const { t } = useTranslation();
  useAdminDocumentTitle(t('adminBlood:title'));
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
          <PageTitle>{t('adminBlood:title')}</PageTitle>
          {auth.can('editBloodRequests') ? (
            <Button variant={asking ? 'default' : 'filled'} onClick={() => setAsking((a) => !a)}>
              {asking ? t('adminBlood:cancel') : t('adminBlood:askForCaller')}
            </Button>
          ) : null}
        </Group>
        <Text c="dimmed" mt={4}>
          {t('adminBlood:intro')}
        </Text>
      </div>
      {asking ? <RequestForm forCaller /> : null}
      {!allowed ? (
        <NoAccess what={t('adminBlood:what')} flags={['viewBloodRequests']} />
      ) : (
        <>
          <SegmentedControl
            aria-label={t('adminBlood:filter')}
            value={filter}
            onChange={(value) => state.setFilters({ show: value as Filter })}
            data={[...BLOOD_REQUEST_STATES, 'all' as const].map((s) => ({
              value: s,
              label: s === 'all' ? t('adminBlood:all') : stateLabels(t)[s],
            }))}
            style={{ alignSelf: 'flex-start', maxWidth: '100%', overflowX: 'auto' }}
          />
          {list.isError ? (
            <LoadError
              error={list.error}
              title={t('adminBlood:loadError')}
              retryLabel={t('adminBlood:tryAgain')}
              onRetry={() => void list.refetch()}
              retrying={list.isFetching}
            />
          ) : list.isPending ? (
            <SectionLoader label={t('adminBlood:loading')} />
          ) : rows.length === 0 ? (
            <EmptyState
              title={filter === 'all' ? t('adminBlood:empty.all') : emptyTitles(t)[filter]}
              text={t('adminBlood:empty.text')}
            />
          ) : (
            <Stack
              gap="xs"
              component="ul"
              aria-label={t('adminBlood:title')}
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
                {t('adminBlood:count', { count: list.data?.total ?? 0 })}
              </Text>
              <Pagination
                value={page}
                onChange={state.setPage}
                total={pages}
                size="sm"
                aria-label={t('adminBlood:pages')}
              />
            </Group>
          ) : null}
        </>
      )}
    </Stack>
  );
}
