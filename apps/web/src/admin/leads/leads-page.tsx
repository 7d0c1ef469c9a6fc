import { Anchor, Badge, Button, Group, Pagination, Paper, SegmentedControl, Stack, Text } from '@mantine/core';
import type { TLead } from '@safesathi/contract';
import { formatIndianMobile } from '@safesathi/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { parseAsStringLiteral } from 'nuqs';
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
  const queryClient = useQueryClient();
  const mark = useMutation({
    mutationFn: (handled: boolean) => markLead(query._id, handled),
    onSuccess: (answer) => {
      void queryClient.invalidateQueries({ queryKey: LEADS_KEY });
      toastSuccess(answer.data.handled ? `${query.name}: marked handled.` : `${query.name}: open again.`);
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
                Handled
              </Badge>
            ) : (
              <Badge color="yellow" variant="light" c="dark.7" tt="none">
                Open
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
            Handled {formatDateTime(query.handledAt)}
            {query.handledBy ? ` by ${query.handledBy.name}` : ''}
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
            {query.handled ? 'Re-open' : 'Mark handled'}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

/** Queries (viewQueries): the leads left with the website's contact form, newest first. */
export function LeadsPage() {
  useAdminDocumentTitle('Queries');
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
        <PageTitle>Queries</PageTitle>
        <Text c="dimmed" mt={4}>
          Messages left with the Stay Updated form on the website, newest first.
        </Text>
      </div>

      <Group gap="sm" wrap="wrap">
        <SegmentedControl
          aria-label="Show"
          value={filter}
          onChange={(value) => state.setFilters({ show: value as Filter })}
          data={[
            { value: 'open', label: 'Open' },
            { value: 'handled', label: 'Handled' },
            { value: 'all', label: 'All' },
          ]}
        />
        <SearchInput
          aria-label="Search queries"
          placeholder="Search name, e-mail or phone"
          value={state.search}
          onSearch={state.setSearch}
          style={{ flex: '1 1 220px' }}
          size="sm"
        />
      </Group>
      {list.isError ? (
        <LoadError
          error={list.error}
          what="the queries"
          onRetry={() => void list.refetch()}
          retrying={list.isFetching}
        />
      ) : list.isPending ? (
        <SectionLoader label="Loading queries…" />
      ) : rows.length === 0 ? (
        <EmptyState
          title={debounced ? 'No query matches' : filter === 'open' ? 'No open queries' : 'No queries yet'}
          text={
            debounced
              ? 'Try another name, e-mail or phone number.'
              : 'When a visitor sends the contact form on the website, it shows here.'
          }
        />
      ) : (
        <Stack gap="xs" component="ul" aria-label="Queries" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {rows.map((q) => (
            <QueryCard key={q._id} query={q} />
          ))}
        </Stack>
      )}
      {pages > 1 ? (
        <Group justify="space-between">
          <Text size="sm" c="dimmed">
            {list.data?.total} queries
          </Text>
          <Pagination value={page} onChange={state.setPage} total={pages} size="sm" aria-label="Pages" />
        </Group>
      ) : null}
    </Stack>
  );
}
