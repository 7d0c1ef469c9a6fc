import { Anchor, Badge, Group, Paper, Stack, Text, VisuallyHidden } from '@mantine/core';
import { BLOOD_BANK_CATEGORIES, BLOOD_BANK_CATEGORY_LABELS, type TBloodBank, telUrl } from '@safesathi/contract';
import { parseAsStringLiteral } from 'nuqs';
import { useState } from 'react';
import { useAuth } from '../../lib/auth';
import { useListQuery } from '../../lib/list-query';
import { defineList, useListState } from '../../lib/list-state';
import { type Column, DataTable, listQueryProps } from '../../ui/data-table';
import { RowActions } from '../../ui/row-actions';
import { LabeledSegments, SearchInput } from '../common/list-filters';
import { PageHeader } from '../common/page-header';
import { useAdminDocumentTitle } from '../page-title';
import { useConfirmDelete } from '../settings/use-delete';
import { BloodBankImport } from './blood-bank-import';
import { BloodBankModal } from './blood-bank-modal';
import { bloodBankKeys, deleteBloodBank } from './blood-banks-api';

const CATEGORY_FILTER = ['all', ...BLOOD_BANK_CATEGORIES] as const;
const BANK_LIST = defineList({
  sorts: ['name', 'district', 'state', 'pincode', 'updatedAt'],
  filters: { category: parseAsStringLiteral(CATEGORY_FILTER).withDefault('all') },
});

/** /admin-blood-banks: the directory the public /blood-banks page searches; import, search, edit, remove. */
export function BloodBanksPage() {
  useAdminDocumentTitle('Blood banks');
  const auth = useAuth();
  const canView = auth.can('viewBloodBanks');
  const canEdit = auth.can('editBloodBanks');
  const canDelete = auth.can('deleteBloodBanks');
  const list = useListState(BANK_LIST);
  const category = list.filters.category;
  const query = useListQuery({
    key: bloodBankKeys.list,
    path: '/api/blood-banks',
    list,
    filters: { search: list.debouncedSearch || undefined, category: category === 'all' ? undefined : category },
    enabled: canView,
  });
  const [editing, setEditing] = useState<TBloodBank | null>(null);
  const askDelete = useConfirmDelete(deleteBloodBank, bloodBankKeys.all);

  const columns: Column<TBloodBank>[] = [
    { key: 'name', header: 'Name', sortKey: 'name', render: (b) => <Text fw={600}>{b.name}</Text> },
    {
      key: 'place',
      header: 'District',
      sortKey: 'district',
      render: (b) => (b.city && b.city !== b.district ? `${b.city}, ${b.district}` : b.district),
    },
    { key: 'state', header: 'State', sortKey: 'state', render: (b) => b.state },
    { key: 'pin', header: 'PIN code', sortKey: 'pincode', render: (b) => b.pincode, nowrap: true },
    {
      key: 'category',
      header: 'Category',
      render: (b) => (
        <Group gap={4} wrap="nowrap">
          <Badge variant="light" color="gray" c="dark.7" tt="none">
            {BLOOD_BANK_CATEGORY_LABELS[b.category]}
          </Badge>
          {b.open24h ? (
            <Badge variant="light" color="green" c="dark.7" tt="none">
              24 h
            </Badge>
          ) : null}
        </Group>
      ),
    },
    {
      key: 'phone',
      header: 'Phone',
      render: (b) => {
        const href = telUrl(b.phone);
        return href ? <Anchor href={href}>{b.phone}</Anchor> : b.phone || '—';
      },
    },
    {
      key: 'map',
      header: 'Where',
      render: (b) => (
        <Anchor href={b.mapUrl} target="_blank" rel="noreferrer">
          Map{b.locatedFrom === 'pin' ? ' (PIN area)' : ''}
          <VisuallyHidden> of {b.name}</VisuallyHidden>
        </Anchor>
      ),
      nowrap: true,
    },
  ];
  if (canEdit || canDelete)
    columns.push({
      key: 'actions',
      header: 'Actions',
      nowrap: true,
      render: (b) => (
        <RowActions
          name={` ${b.name}`}
          gap={4}
          wrap="nowrap"
          onEdit={canEdit ? () => setEditing(b) : undefined}
          onDelete={
            canDelete
              ? () =>
                  askDelete(
                    b._id,
                    'Remove blood bank?',
                    `${b.name} (${b.district}, ${b.pincode}) will no longer be shown on the public blood-bank page.`,
                  )
              : undefined
          }
        />
      ),
    });

  return (
    <Stack gap="lg">
      <PageHeader title="Blood banks">
        <Anchor href="/blood-banks" target="_blank" rel="noreferrer" size="sm">
          Open the public page
        </Anchor>
      </PageHeader>
      {canEdit ? <BloodBankImport /> : null}
      {!canView ? (
        <Text size="sm">You can import blood banks; seeing the list needs the “View blood banks” permission.</Text>
      ) : (
        <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'md' }}>
          <Stack gap="md">
            <Group gap="sm" wrap="wrap" align="flex-end">
              <LabeledSegments
                id="bank-category"
                label="Category"
                value={category}
                onChange={(value) => list.setFilters({ category: value as (typeof CATEGORY_FILTER)[number] })}
                data={CATEGORY_FILTER.map((c) => ({
                  value: c,
                  label: c === 'all' ? 'All' : BLOOD_BANK_CATEGORY_LABELS[c],
                }))}
              />
              <SearchInput
                label="Search blood banks"
                placeholder="Name, district, city, state or PIN code"
                value={list.search}
                onSearch={list.setSearch}
                style={{ flex: '1 1 240px' }}
              />
            </Group>
            <DataTable
              label="Blood banks"
              columns={columns}
              rowKey={(b) => b._id}
              state={list}
              {...listQueryProps(query)}
              minWidth={1000}
              emptyText={
                list.debouncedSearch || category !== 'all'
                  ? 'No blood bank matches. Try another name, place or PIN code.'
                  : 'No blood banks yet. Import the directory’s CSV above.'
              }
            />
          </Stack>
        </Paper>
      )}
      <BloodBankModal bank={editing} onClose={() => setEditing(null)} />
    </Stack>
  );
}
