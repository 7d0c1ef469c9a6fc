import { Anchor, Badge, Group, Paper, Stack, Text, VisuallyHidden } from '@mantine/core';
import { BLOOD_BANK_CATEGORIES, type TBloodBank, telUrl } from '@safesathi/contract';
import { parseAsStringLiteral } from 'nuqs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
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
import { categoryLabel } from './category-label';

const CATEGORY_FILTER = ['all', ...BLOOD_BANK_CATEGORIES] as const;
const BANK_LIST = defineList({
  sorts: ['name', 'district', 'state', 'pincode', 'updatedAt'],
  filters: { category: parseAsStringLiteral(CATEGORY_FILTER).withDefault('all') },
});

/** /admin-blood-banks: the directory the public /blood-banks page searches; import, search, edit, remove. */
export function BloodBanksPage() {
  const { t } = useTranslation();
  useAdminDocumentTitle(t('adminBloodBanks:title'));
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
    {
      key: 'name',
      header: t('adminBloodBanks:field.name'),
      sortKey: 'name',
      render: (b) => <Text fw={600}>{b.name}</Text>,
    },
    {
      key: 'place',
      header: t('adminBloodBanks:field.district'),
      sortKey: 'district',
      render: (b) => (b.city && b.city !== b.district ? `${b.city}, ${b.district}` : b.district),
    },
    { key: 'state', header: t('adminBloodBanks:field.state'), sortKey: 'state', render: (b) => b.state },
    {
      key: 'pin',
      header: t('adminBloodBanks:field.pincode'),
      sortKey: 'pincode',
      render: (b) => b.pincode,
      nowrap: true,
    },
    {
      key: 'category',
      header: t('adminBloodBanks:field.category'),
      render: (b) => (
        <Group gap={4} wrap="nowrap">
          <Badge variant="light" color="gray" c="dark.7" tt="none">
            {categoryLabel(t, b.category)}
          </Badge>
          {b.open24h ? (
            <Badge variant="light" color="green" c="dark.7" tt="none">
              {t('adminBloodBanks:open24hShort')}
            </Badge>
          ) : null}
        </Group>
      ),
    },
    {
      key: 'phone',
      header: t('adminBloodBanks:field.phone'),
      render: (b) => {
        const href = telUrl(b.phone);
        return href ? <Anchor href={href}>{b.phone}</Anchor> : b.phone || '—';
      },
    },
    {
      key: 'map',
      header: t('adminBloodBanks:where'),
      render: (b) => (
        <Anchor href={b.mapUrl} target="_blank" rel="noreferrer">
          {b.locatedFrom === 'pin' ? t('adminBloodBanks:mapPin') : t('adminBloodBanks:map')}
          <VisuallyHidden> {t('adminBloodBanks:mapOf', { name: b.name })}</VisuallyHidden>
        </Anchor>
      ),
      nowrap: true,
    },
  ];
  if (canEdit || canDelete)
    columns.push({
      key: 'actions',
      header: t('adminBloodBanks:actions'),
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
                    t('adminBloodBanks:remove.title'),
                    t('adminBloodBanks:remove.text', { name: b.name, district: b.district, pincode: b.pincode }),
                  )
              : undefined
          }
        />
      ),
    });

  return (
    <Stack gap="lg">
      <PageHeader title={t('adminBloodBanks:title')}>
        <Anchor href="/blood-banks" target="_blank" rel="noreferrer" size="sm">
          {t('adminBloodBanks:publicPage')}
        </Anchor>
      </PageHeader>
      {canEdit ? <BloodBankImport /> : null}
      {!canView ? (
        <Text size="sm">{t('adminBloodBanks:importOnly')}</Text>
      ) : (
        <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'md' }}>
          <Stack gap="md">
            <Group gap="sm" wrap="wrap" align="flex-end">
              <LabeledSegments
                id="bank-category"
                label={t('adminBloodBanks:field.category')}
                value={category}
                onChange={(value) => list.setFilters({ category: value as (typeof CATEGORY_FILTER)[number] })}
                data={CATEGORY_FILTER.map((c) => ({
                  value: c,
                  label: c === 'all' ? t('adminBloodBanks:all') : categoryLabel(t, c),
                }))}
              />
              <SearchInput
                label={t('adminBloodBanks:search.label')}
                placeholder={t('adminBloodBanks:search.placeholder')}
                value={list.search}
                onSearch={list.setSearch}
                style={{ flex: '1 1 240px' }}
              />
            </Group>
            <DataTable
              label={t('adminBloodBanks:title')}
              columns={columns}
              rowKey={(b) => b._id}
              state={list}
              {...listQueryProps(query)}
              minWidth={1000}
              emptyText={
                list.debouncedSearch || category !== 'all'
                  ? t('adminBloodBanks:empty.noMatch')
                  : t('adminBloodBanks:empty.none')
              }
            />
          </Stack>
        </Paper>
      )}
      <BloodBankModal bank={editing} onClose={() => setEditing(null)} />
    </Stack>
  );
}
