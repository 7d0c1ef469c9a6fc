import {
  Badge,
  Button,
  CloseButton,
  Group,
  Pagination,
  Paper,
  SegmentedControl,
  Select,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES, type TagStatus } from '@safesathi/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { formatDate, formatDateTime } from '../../lib/date-time';
import { formatPhone } from '../../lib/phone';
import { IconQr, IconSearch } from '../../ui/icons';
import { EmptyState, LoadError, SectionLoader } from '../../ui/list-states';
import { Plate } from '../../ui/plate';
import { TagStateBadge } from '../../ui/tag-state-badge';
import { AssignTagModal } from './assign-tag-modal';
import { fetchTags, type TagFilters, type TBatch, type TTagRow, tagListKey } from './qr-api';
import { type TagChange, TagStatusModal } from './tag-actions';

type StatusFilter = 'all' | TagStatus;

/** Every tag with its state, vehicle and owner; filters, server pagination, and (editTemplete) actions. */
export function TagsTable({
  batch,
  onClearBatch,
  canEdit,
}: {
  batch: TBatch | null;
  onClearBatch: () => void;
  canEdit: boolean;
}) {
  const [status, setStatus] = useState<StatusFilter>('all');
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const [page, setPage] = useState(1);
  const [limit, setLimit] = useState<number>(DEFAULT_PAGE_SIZE);
  const [assigning, setAssigning] = useState<TTagRow | null>(null);
  const [changing, setChanging] = useState<TagChange | null>(null);

  // A new batch (or a batch picked from the list) starts from its first page.
  const [batchSeen, setBatchSeen] = useState(batch?._id);
  if (batch?._id !== batchSeen) {
    setBatchSeen(batch?._id);
    setPage(1);
  }

  const filters: TagFilters = {
    page,
    limit,
    status: status === 'all' ? undefined : status,
    search: debounced || undefined,
    batchId: batch?._id,
  };
  const query = useQuery({
    queryKey: tagListKey(filters),
    queryFn: ({ signal }) => fetchTags(filters, signal),
    placeholderData: keepPreviousData,
  });
  const rows = query.data?.data ?? [];
  const total = query.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / limit));
  const filtered = status !== 'all' || debounced !== '' || batch !== null;

  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="tags-title">
      <Stack gap="md">
        <Title order={2} fz="lg" id="tags-title">
          Tags
        </Title>
        <Group gap="sm" align="flex-end" wrap="wrap">
          <Stack gap={4}>
            <Text size="sm" fw={500} id="tag-state-label">
              State
            </Text>
            <SegmentedControl
              aria-labelledby="tag-state-label"
              size="xs"
              value={status}
              onChange={(value) => {
                setStatus(value as StatusFilter);
                setPage(1);
              }}
              data={[
                { value: 'all', label: 'All' },
                { value: 'unassigned', label: 'Unassigned' },
                { value: 'active', label: 'Active' },
                { value: 'suspended', label: 'Suspended' },
              ]}
            />
          </Stack>
          <TextInput
            label="Search"
            placeholder="Code or registration number"
            leftSection={<IconSearch size={16} />}
            value={search}
            onChange={(event) => {
              setSearch(event.currentTarget.value);
              setPage(1);
            }}
            size="sm"
            style={{ flex: '1 1 220px', maxWidth: 340 }}
          />
        </Group>
        {batch ? (
          <Group gap={4}>
            <Badge variant="outline" size="lg" tt="none" rightSection={null}>
              Batch of {formatDateTime(batch.createdAt)} ({batch.count})
            </Badge>
            <CloseButton size="sm" aria-label="Show tags of every batch" onClick={onClearBatch} />
          </Group>
        ) : null}

        {query.isError ? (
          <LoadError error={query.error} what="tags" onRetry={() => void query.refetch()} retrying={query.isFetching} />
        ) : query.isLoading ? (
          <SectionLoader label="Loading tags…" />
        ) : rows.length === 0 ? (
          filtered ? (
            <EmptyState icon={<IconSearch />} title="No tags match" text="Try another state or search." />
          ) : (
            <EmptyState icon={<IconQr />} title="No tags yet" text="Generate a batch to create tags." />
          )
        ) : (
          <Table.ScrollContainer minWidth={canEdit ? 760 : 620}>
            <Table verticalSpacing="xs" highlightOnHover aria-label="Tags" aria-busy={query.isFetching}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Code</Table.Th>
                  <Table.Th>State</Table.Th>
                  <Table.Th>Vehicle</Table.Th>
                  <Table.Th>Owner</Table.Th>
                  <Table.Th>Activated</Table.Th>
                  {canEdit ? <Table.Th>Actions</Table.Th> : null}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((tag) => (
                  <Table.Tr key={tag._id} data-code={tag.code}>
                    <Table.Td>
                      <Text ff="monospace" fw={700} size="sm">
                        {tag.code}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <TagStateBadge status={tag.status} />
                    </Table.Td>
                    <Table.Td>{tag.vehicle ? <Plate>{tag.vehicle.registrationNumber}</Plate> : '—'}</Table.Td>
                    <Table.Td>
                      {tag.owner ? (
                        <Stack gap={0}>
                          <Text size="sm">{tag.owner.name}</Text>
                          <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                            {formatPhone('91', tag.owner.phone)}
                          </Text>
                        </Stack>
                      ) : (
                        '—'
                      )}
                    </Table.Td>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>
                      {tag.activatedAt ? formatDate(tag.activatedAt) : '—'}
                    </Table.Td>
                    {canEdit ? (
                      <Table.Td>
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
                              onClick={() => setChanging({ tag, to: 'suspended' })}
                              aria-label={`Suspend tag ${tag.code}`}
                            >
                              Suspend
                            </Button>
                          ) : null}
                          {tag.status === 'suspended' && tag.vehicle ? (
                            <Button
                              size="compact-sm"
                              variant="default"
                              onClick={() => setChanging({ tag, to: 'active' })}
                              aria-label={`Re-activate tag ${tag.code}`}
                            >
                              Re-activate
                            </Button>
                          ) : null}
                        </Group>
                      </Table.Td>
                    ) : null}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}

        {total > 0 ? (
          <Group justify="space-between" gap="sm" wrap="wrap">
            <Text size="sm" c="dimmed" aria-live="polite">
              {(page - 1) * limit + 1}–{Math.min(total, page * limit)} of {total}
            </Text>
            <Group gap="sm" wrap="wrap">
              <Select
                aria-label="Rows per page"
                size="sm"
                w={90}
                data={PAGE_SIZES.map((n) => String(n))}
                value={String(limit)}
                onChange={(value) => {
                  if (!value) return;
                  setLimit(Number(value));
                  setPage(1);
                }}
                allowDeselect={false}
              />
              <Pagination
                total={pages}
                value={page}
                onChange={setPage}
                size="sm"
                siblings={0}
                getControlProps={(control) => ({
                  'aria-label': control === 'previous' ? 'Previous page' : control === 'next' ? 'Next page' : control,
                })}
              />
            </Group>
          </Group>
        ) : null}
      </Stack>
      {canEdit ? (
        <>
          <AssignTagModal tag={assigning} onClose={() => setAssigning(null)} />
          <TagStatusModal change={changing} onClose={() => setChanging(null)} />
        </>
      ) : null}
    </Paper>
  );
}
