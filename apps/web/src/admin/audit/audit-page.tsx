import {
  Badge,
  Button,
  Code,
  Group,
  Modal,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
} from '@mantine/core';
import {
  isPermissionFlag,
  permissionLabel,
  type TAuditEntry,
  type TListResponse,
  type TUserListItem,
} from '@safesathi/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { parseAsString } from 'nuqs';
import { useState } from 'react';
import { api } from '../../lib/api';
import { useAuth } from '../../lib/auth';
import { formatDateTime } from '../../lib/date-time';
import { defineList, useListState } from '../../lib/list-state';
import { type Column, DataTable, listQueryProps } from '../../ui/data-table';
import { EmptyState } from '../../ui/list-states';
import { PageTitle } from '../common/page-header';
import { useAdminDocumentTitle } from '../page-title';

interface AuditFilters {
  page: number;
  limit: number;
  order: 'asc' | 'desc';
  actor?: string;
  entity?: string;
  from?: string;
  to?: string;
}

/** Newest first; by admin, entity and days. */
const AUDIT_LIST = defineList({
  sorts: ['createdAt'],
  defaultOrder: 'desc',
  filters: { actor: parseAsString, entity: parseAsString, from: parseAsString, to: parseAsString },
});

const ACTION_COLOR = { create: 'green', update: 'blue', delete: 'red', restore: 'teal' } as const;

/** Field names the API keeps in the spec's spelling, in words. */
const FIELD_WORDS: Record<string, string> = {
  usertype: 'user type',
  streetAdd: 'street',
  pincode: 'PIN code',
  ordernumber: 'order number',
  reasonTextHi: 'reason text (Hindi)',
  discountName: 'coupon code',
  maxCapPaise: 'maximum discount',
  totalPaise: 'total',
};

/**
 * A changed field (or a record's kind: "vehicleBrand") in words: a permission flag by what it allows ("editTemplete" → "Edit QR tags"),
 * else the camel-case name split ("bloodGroup" → "blood group", "vehicleTypeId" → "vehicle type").
 */
export function fieldLabel(key: string): string {
  if (isPermissionFlag(key)) return permissionLabel(key);
  if (FIELD_WORDS[key]) return FIELD_WORDS[key];
  return key
    .replace(/Id$/, '')
    .replace(/Paise$/, '')
    .replace(/([a-z\d])([A-Z])/g, '$1 $2')
    .toLowerCase();
}

/** The fields an update changed (top level), so a row says "name, phone" instead of two JSON blobs. */
export function changedKeys(before: unknown, after: unknown): string[] {
  const b = (before && typeof before === 'object' ? before : {}) as Record<string, unknown>;
  const a = (after && typeof after === 'object' ? after : {}) as Record<string, unknown>;
  if (Array.isArray(before) || Array.isArray(after))
    return JSON.stringify(before) === JSON.stringify(after) ? [] : ['list'];
  return [...new Set([...Object.keys(b), ...Object.keys(a)])].filter(
    (k) => JSON.stringify(b[k]) !== JSON.stringify(a[k]),
  );
}

