import { Badge, Button, CloseButton, Group, Modal, Paper, Stack, Text, Title } from '@mantine/core';
import { formatIndianMobile } from '@safesathi/contract';
import { parseAsString, parseAsStringLiteral } from 'nuqs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate, formatDateTime } from '../../lib/date-time';
import { useListQuery } from '../../lib/list-query';
import { defineList, useListState } from '../../lib/list-state';
import { type Column, DataTable, listQueryProps } from '../../ui/data-table';
import { Plate } from '../../ui/plate';
import { TagStateBadge } from '../../ui/tag-state-badge';
import { RecordHistory, useCanSeeHistory } from '../audit/record-history';
import { LabeledSegments, SearchInput } from '../common/list-filters';
import { AssignTagModal } from './assign-tag-modal';
import { type TBatch, type TTagRow, tagList } from './qr-api';
import { useTagStatusChange } from './tag-actions';
import { tagStateLabel } from './tag-state-label';

const STATE_FILTERS = ['all', 'unassigned', 'active', 'suspended'] as const;
type StatusFilter = (typeof STATE_FILTERS)[number];

/** Tags: newest first; state, search and the batch they came in. */
export const TAG_LIST = defineList({
  sorts: ['createdAt', 'code', 'status'],
  defaultOrder: 'desc',
  filters: {
    state: parseAsStringLiteral(STATE_FILTERS).withDefault('all'),
    batch: parseAsString,
  },
});

