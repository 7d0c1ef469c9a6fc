import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { defineList, useListState } from '../../lib/list-state';
import { toastSuccess } from '../../lib/toast';
import { confirmAction } from '../../ui/confirm';
import { type Column, DataTable } from '../../ui/data-table';
import { IconTrash } from '../../ui/icons';
import { SearchInput } from '../common/list-filters';

export interface ListItem {
  _id: string;
  name: string;
  /** Shown before the name (a picture). */
  leading?: ReactNode;
}

export interface ListGroup {
  key: string;
  /** What the items belong to (a type above its brands); none for a flat list. */
  title?: string;
  items: ListItem[];
}

interface Row extends ListItem {
  group?: string;
}

/**
 * A catalogue is short and loaded whole, so its search, sort and pages are worked out here, kept
 * in the address like every list's; 30 rows a page shows a whole catalogue at once.
 */
const GROUPED_LIST = defineList({ sorts: ['group', 'name'], defaultLimit: 30 });
const FLAT_LIST = defineList({ sorts: ['name', 'group'], defaultLimit: 30 });

const byText = (a: string | undefined, b: string | undefined) =>
  (a ?? '').localeCompare(b ?? '', 'en', { sensitivity: 'base', numeric: true });

/**
 * A catalogue list (docs/product.md §2 "Catalogue and settings"): tick rows, then "Delete selected", which
 * asks first. Ticking alone never deletes (the spec's client did). The delete is all or nothing;
 * a 409 (still in use) keeps the dialog open with the server's sentence naming what uses it.
 */
export function SelectableList({
  title,
  groups,
  groupLabel,
  noun,
  loading,
  error,
  onRetry,
  emptyText,
  onDelete,
}: {
  title: string;
  groups: ListGroup[];
  /** The column naming what each item belongs to ("Vehicle type"), for a grouped list. */
  groupLabel?: string;
  /** The items' name in the screen's language: counted ("3 brands") and in general ("brands"). */
  noun: { count: (n: number) => string; many: string };
  loading: boolean;
  error: unknown;
  onRetry: () => void;
  emptyText: string;
  /** Absent when the admin may not delete: no boxes, no button. */
  onDelete?: (ids: string[]) => Promise<{ message: string }>;
}) {
  const { t } = useTranslation();
  const grouped = Boolean(groupLabel);
  // A screen shows either a grouped or a flat list, never both: the definition stays the same.
  const list = useListState(grouped ? GROUPED_LIST : FLAT_LIST);
  const [selected, setSelected] = useState<string[]>([]);
  const all: Row[] = groups.flatMap((g) => g.items.map((i) => ({ ...i, group: g.title })));
  const names = new Map(all.map((i) => [i._id, i.name] as const));
  // Rows deleted meanwhile (or by someone else) are no longer selected.
  const chosen = selected.filter((id) => names.has(id));
  const rowName = (r: Row) => (r.group ? `${r.name} (${r.group})` : r.name);

  const term = list.search.trim().toLowerCase();
  const found = term
    ? all.filter((r) => r.name.toLowerCase().includes(term) || r.group?.toLowerCase().includes(term))
    : all;
  const sorted = [...found].sort((a, b) => {
    const first =
      list.sort === 'group' && grouped ? byText(a.group, b.group) || byText(a.name, b.name) : byText(a.name, b.name);
    return list.order === 'asc' ? first : -first;
  });
  const start = (list.page - 1) * list.limit;
  const rows = sorted.slice(start, start + list.limit);

  const askDelete = (ids: string[]) =>
    confirmAction({
      title: t('adminCatalogue:list.deleteTitle', { what: noun.count(ids.length) }),
      confirmLabel: t('adminCatalogue:list.delete'),
      cancelLabel: t('adminCatalogue:cancel'),
      children: (
        <>
          <Text size="sm" mb={4}>
            {t('adminCatalogue:list.deleteText')}
          </Text>
          <Text size="sm" fw={600}>
            {ids.map((id) => names.get(id)).join(', ')}
          </Text>
        </>
      ),
      action: async () => {
        const answer = await onDelete!(ids);
        toastSuccess(answer.message);
        setSelected([]);
      },
    });

  const columns: Column<Row>[] = [
    {
      key: 'name',
      header: t('adminCatalogue:list.name'),
      sortKey: 'name',
      render: (r) => (
        <Group gap="sm" wrap="nowrap">
          {r.leading}
          <span>{r.name}</span>
        </Group>
      ),
    },
    ...(grouped ? [{ key: 'group', header: groupLabel!, sortKey: 'group', render: (r: Row) => r.group ?? '—' }] : []),
  ];
  // Groups without items (a type with no brands yet) are named under the table.
  const emptyGroups = groups.filter((g) => g.title && g.items.length === 0);

  return (
    <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'md' }} component="section" aria-label={title}>
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <Title order={2} fz="lg">
            {title}
          </Title>
          {onDelete ? (
            <Button
              color="red.9"
              variant={chosen.length ? 'filled' : 'light'}
              leftSection={<IconTrash size={16} />}
              disabled={chosen.length === 0}
              onClick={() => askDelete(chosen)}
            >
              {chosen.length
                ? t('adminCatalogue:list.deleteSelectedCount', { count: chosen.length })
                : t('adminCatalogue:list.deleteSelected')}
            </Button>
          ) : null}
        </Group>
        <SearchInput
          aria-label={t('adminCatalogue:list.search', { many: noun.many })}
          placeholder={t('adminCatalogue:list.search', { many: noun.many })}
          value={list.search}
          onSearch={list.setSearch}
          maw={360}
        />
        <DataTable
          label={title}
          columns={columns}
          rows={rows}
          rowKey={(r) => r._id}
          total={found.length}
          state={list}
          loading={loading}
          error={error}
          onRetry={onRetry}
          minWidth={grouped ? 300 : 260}
          emptyText={
            term
              ? t('adminCatalogue:list.noMatch', { many: noun.many, search: list.search.trim() })
              : grouped && groups.length > 0
                ? t('adminCatalogue:list.noneYet', { many: noun.many })
                : emptyText
          }
          selection={
            onDelete
              ? {
                  selected: all.filter((r) => chosen.includes(r._id)),
                  onChange: (picked) => setSelected(picked.map((r) => r._id)),
                  name: rowName,
                }
              : undefined
          }
        />
        {emptyGroups.length && !term ? (
          <Text size="sm" c="dimmed">
            {t('adminCatalogue:list.noneYetFor', {
              many: noun.many,
              groups: emptyGroups.map((g) => g.title).join(', '),
            })}
          </Text>
        ) : null}
      </Stack>
    </Paper>
  );
}
