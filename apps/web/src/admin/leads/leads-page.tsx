import { Anchor, Badge, Button, Group, Pagination, Paper, SegmentedControl, Stack, Text } from '@mantine/core';
import type { TLead } from '@safesathi/contract';
import { formatIndianMobile } from '@safesathi/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { parseAsStringLiteral } from 'nuqs';
import { useTranslation } from 'react-i18next';
import { messageWithWait } from '../../lib/api';
import { useAuth } from '../../lib/auth';
import { formatDateTime } from '../../lib/date-time';
import { useListQuery } from '../../lib/list-query';
import { defineList, useListState } from '../../lib/list-state';
import { toastSuccess } from '../../lib/toast';
import { FormAlert } from '../../ui/form-alert';
import { EmptyState, LoadError, SectionLoader } from '../../ui/list-states';
import { SearchInput } from '../common/list-filters';
import { PageTitle } from '../common/page-header';
import { useAdminDocumentTitle } from '../page-title';
import { LEADS_KEY, leadList, markLead } from './leads-api';

const FILTERS = ['open', 'handled', 'all'] as const;
type Filter = (typeof FILTERS)[number];

/** Open queries first; Handled or All, a search and pages. */
const QUERY_LIST = defineList({
  defaultOrder: 'desc',
  filters: { show: parseAsStringLiteral(FILTERS).withDefault('open') },
});

function QueryCard({ query }: { query: TLead }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const mark = useMutation({
    mutationFn: (handled: boolean) => markLead(query._id, handled),
    onSuccess: (answer) => {
      void queryClient.invalidateQueries({ queryKey: LEADS_KEY });
      toastSuccess(
        answer.data.handled
          ? t('adminLeads:toast.handled', { name: query.name })
          : t('adminLeads:toast.reopened', { name: query.name }),
      );
    },
  });
  return (
    <Paper component="li" withBorder radius="md" p="md" data-query-id={query._id}>
      <Stack gap={8}>
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Group gap="xs">
            <Text fw={700}>{query.name}</Text>
            {query.handled ? (
              <Badge color="green" variant="light" c="dark.7" tt="none">
                {t('adminLeads:state.handled')}
              </Badge>
            ) : (
              <Badge color="yellow" variant="light" c="dark.7" tt="none">
                {t('adminLeads:state.open')}
              </Badge>
            )}
          </Group>
          <Text size="sm" c="dimmed">
            <time dateTime={query.createdAt}>{formatDateTime(query.createdAt)}</time>
          </Text>
        </Group>
        <Group gap="lg" wrap="wrap">
          <Anchor href={`mailto:${query.email}`} size="sm">
            {query.email}
          </Anchor>
          <Anchor href={`tel:+${query.countryCode}${query.phone}`} size="sm">
            {formatIndianMobile(query.phone, query.countryCode)}
          </Anchor>
        </Group>
        {query.message ? (
          <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
            {query.message}
          </Text>
        ) : null}
        {query.handled && query.handledAt ? (
          <Text size="xs" c="dimmed">
            {query.handledBy
              ? t('adminLeads:handledAtBy', { when: formatDateTime(query.handledAt), name: query.handledBy.name })
              : t('adminLeads:handledAt', { when: formatDateTime(query.handledAt) })}
          </Text>
        ) : null}
        {mark.error ? <FormAlert>{messageWithWait(mark.error)}</FormAlert> : null}
        <Group>
          <Button
            size="compact-sm"
            variant={query.handled ? 'default' : 'filled'}
            loading={mark.isPending}
            onClick={() => mark.mutate(!query.handled)}
          >
            {query.handled ? t('adminLeads:reopen') : t('adminLeads:markHandled')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

/** Queries (viewQueries): the leads left with the website's contact form, newest first. */
export function LeadsPage() {
  const { t } = useTranslation();
  useAdminDocumentTitle(t('adminLeads:title'));
  const auth = useAuth();
  const state = useListState(QUERY_LIST);
  const filter = state.filters.show;
  const debounced = state.debouncedSearch;
  const page = state.page;
  const allowed = auth.can('viewQueries');
  const list = useListQuery({
    ...leadList,
    list: state,
    filters: {
      handled: filter === 'all' ? undefined : filter === 'handled' ? 'true' : 'false',
      search: debounced || undefined,
    },
    enabled: allowed,
  });
  const rows = list.data?.data ?? [];
  const pages = Math.max(1, Math.ceil((list.data?.total ?? 0) / state.limit));

  return (
    <Stack gap="lg">
      <div>
        <PageTitle>{t('adminLeads:title')}</PageTitle>
        <Text c="dimmed" mt={4}>
          {t('adminLeads:intro')}
        </Text>
      </div>

      <Group gap="sm" wrap="wrap">
        <SegmentedControl
          aria-label={t('adminLeads:filter.label')}
          value={filter}
          onChange={(value) => state.setFilters({ show: value as Filter })}
          data={[
            { value: 'open', label: t('adminLeads:filter.open') },
            { value: 'handled', label: t('adminLeads:filter.handled') },
            { value: 'all', label: t('adminLeads:filter.all') },
          ]}
        />
        <SearchInput
          aria-label={t('adminLeads:search.label')}
          placeholder={t('adminLeads:search.placeholder')}
          value={state.search}
          onSearch={state.setSearch}
          style={{ flex: '1 1 220px' }}
          size="sm"
        />
      </Group>
      {list.isError ? (
        <LoadError
          error={list.error}
          title={t('adminLeads:loadError')}
          retryLabel={t('adminLeads:tryAgain')}
          onRetry={() => void list.refetch()}
          retrying={list.isFetching}
        />
      ) : list.isPending ? (
        <SectionLoader label={t('adminLeads:loading')} />
      ) : rows.length === 0 ? (
        <EmptyState
          title={
            debounced
              ? t('adminLeads:empty.noMatch')
              : filter === 'open'
                ? t('adminLeads:empty.noOpen')
                : t('adminLeads:empty.none')
          }
          text={debounced ? t('adminLeads:empty.noMatchText') : t('adminLeads:empty.noneText')}
        />
      ) : (
        <Stack
          gap="xs"
          component="ul"
          aria-label={t('adminLeads:title')}
          style={{ listStyle: 'none', margin: 0, padding: 0 }}
        >
          {rows.map((q) => (
            <QueryCard key={q._id} query={q} />
          ))}
        </Stack>
      )}
      {pages > 1 ? (
        <Group justify="space-between">
          <Text size="sm" c="dimmed">
            {t('adminLeads:count', { count: list.data?.total ?? 0 })}
          </Text>
          <Pagination
            value={page}
            onChange={state.setPage}
            total={pages}
            size="sm"
            aria-label={t('adminLeads:pages')}
          />
        </Group>
      ) : null}
    </Stack>
  );
}
