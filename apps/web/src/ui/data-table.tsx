import 'mantine-datatable/styles.css';
import { Box, Group, Loader, Text, UnstyledButton } from '@mantine/core';
import { PAGE_SIZES } from '@safesathi/contract';
import { type DataTableColumn, DataTable as MantineDataTable } from 'mantine-datatable';
import { type ReactNode, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { ListState } from '../lib/list-state';
import { IconSort } from './icons';
import { LoadError } from './list-states';

export interface Column<T> {
  key: string;
  header: string;
  /** The server's `sort` value; a column without one cannot be sorted. */
  sortKey?: string;
  render: (row: T) => ReactNode;
  /** Keep the cell on one line. */
  nowrap?: boolean;
  /** A long value with no spaces (an e-mail address) may break anywhere rather than widen the table. */
  breakAnywhere?: boolean;
  align?: 'left' | 'right' | 'center';
  /**
   * The row's buttons (the last column): pinned to the table's right edge, so they stay on screen
   * when a wide table scrolls sideways inside its box (at 1280 px the Orders and Customers tables do).
   */
  actions?: boolean;
}

export interface DataTableProps<T> {
  /** Names the table for screen readers. */
  label: string;
  columns: Column<T>[];
  rows: T[] | undefined;
  rowKey: (row: T) => string;
  total: number;
  /** Page, rows per page and sort: a list's `useListState` (lib/list-state.ts). */
  state: ListState;
  loading: boolean;
  /** A refetch is under way while older rows are shown. */
  fetching?: boolean;
  error?: unknown;
  onRetry?: () => void;
  /** Below this width the table scrolls sideways inside its own box instead of squeezing its columns. */
  minWidth?: number;
  /** Said when the list is empty. */
  emptyText?: string;
  /** Tick boxes for a bulk action; `name` names a row's box for screen readers. */
  selection?: { selected: T[]; onChange: (rows: T[]) => void; name: (row: T) => string };
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

function SortHeader({ column, state }: { column: Column<unknown>; state: ListState }) {
  const { t } = useTranslation();
  const active = column.sortKey === state.sort;
  // The header may wrap between its words ("Delivery / Date"), its arrow staying with the last
  // word: a wide table then fits a 1280 px screen instead of scrolling its last columns away.
  const words = column.header.split(' ');
  const last = words.pop();
  return (
    <UnstyledButton
      onClick={() => state.toggleSort(column.sortKey!)}
      fw={700}
      fz="sm"
      lh={1.3}
      // mantine-datatable puts the title in a one-line box; this one may wrap between words.
      style={{ whiteSpace: 'normal', textAlign: 'left' }}
      aria-label={
        active && state.order === 'asc'
          ? t('admin:table.sortDescending', { column: column.header })
          : t('admin:table.sortAscending', { column: column.header })
      }
    >
      {words.length > 0 ? `${words.join(' ')} ` : null}
      <span style={{ whiteSpace: 'nowrap' }}>
        {last}
        <IconSort
          dir={active ? state.order : null}
          opacity={active ? 1 : 0.4}
          style={{ marginLeft: 4, verticalAlign: 'text-bottom' }}
        />
      </span>
    </UnstyledButton>
  );
}

/**
 * The one table of the back office (docs/product.md §9), on mantine-datatable: server-side pages of 10 rows
 * with 10, 15, 20, 25 and 30 to choose from ("Rows per page", "1-10 of N"), sortable columns
 * (a button in the header, aria-sort on the header cell), a loader over the rows while loading and
 * "There are no records to display" when empty. Narrow screens scroll it sideways inside its own box.
 * Its state is the list's address (lib/list-state.ts), so Back and a reload show the same rows.
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
  emptyText,
  selection,
}: DataTableProps<T>) {
  // The back office's words (admin/locales), in its language: English or Hindi.
  const { t } = useTranslation();
  const tableRef = useRef<HTMLTableElement>(null as unknown as HTMLTableElement);
  // mantine-datatable's own sorting makes the header cell a button (which hides it as a column
  // header from screen readers) and sets no aria-sort, so the sort button sits inside the cell and
  // the cell says how the list is sorted.
  useEffect(() => {
    for (const c of columns) {
      if (!c.sortKey) continue;
      const th = tableRef.current?.querySelector(`th[data-accessor="${c.key}"]`);
      const sorted = c.sortKey === state.sort ? (state.order === 'asc' ? 'ascending' : 'descending') : 'none';
      th?.setAttribute('aria-sort', sorted);
    }
  });

  const mapped: DataTableColumn<T>[] = columns.map((c) => ({
    accessor: c.key,
    title: c.sortKey ? (
      <SortHeader column={c as Column<unknown>} state={state} />
    ) : (
      <span style={{ whiteSpace: 'normal' }}>{c.header}</span>
    ),
    render: (row: T) => c.render(row),
    textAlign: c.align,
    noWrap: c.nowrap,
    // mantine-datatable keeps every header on one line; here a header may wrap between its words,
    // so a wide table fits a 1280 px screen instead of scrolling its last columns out of view.
    titleStyle: { whiteSpace: 'normal' },
    cellsStyle: c.breakAnywhere ? () => ({ overflowWrap: 'anywhere', minWidth: 140 }) : undefined,
  }));
  const empty = !rows || rows.length === 0;

  return (
    <Box>
      {error && !loading ? (
        <Box mb="sm">
          <LoadError
            error={error}
            onRetry={onRetry}
            retrying={fetching}
            title={t('admin:table.loadFailed', { what: label.toLowerCase() })}
            retryLabel={t('admin:table.retry')}
          />
        </Box>
      ) : null}
      <MantineDataTable<T>
        tableRef={tableRef}
        aria-label={label}
        aria-busy={loading || fetching}
        columns={mapped}
        records={rows ?? []}
        idAccessor={(row) => rowKey(row)}
        verticalSpacing="sm"
        horizontalSpacing={8}
        highlightOnHover
        striped
        pinLastColumn={columns.at(-1)?.actions === true}
        minHeight={empty ? 160 : undefined}
        styles={{ table: { minWidth } }}
        fetching={loading || fetching}
        customLoader={
          <Group gap="sm" role="status" bg="var(--mantine-color-body)" px="md" py="xs" style={{ borderRadius: 8 }}>
            <Loader size="sm" aria-hidden />
            <Text size="sm" c="dimmed">
              {t('admin:table.loading')}
            </Text>
          </Group>
        }
        noRecordsText={error ? t('admin:table.notLoaded') : (emptyText ?? t('admin:table.empty'))}
        page={state.page}
        onPageChange={state.setPage}
        totalRecords={total}
        recordsPerPage={state.limit}
        recordsPerPageOptions={[...PAGE_SIZES]}
        onRecordsPerPageChange={state.setLimit}
        recordsPerPageLabel={t('admin:table.rowsPerPage')}
        paginationText={({ from, to, totalRecords }) =>
          totalRecords ? t('admin:table.range', { from, to, total: totalRecords }) : t('admin:table.rangeEmpty')
        }
        paginationSize="sm"
        {...(selection
          ? {
              selectedRecords: selection.selected,
              onSelectedRecordsChange: selection.onChange,
              getRecordSelectionCheckboxProps: (row: T) => ({
                'aria-label': t('admin:table.select', { name: selection.name(row) }),
              }),
              allRecordsSelectionCheckboxProps: { 'aria-label': t('admin:table.selectPage') },
            }
          : {})}
      />
    </Box>
  );
}
