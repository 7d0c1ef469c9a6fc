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
import type { TAuditEntry, TListResponse, TUserListItem } from '@safesathi/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '../../lib/api';
import { useAuth } from '../../lib/auth';
import { formatDateTime } from '../../lib/date-time';
import { type Column, DataTable, listQueryProps, useTableState } from '../../ui/data-table';
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

const ACTION_COLOR = { create: 'green', update: 'blue', delete: 'red', restore: 'teal' } as const;

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
  const table = useTableState({ sort: 'createdAt', order: 'desc' });
  const [actor, setActor] = useState<string | null>(null);
  const [entity, setEntity] = useState<string | null>(null);
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [open, setOpen] = useState<TAuditEntry | null>(null);

  const filters: AuditFilters = {
    page: table.page,
    limit: table.limit,
    order: table.order,
    actor: actor ?? undefined,
    entity: entity ?? undefined,
    from: from || undefined,
    to: to || undefined,
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
    { key: 'entity', header: 'Entity', render: (e) => e.entity },
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
              ? changedKeys(e.before, e.after).join(', ') || '—'
              : e.action === 'create'
                ? 'new record'
                : 'removed'}
          </Text>
          <Button
            size="compact-xs"
            variant="subtle"
            onClick={() => setOpen(e)}
            aria-label={`Before and after of ${e.entity} ${e.entityId}`}
          >
            View
          </Button>
        </Group>
      ),
    },
  ];

  const setFilter =
    <T,>(set: (v: T) => void) =>
    (v: T) => {
      set(v);
      table.resetPage();
    };

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
              onChange={setFilter(setActor)}
            />
            <Select
              label="Entity"
              placeholder="Any entity"
              clearable
              data={entities.data ?? []}
              value={entity}
              onChange={setFilter(setEntity)}
            />
            <TextInput
              label="From"
              type="date"
              value={from}
              onChange={(e) => setFilter(setFrom)(e.currentTarget.value)}
            />
            <TextInput label="To" type="date" value={to} onChange={(e) => setFilter(setTo)(e.currentTarget.value)} />
          </SimpleGrid>
          <DataTable
            label="Audit log"
            columns={columns}
            rowKey={(e) => e._id}
            state={table}
            {...listQueryProps(query)}
            minWidth={820}
          />
        </Stack>
      </Paper>
      <Modal opened={open !== null} onClose={() => setOpen(null)} title="Before and after" size="xl">
        {open ? (
          <Stack gap="sm">
            <Text size="sm">
              {open.actor?.name ?? 'System'} · {open.action} {open.entity} · {formatDateTime(open.createdAt)}
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