/** Every tag with its state, vehicle and owner; filters, server pagination and sort, and (editTemplete) actions. */
export function TagsTable({ batches, canEdit }: { batches: TBatch[] | undefined; canEdit: boolean }) {
  const { t } = useTranslation();
  const list = useListState(TAG_LIST);
  const status: StatusFilter = list.filters.state;
  const batchId = list.filters.batch;
  const batch = batchId ? batches?.find((b) => b._id === batchId) : undefined;
  const [assigning, setAssigning] = useState<TTagRow | null>(null);
  const changeStatus = useTagStatusChange();
  const canSeeHistory = useCanSeeHistory('tag');
  const [historyOf, setHistoryOf] = useState<TTagRow | null>(null);

  const query = useListQuery({
    ...tagList,
    list,
    filters: {
      status: status === 'all' ? undefined : status,
      search: list.debouncedSearch || undefined,
      batchId: batchId ?? undefined,
    },
  });

  const columns: Column<TTagRow>[] = [
    {
      key: 'code',
      header: t('adminQrCodes:column.code'),
      sortKey: 'code',
      render: (tag) => (
        <Text ff="monospace" fw={700} size="sm">
          {tag.code}
        </Text>
      ),
    },
    {
      key: 'state',
      header: t('adminQrCodes:column.state'),
      sortKey: 'status',
      render: (tag) => <TagStateBadge status={tag.status} label={tagStateLabel(t, tag.status)} />,
    },
    {
      key: 'vehicle',
      header: t('adminQrCodes:column.vehicle'),
      render: (tag) => (tag.vehicle ? <Plate>{tag.vehicle.registrationNumber}</Plate> : '—'),
    },
    {
      key: 'owner',
      header: t('adminQrCodes:column.owner'),
      render: (tag) =>
        tag.owner ? (
          <Stack gap={0}>
            <Text size="sm">{tag.owner.name}</Text>
            <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
              {formatIndianMobile(tag.owner.phone)}
            </Text>
          </Stack>
        ) : (
          '—'
        ),
    },
    {
      key: 'activated',
      header: t('adminQrCodes:column.activated'),
      nowrap: true,
      render: (tag) => (tag.activatedAt ? formatDate(tag.activatedAt) : '—'),
    },
    {
      key: 'created',
      header: t('adminQrCodes:column.created'),
      sortKey: 'createdAt',
      nowrap: true,
      render: (tag) => formatDate(tag.createdAt),
    },
  ];
  if (canSeeHistory)
    columns.push({
      key: 'history',
      header: t('adminQrCodes:column.history'),
      render: (tag) => (
        <Button
          size="compact-sm"
          variant="subtle"
          onClick={() => setHistoryOf(tag)}
          aria-label={t('adminQrCodes:historyOf', { code: tag.code })}
        >
          {t('adminQrCodes:history')}
        </Button>
      ),
    });
  if (canEdit) {
    columns.push({
      key: 'actions',
      header: t('adminQrCodes:column.actions'),
      actions: true,
      render: (tag) => (
        <Group gap={6} wrap="nowrap">
          <Button
            size="compact-sm"
            variant="default"
            onClick={() => setAssigning(tag)}
            aria-label={
              tag.vehicle
                ? t('adminQrCodes:moveOf', { code: tag.code })
                : t('adminQrCodes:assignOf', { code: tag.code })
            }
          >
            {tag.vehicle ? t('adminQrCodes:move') : t('adminQrCodes:assign')}
          </Button>
          {tag.status === 'active' ? (
            <Button
              size="compact-sm"
              variant="default"
              c="red.9"
              onClick={() => changeStatus({ tag, to: 'suspended' })}
              aria-label={t('adminQrCodes:suspendOf', { code: tag.code })}
            >
              {t('adminQrCodes:suspend')}
            </Button>
          ) : null}
          {tag.status === 'suspended' && tag.vehicle ? (
            <Button
              size="compact-sm"
              variant="default"
              onClick={() => changeStatus({ tag, to: 'active' })}
              aria-label={t('adminQrCodes:reactivateOf', { code: tag.code })}
            >
              {t('adminQrCodes:reactivate')}
            </Button>
          ) : null}
        </Group>
      ),
    });
  }

  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="tags-title">
      <Stack gap="md">
        <Title order={2} fz="lg" id="tags-title">
          {t('adminQrCodes:tags')}
        </Title>
        <Group gap="sm" align="flex-end" wrap="wrap">
          <LabeledSegments
            id="tag-state-label"
            label={t('adminQrCodes:column.state')}
            size="xs"
            value={status}
            onChange={(value) => list.setFilters({ state: value as StatusFilter })}
            data={[
              { value: 'all', label: t('adminQrCodes:filter.all') },
              { value: 'unassigned', label: t('adminQrCodes:state.unassigned') },
              { value: 'active', label: t('adminQrCodes:state.active') },
              { value: 'suspended', label: t('adminQrCodes:state.suspended') },
            ]}
          />
          <SearchInput
            label={t('adminQrCodes:search.label')}
            placeholder={t('adminQrCodes:search.placeholder')}
            value={list.search}
            onSearch={list.setSearch}
            size="sm"
            style={{ flex: '1 1 220px', maxWidth: 340 }}
          />
        </Group>
        {batchId ? (
          <Group gap={4}>
            <Badge variant="outline" size="lg" tt="none">
              {batch
                ? t('adminQrCodes:batchOf', { when: formatDateTime(batch.createdAt), count: batch.count })
                : t('adminQrCodes:oneBatch')}
            </Badge>
            <CloseButton
              size="sm"
              aria-label={t('adminQrCodes:everyBatch')}
              onClick={() => list.setFilters({ batch: null })}
            />
          </Group>
        ) : null}

        <DataTable
          label={t('adminQrCodes:tags')}
          columns={columns}
          rowKey={(tag) => tag._id}
          state={list}
          {...listQueryProps(query)}
          minWidth={canEdit ? 860 : 700}
        />
      </Stack>
      {canEdit ? <AssignTagModal tag={assigning} onClose={() => setAssigning(null)} /> : null}
      <Modal
        opened={historyOf !== null}
        onClose={() => setHistoryOf(null)}
        title={t('adminQrCodes:historyOf', { code: historyOf?.code ?? '' })}
        size="lg"
      >
        {historyOf ? <RecordHistory kind="tag" id={historyOf._id} /> : null}
      </Modal>
    </Paper>
  );
}
