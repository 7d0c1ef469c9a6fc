import { Badge, Group, Paper, Stack, Text } from '@mantine/core';
import type { PermissionFlag } from '@safesathi/contract';
import type { ReactNode } from 'react';
import { useAuth } from '../../lib/auth';
import { type ListPath, type ListRow, type QueryValues, useListQuery } from '../../lib/list-query';
import type { ListState } from '../../lib/list-state';
import { type Column, DataTable, listQueryProps } from '../../ui/data-table';
import { useAdminDocumentTitle } from '../page-title';
import { ExportCsvButton } from './export-csv-button';
import { PageHeader } from './page-header';

/**
 * A back-office list screen: its title (with a view switch, Export CSV and other buttons on the
 * right) and a sentence under it, then in one box the filters and the server-side table, read
 * through `useListQuery` (ADR 0056): loading, rows, the empty sentence, the load error with Try
 * again, and the pager with rows per page, all in the address through `list`. `children` are the
 * screen's dialogs. A screen says only its columns, filters and texts.
 */
export function ListScreen<P extends ListPath>({
  title,
  intro,
  view,
  exportCsv,
  actions,
  source,
  list,
  query: values,
  flag,
  filters,
  table,
  body,
  children,
}: {
  /** The screen's heading and the browser tab's title. */
  title: string;
  /** A sentence under the title. */
  intro?: ReactNode;
  /** A switch between views of the list, first on the right of the title. */
  view?: ReactNode;
  /** Export CSV, of exactly what the table is filtered to: shown when given. */
  exportCsv?: () => Promise<unknown>;
  /** More buttons on the right of the title (Add). */
  actions?: ReactNode;
  /** The list's `{ key, path }` from its `*-api.ts`. */
  source: { key: readonly unknown[]; path: P };
  /** The list's state (`useListState`): page, size, sort and order, kept in the address. */
  list: ListState;
  /** The filters sent to the server besides page, size, sort and order. */
  query?: QueryValues;
  /** The permission that lets an admin see the list: without it nothing is asked. */
  flag: PermissionFlag;
  /** The filter fields above the table. */
  filters?: ReactNode;
  table: {
    /** The table's accessible name. */
    label: string;
    columns: Column<ListRow<P>>[];
    rowKey: (row: ListRow<P>) => string;
    minWidth?: number;
    /** Said when no row matches. */
    emptyText?: string;
  };
  /** Shown in the box instead of the filters and table (another view of the list, such as Deleted). */
  body?: ReactNode;
  children?: ReactNode;
}) {
  useAdminDocumentTitle(title);
  const auth = useAuth();
  const query = useListQuery({ ...source, list, filters: values, enabled: auth.can(flag) && !body });
  const buttons = view || exportCsv || actions;
  return (
    <Stack gap="lg">
      <PageHeader title={title}>
        {buttons ? (
          <Group gap="sm">
            {view}
            {exportCsv ? <ExportCsvButton download={exportCsv} /> : null}
            {actions}
          </Group>
        ) : null}
      </PageHeader>
      {intro ? (
        <Text c="dimmed" size="sm">
          {intro}
        </Text>
      ) : null}
      <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'lg' }}>
        {body ?? (
          <Stack gap="md">
            {filters}
            <DataTable<ListRow<P>> state={list} {...table} {...listQueryProps(query)} />
          </Stack>
        )}
      </Paper>
      {children}
    </Stack>
  );
}

/** A row's time with its state under it as a badge (a cart's last change, a return's request). */
export function TimeStateCell({ time, state, color }: { time: string; state: string; color: string }) {
  return (
    <Stack gap={2} align="flex-start">
      <Text size="sm">{time}</Text>
      <Badge variant="light" color={color} c="dark.7" tt="none">
        {state}
      </Badge>
    </Stack>
  );
}
