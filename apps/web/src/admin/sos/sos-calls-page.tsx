import { Alert, Button, Group, Pagination, Select, Stack, Text } from '@mantine/core';
import { PAGE_SIZES, type TSosCall } from '@safesathi/contract';
import { parseAsString, parseAsStringLiteral } from 'nuqs';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../lib/auth';
import { useListQuery } from '../../lib/list-query';
import { defineList, useListState } from '../../lib/list-state';
import { IconRefresh, IconSearch, IconSiren } from '../../ui/icons';
import { EmptyState, LoadError, SectionLoader } from '../../ui/list-states';
import { LabeledSegments, SearchInput } from '../common/list-filters';
import { PageHeader } from '../common/page-header';
import { useAdminDocumentTitle } from '../page-title';
import { sosList } from './sos-api';
import { SosCallCard } from './sos-call-card';
import { SosFigures } from './sos-figures';
import { SosStatusModal } from './sos-status-modal';

const STATUS_FILTERS = ['all', 'open', 'resolved'] as const;
type StatusFilter = (typeof STATUS_FILTERS)[number];

/**
 * SOS calls: newest first; status, undelivered texts, a search and pages. `open` is the call the
 * bell opened: the newest calls, unfiltered, with that one expanded.
 */
const SOS_LIST = defineList({
  filters: {
    status: parseAsStringLiteral(STATUS_FILTERS).withDefault('all'),
    texts: parseAsStringLiteral(['all', 'failed'] as const).withDefault('all'),
    open: parseAsString,
  },
});