/** Audit log (super admin): who did what to which record, with before and after; filters by admin, entity and date. */
export function AuditPage() {
  useAdminDocumentTitle('Audit log');
  const auth = useAuth();
  const isSuper = auth.user?.isSuperAdmin === true;
  const list = useListState(AUDIT_LIST);
  const { actor, entity, from, to } = list.filters;
  const [open, setOpen] = useState<TAuditEntry | null>(null);

  const filters: AuditFilters = {
    page: list.page,
    limit: list.limit,
    order: list.order,
    actor: actor ?? undefined,
    entity: entity ?? undefined,
    from: from ?? undefined,
    to: to ?? undefined,
  };
  const query = useQuery({
    queryKey: ['audit', filters],
    queryFn: ({ signal }) => api.get<TListResponse<TAuditEntry>>('/api/audit', { query: { ...filters }, signal }),
    placeholderData: keepPreviousData,
    enabled: isSuper,
  });
  const entities = useQuery({
    queryKey: ['audit', 'entities'],
    queryFn: ({ signal }) => api.get<{ data: string[] }>('/api/audit/entities', { signal }).then((r) => r.data),
    enabled: isSuper,
  });
  const admins = useQuery({
    queryKey: ['audit', 'admins'],
    queryFn: ({ signal }) =>
      api
        .get<TListResponse<TUserListItem>>('/api/user/getUser', {
          query: { usertype: 'Admin', sort: 'name', limit: 100 },
          signal,
        })
        .then((r) => r.data),
    enabled: isSuper,
  });

  if (!isSuper) return <EmptyState title="Only the super admin can see the audit log" />;

  const columns: Column<TAuditEntry>[] = [
    { key: 'when', header: 'When', sortKey: 'createdAt', render: (e) => formatDateTime(e.createdAt), nowrap: true },
    { key: 'who', header: 'Admin', render: (e) => e.actor?.name ?? 'System' },
    {
      key: 'action',
      header: 'Action',
      render: (e) => (
        <Badge variant="light" color={ACTION_COLOR[e.action]}>
          {e.action}
        </Badge>
      ),
    },
    { key: 'entity', header: 'Entity', render: (e) => fieldLabel(e.entity) },
    {
      key: 'record',
      header: 'Record',
      render: (e) => (
        <Text size="xs" ff="monospace" title={e.entityId}>
          {e.entityId.slice(0, 8)}
        </Text>
      ),
    },
    {
      key: 'changes',
      header: 'Changes',
      render: (e) => (
        <Group gap="xs" wrap="nowrap">
          <Text size="sm" lineClamp={1} maw={220}>
            {e.action === 'update'
              ? changedKeys(e.before, e.after).map(fieldLabel).join(', ') || '—'
              : e.action === 'create'
                ? 'new record'
                : 'removed'}
          </Text>
          <Button
            size="compact-xs"
            variant="subtle"
            onClick={() => setOpen(e)}
            aria-label={`Before and after of ${fieldLabel(e.entity)} ${e.entityId}`}
          >
            View
          </Button>
        </Group>
      ),
    },
  ];

  return (
    <Stack gap="lg">
      <PageTitle>Audit log</PageTitle>
      <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'lg' }}>
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm">
            <Select
              label="Admin"
              placeholder="Any admin"
              clearable
              searchable
              data={(admins.data ?? []).map((a) => ({ value: a._id, label: a.name }))}
              value={actor}
              onChange={(v) => list.setFilters({ actor: v })}
            />
            <Select
              label="Entity"
              placeholder="Any entity"
              clearable
              data={(entities.data ?? []).map((value) => ({ value, label: fieldLabel(value) }))}
              value={entity}
              onChange={(v) => list.setFilters({ entity: v })}
            />
            <TextInput
              label="From"
              type="date"
              value={from ?? ''}
              onChange={(e) => list.setFilters({ from: e.currentTarget.value || null })}
            />
            <TextInput
              label="To"
              type="date"
              value={to ?? ''}
              onChange={(e) => list.setFilters({ to: e.currentTarget.value || null })}
            />
          </SimpleGrid>
          <DataTable
            label="Audit log"
            columns={columns}
            rowKey={(e) => e._id}
            state={list}
            {...listQueryProps(query)}
            minWidth={820}
          />
        </Stack>
      </Paper>
      <Modal opened={open !== null} onClose={() => setOpen(null)} title="Before and after" size="xl">
        {open ? (
          <Stack gap="sm">
            <Text size="sm">
              {open.actor?.name ?? 'System'} · {open.action} {fieldLabel(open.entity)} ·{' '}
              {formatDateTime(open.createdAt)}
            </Text>
            <Table.ScrollContainer minWidth={520}>
              <SimpleGrid cols={2} spacing="sm">
                <Stack gap={4}>
                  <Text fw={700} size="sm">
                    Before
                  </Text>
                  <Code block>{JSON.stringify(open.before, null, 2) ?? 'null'}</Code>
                </Stack>
                <Stack gap={4}>
                  <Text fw={700} size="sm">
                    After
                  </Text>
                  <Code block>{JSON.stringify(open.after, null, 2) ?? 'null'}</Code>
                </Stack>
              </SimpleGrid>
            </Table.ScrollContainer>
          </Stack>
        ) : null}
      </Modal>
    </Stack>
  );
}
