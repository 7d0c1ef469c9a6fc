import { ActionIcon, Box, Group, Select, Table, Text, UnstyledButton } from '@mantine/core';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from '@safesathi/contract';
import { type ReactNode, useCallback, useId, useState } from 'react';
import { IconChevronLeft, IconChevronRight, IconSort } from './icons';
import { LoadError } from './list-states';

export type SortOrder = 'asc' | 'desc';

export interface Column<T> {
  key: string;
  header: string;
  /** The server's `sort` value; a column without one cannot be sorted. */
  sortKey?: string;
  render: (row: T) => ReactNode;
  /** Keep the cell on one line. */
  nowrap?: boolean;
  align?: 'left' | 'right' | 'center';
}

export interface TableState {
  page: number;
  limit: number;
  sort: string | undefined;
  order: SortOrder;
}

/** Page, rows per page and sort of a server-side table; every change but a page turn goes back to page 1. */
export function useTableState(initial: { sort?: string; order?: SortOrder } = {}) {
  const [state, setState] = useState<TableState>({
    page: 1,
    limit: DEFAULT_PAGE_SIZE,
    sort: initial.sort,
    order: initial.order ?? 'asc',
  });
  const setPage = useCallback((page: number) => setState((s) => ({ ...s, page })), []);
  const setLimit = useCallback((limit: number) => setState((s) => ({ ...s, limit, page: 1 })), []);
  const toggleSort = useCallback(
    (sort: string) =>
      setState((s) => ({ ...s, page: 1, sort, order: s.sort === sort && s.order === 'asc' ? 'desc' : 'asc' })),
    [],
  );
  /** For a filter change: back to the first page. */
  const resetPage = useCallback(() => setState((s) => (s.page === 1 ? s : { ...s, page: 1 })), []);
  return { ...state, setPage, setLimit, toggleSort, resetPage };
}

export interface DataTableProps<T> {
  /** Names the table for screen readers. */
  label: string;
  columns: Column<T>[];
  rows: T[] | undefined;
  rowKey: (row: T) => string;
  total: number;
  state: ReturnType<typeof useTableState>;
  loading: boolean;
  /** A refetch is under way while older rows are shown. */
  fetching?: boolean;
  error?: unknown;
  onRetry?: () => void;
  minWidth?: number;
}

/** The rows, total and loading/error state of a list query (a page of `{ data, total }`), as DataTable takes them. */
export function listQueryProps<T>(query: {
  data?: { data: T[]; total: number };
  isLoading: boolean;
  isFetching: boolean;
  error: unknown;
  refetch: () => unknown;
}): Pick<DataTableProps<T>, 'rows' | 'total' | 'loading' | 'fetching' | 'error' | 'onRetry'> {
  return {
    rows: query.data?.data,
    total: query.data?.total ?? 0,
    loading: query.isLoading,
    fetching: query.isFetching,
    error: query.error,
    onRetry: () => void query.refetch(),
  };
}

/**
 * The one table of the back office (spec §9): server-side pagination of 10 rows with 10, 15, 20,
 * 25 and 30 to choose from, "Rows per page:" and "1-10 of N", sortable columns, "Loading..." while
 * loading and "There are no records to display" when empty. Narrow screens scroll it sideways,
 * and below 600 px the rows-per-page choice folds away, as the spec's table library did.
 */
export function DataTable<T>({
  label,
  columns,
  rows,
  rowKey,
  total,
  state,
  loading,
  fetching,
  error,
  onRetry,
  minWidth = 720,
}: DataTableProps<T>) {
  const { page, limit, sort, order } = state;
  const rowsLabelId = useId();
  const pages = Math.max(1, Math.ceil(total / limit));
  const first = total === 0 ? 0 : (page - 1) * limit + 1;
  const last = Math.min(total, page * limit);
  const message = (text: string) => (
    <Table.Tr>
      <Table.Td colSpan={columns.length} py="xl" ta="center" c="dimmed" role="status">
        {text}
      </Table.Td>
    </Table.Tr>
  );

  return (
    <Box>
      {error && !loading ? (
        <Box mb="sm">
          <LoadError error={error} onRetry={onRetry} retrying={fetching} what={label.toLowerCase()} />
        </Box>
      ) : null}
      <Table.ScrollContainer minWidth={minWidth}>
        <Table
          verticalSpacing="sm"
          horizontalSpacing={8}
          highlightOnHover
          striped
          aria-label={label}
          aria-busy={loading || fetching}
          style={{ opacity: fetching && !loading ? 0.7 : 1, transition: 'opacity 120ms' }}
        >
          <Table.Thead>
            <Table.Tr>
              {columns.map((c) => {
                const active = c.sortKey !== undefined && c.sortKey === sort;
                return (
                  <Table.Th
                    key={c.key}
                    ta={c.align}
                    aria-sort={active ? (order === 'asc' ? 'ascending' : 'descending') : c.sortKey ? 'none' : undefined}
                    // Sortable headers keep their arrow beside the text; the others may wrap.
                    style={c.sortKey ? { whiteSpace: 'nowrap' } : undefined}
                  >
                    {c.sortKey ? (
                      <UnstyledButton
                        onClick={() => state.toggleSort(c.sortKey!)}
                        fw={700}
                        fz="sm"
                        aria-label={`${c.header}: sort ${active && order === 'asc' ? 'descending' : 'ascending'}`}
                      >
                        <Group gap={4} wrap="nowrap">
                          {c.header}
                          <IconSort dir={active ? order : null} opacity={active ? 1 : 0.4} />
                        </Group>
                      </UnstyledButton>
                    ) : (
                      c.header
                    )}
                  </Table.Th>
                );
              })}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {loading
              ? message('Loading...')
              : !rows || rows.length === 0
                ? message(error ? 'The records could not be loaded' : 'There are no records to display')
                : rows.map((row) => (
                    <Table.Tr key={rowKey(row)}>
                      {columns.map((c) => (
                        <Table.Td key={c.key} ta={c.align} style={c.nowrap ? { whiteSpace: 'nowrap' } : undefined}>
                          {c.render(row)}
                        </Table.Td>
                      ))}
                    </Table.Tr>
                  ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Group justify="flex-end" gap="md" py="xs" wrap="nowrap">
        <Group gap="xs" wrap="nowrap" visibleFrom="xs">
          <Text size="sm" id={rowsLabelId}>
            Rows per page:
          </Text>
          <Select
            aria-labelledby={rowsLabelId}
            size="xs"
            w={74}
            data={PAGE_SIZES.map(String)}
            value={String(limit)}
            onChange={(v) => v && state.setLimit(Number(v))}
            allowDeselect={false}
            comboboxProps={{ withinPortal: true }}
          />
        </Group>
        <Text size="sm" aria-live="polite" style={{ whiteSpace: 'nowrap' }}>
          {first}-{last} of {total}
        </Text>
        <Group gap={4} wrap="nowrap">
          <ActionIcon
            variant="subtle"
            color="gray"
            aria-label="Previous page"
            disabled={page <= 1 || loading}
            onClick={() => state.setPage(page - 1)}
          >
            <IconChevronLeft />
          </ActionIcon>
          <ActionIcon
            variant="subtle"
            color="gray"
            aria-label="Next page"
            disabled={page >= pages || loading}
            onClick={() => state.setPage(page + 1)}
          >
            <IconChevronRight />
          </ActionIcon>
        </Group>
      </Group>
    </Box>
  );
}