/** /admin-sos-calls: every SOS call, newest first, with delivery states; resolve and re-open. */
export function SosCallsPage() {
  const { t } = useTranslation();
  useAdminDocumentTitle(t('adminSos:page.title'));
  const { can } = useAuth();
  const list = useListState(SOS_LIST);
  const { status, texts: delivery, open: openId } = list.filters;
  const { page, limit, debouncedSearch } = list;
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  const [changing, setChanging] = useState<TSosCall | null>(null);
  const scrolledTo = useRef<string | null>(null);

  const allowed = can('viewSosCall');
  const canEdit = can('editSosCall');
  // Opened from the bell: the newest calls, unfiltered, so the chosen one is on the first page.
  const shownPage = openId ? 1 : page;
  const query = useListQuery({
    ...sosList,
    list: { ...list, page: shownPage },
    filters: openId
      ? {}
      : {
          status: status === 'all' ? undefined : status,
          delivery: delivery === 'failed' ? 'failed' : undefined,
          search: debouncedSearch || undefined,
        },
    enabled: allowed,
  });

  useEffect(() => {
    if (!openId) return;
    setExpanded((current) => new Set(current).add(openId));
    scrolledTo.current = null;
  }, [openId]);

  const calls = query.data?.data ?? [];
  const openFound = openId ? calls.some((c) => c._id === openId) : false;

  useEffect(() => {
    if (!openId || !openFound || scrolledTo.current === openId) return;
    scrolledTo.current = openId;
    document.getElementById(`sos-${openId}`)?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  }, [openId, openFound]);

  const total = query.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / limit));
  const filtered = status !== 'all' || delivery !== 'all' || debouncedSearch !== '';
  const first = total === 0 ? 0 : (shownPage - 1) * limit + 1;
  const lastRow = Math.min(total, shownPage * limit);

  const toggle = (id: string) =>
    setExpanded((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  return (
    <Stack gap="lg">
      <PageHeader title={t('adminSos:page.title')}>
        <Button
          variant="default"
          size="sm"
          leftSection={<IconRefresh size={16} />}
          onClick={() => void query.refetch()}
          loading={query.isFetching && !query.isLoading}
        >
          {t('adminSos:page.refresh')}
        </Button>
      </PageHeader>

      {allowed ? <SosFigures /> : null}

      <Group gap="sm" align="flex-end" wrap="wrap">
        <LabeledSegments
          id="sos-status-label"
          label={t('adminSos:page.status')}
          value={openId ? 'all' : status}
          // Any filter change leaves the "opened from the bell" view.
          onChange={(value) => list.setFilters({ status: value as StatusFilter, open: null })}
          data={[
            { value: 'all', label: t('adminSos:page.all') },
            { value: 'open', label: t('adminSos:card.open') },
            { value: 'resolved', label: t('adminSos:card.resolved') },
          ]}
        />
        <LabeledSegments
          id="sos-delivery-label"
          label={t('adminSos:page.texts')}
          value={openId ? 'all' : delivery}
          onChange={(value) => list.setFilters({ texts: value as 'all' | 'failed', open: null })}
          data={[
            { value: 'all', label: t('adminSos:page.all') },
            { value: 'failed', label: t('adminSos:page.undelivered') },
          ]}
        />
        <SearchInput
          label={t('adminSos:page.search')}
          placeholder={t('adminSos:page.searchPlaceholder')}
          value={openId ? '' : list.search}
          onSearch={(value) => {
            if (openId) list.setFilters({ open: null });
            list.setSearch(value);
          }}
          style={{ flex: '1 1 220px', maxWidth: 360 }}
          size="sm"
        />
      </Group>

      {openId && query.isSuccess && !openFound ? (
        <Alert color="yellow" variant="light" title={t('adminSos:page.notNewest')}>
          {t('adminSos:page.notNewestHint')}
        </Alert>
      ) : null}

      {query.isError ? (
        <LoadError
          error={query.error}
          title={t('adminSos:page.loadFailed')}
          retryLabel={t('admin:table.retry')}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      ) : query.isLoading ? (
        <SectionLoader label={t('adminSos:page.loading')} />
      ) : calls.length === 0 ? (
        delivery === 'failed' && status === 'all' && debouncedSearch === '' ? (
          <EmptyState
            icon={<IconSiren />}
            title={t('adminSos:page.allDelivered')}
            text={t('adminSos:page.allDeliveredText')}
          />
        ) : filtered ? (
          <EmptyState icon={<IconSearch />} title={t('adminSos:page.noMatch')} text={t('adminSos:page.noMatchText')} />
        ) : (
          <EmptyState icon={<IconSiren />} title={t('adminSos:page.none')} text={t('adminSos:page.noneText')} />
        )
      ) : (
        <Stack gap="sm" component="section" aria-label={t('adminSos:page.title')} aria-busy={query.isFetching}>
          {calls.map((call) => (
            <SosCallCard
              key={call._id}
              call={call}
              expanded={expanded.has(call._id)}
              highlighted={call._id === openId}
              onToggle={() => toggle(call._id)}
              onChangeStatus={canEdit ? setChanging : undefined}
            />
          ))}
        </Stack>
      )}

      {total > 0 ? (
        <Group justify="space-between" gap="sm" wrap="wrap">
          <Text size="sm" c="dimmed" aria-live="polite">
            {t('adminSos:page.range', { first, last: lastRow, total })}
          </Text>
          <Group gap="sm" wrap="wrap">
            <Select
              aria-label={t('admin:table.rowsPerPage')}
              size="sm"
              w={90}
              data={PAGE_SIZES.map((n) => String(n))}
              value={String(limit)}
              onChange={(value) => value && list.setLimit(Number(value))}
              allowDeselect={false}
            />
            <Pagination
              total={pages}
              value={shownPage}
              onChange={(next) => {
                if (openId) list.setFilters({ open: null });
                list.setPage(next);
              }}
              size="sm"
              siblings={0}
              getControlProps={(control) => ({
                'aria-label':
                  control === 'previous'
                    ? t('admin:table.previous')
                    : control === 'next'
                      ? t('admin:table.next')
                      : control,
              })}
            />
          </Group>
        </Group>
      ) : null}

      <SosStatusModal call={changing} onClose={() => setChanging(null)} />
    </Stack>
  );
}
