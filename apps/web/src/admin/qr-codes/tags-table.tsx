import { Badge, Button, CloseButton, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { TagStatus } from '@safesathi/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { formatDate, formatDateTime } from '../../lib/date-time';
import { formatPhone } from '../../lib/phone';
import { type Column, DataTable, listQueryProps, useTableState } from '../../ui/data-table';
import { Plate } from '../../ui/plate';
import { TagStateBadge } from '../../ui/tag-state-badge';
import { LabeledSegments, SearchInput } from '../common/list-filters';
import { AssignTagModal } from './assign-tag-modal';
import { fetchTags, type TagFilters, type TBatch, type TTagRow, tagListKey } from './qr-api';
import { useTagStatusChange } from './tag-actions';

type StatusFilter = 'all' | TagStatus;

/** Every tag with its state, vehicle and owner; filters, server pagination and sort, and (editTemplete) actions. */
export function TagsTable({
  batch,
  onClearBatch,
  canEdit,
}: {
  batch: TBatch | null;
  onClearBatch: () => void;
  canEdit: boolean;
}) {
  const table = useTableState({ sort: 'createdAt', order: 'desc' });
  const [status, setStatus] = useState<StatusFilter>('all');
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const [assigning, setAssigning] = useState<TTagRow | null>(null);
  const changeStatus = useTagStatusChange();

  // A new batch (or a batch picked from the list) starts from its first page.
  const [batchSeen, setBatchSeen] = useState(batch?._id);
  if (batch?._id !== batchSeen) {
    setBatchSeen(batch?._id);
    table.resetPage();
  }

  const filters: TagFilters = {
    page: table.page,
    limit: table.limit,
    sort: table.sort,
    order: table.order,
    status: status === 'all' ? undefined : status,
    search: debounced || undefined,
    batchId: batch?._id,
  };
  const query = useQuery({
    queryKey: tagListKey(filters),
    queryFn: ({ signal }) => fetchTags(filters, signal),
    placeholderData: keepPreviousData,
  });

  const columns: Column<TTagRow>[] = [
    {
      key: 'code',
      header: 'Code',
      sortKey: 'code',
      render: (tag) => (
        <Text ff="monospace" fw={700} size="sm">
          {tag.code}
        </Text>
      ),
    },
    { key: 'state', header: 'State', sortKey: 'status', render: (tag) => <TagStateBadge status={tag.status} /> },
    {
      key: 'vehicle',
      header: 'Vehicle',
      render: (tag) => (tag.vehicle ? <Plate>{tag.vehicle.registrationNumber}</Plate> : '—'),
    },
    {
      key: 'owner',
      header: 'Owner',
      render: (tag) =>
        tag.owner ? (
          <Stack gap={0}>
            <Text size="sm">{tag.owner.name}</Text>
            <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
              {formatPhone('91', tag.owner.phone)}
            </Text>
          </Stack>
        ) : (
          '—'
        ),
    },
    {
      key: 'activated',
      header: 'Activated',
      nowrap: true,
      render: (tag) => (tag.activatedAt ? formatDate(tag.activatedAt) : '—'),
    },
    {
      key: 'created',
      header: 'Created',
      sortKey: 'createdAt',
      nowrap: true,
      render: (tag) => formatDate(tag.createdAt),
    },
  ];
  if (canEdit) {
    columns.push({
      key: 'actions',
      header: 'Actions',
      render: (tag) => (
        <Group gap={6} wrap="nowrap">
          <Button
            size="compact-sm"
            variant="default"
            onClick={() => setAssigning(tag)}
            aria-label={`${tag.vehicle ? 'Move' : 'Assign'} tag ${tag.code} to a vehicle`}
          >
            {tag.vehicle ? 'Move' : 'Assign'}
          </Button>
          {tag.status === 'active' ? (
            <Button
              size="compact-sm"
              variant="default"
              c="red.9"
              onClick={() => changeStatus({ tag, to: 'suspended' })}
              aria-label={`Suspend tag ${tag.code}`}
            >
              Suspend
            </Button>
          ) : null}
          {tag.status === 'suspended' && tag.vehicle ? (
            <Button
              size="compact-sm"
              variant="default"
              onClick={() => changeStatus({ tag, to: 'active' })}
              aria-label={`Re-activate tag ${tag.code}`}
            >
              Re-activate
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
          Tags
        </Title>
        <Group gap="sm" align="flex-end" wrap="wrap">
          <LabeledSegments
            id="tag-state-label"
            label="State"
            size="xs"
            value={status}
            onChange={(value) => {
              setStatus(value as StatusFilter);
              table.resetPage();
            }}
            data={[
              { value: 'all', label: 'All' },
              { value: 'unassigned', label: 'Unassigned' },
              { value: 'active', label: 'Active' },
              { value: 'suspended', label: 'Suspended' },
            ]}
          />
          <SearchInput
            label="Search"
            placeholder="Code or registration number"
            value={search}
            onSearch={(value) => {
              setSearch(value);
              table.resetPage();
            }}
            size="sm"
            style={{ flex: '1 1 220px', maxWidth: 340 }}
          />
        </Group>
        {batch ? (
          <Group gap={4}>
            <Badge variant="outline" size="lg" tt="none">
              Batch of {formatDateTime(batch.createdAt)} ({batch.count})
            </Badge>
            <CloseButton size="sm" aria-label="Show tags of every batch" onClick={onClearBatch} />
          </Group>
        ) : null}

        <DataTable
          label="Tags"
          columns={columns}
          rowKey={(tag) => tag._id}
          state={table}
          {...listQueryProps(query)}
          minWidth={canEdit ? 860 : 700}
        />
      </Stack>
      {canEdit ? <AssignTagModal tag={assigning} onClose={() => setAssigning(null)} /> : null}
    </Paper>
  );
}
