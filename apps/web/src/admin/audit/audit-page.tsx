import '@mantine/dates/styles.css';
import { Badge, Button, Group, Modal, Paper, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import type { TAuditEntry } from '@safesathi/contract';
import { useQuery } from '@tanstack/react-query';
import { parseAsString } from 'nuqs';
import { useState } from 'react';
import { useAuth } from '../../lib/auth';
import { formatDateTime } from '../../lib/date-time';
import { useListQuery } from '../../lib/list-query';
import { defineList, useListState } from '../../lib/list-state';
import { type Column, DataTable, listQueryProps } from '../../ui/data-table';
import { EmptyState } from '../../ui/list-states';
import { PageTitle } from '../common/page-header';
import { useAdminDocumentTitle } from '../page-title';
import { auditKeys, auditList, fetchAuditAdmins, fetchAuditEntities } from './audit-api';
import { AuditChanges } from './audit-changes';
import { actorLabel, entrySummary, fieldLabel } from './audit-format';

/** Newest first; by admin, entity and days. */
const AUDIT_LIST = defineList({
  sorts: ['createdAt'],
  defaultOrder: 'desc',
  filters: { actor: parseAsString, entity: parseAsString, from: parseAsString, to: parseAsString },
});

const ACTION_COLOR = { create: 'green', update: 'blue', delete: 'red', restore: 'teal' } as const;

/** Audit log (super admin): who did what to which record, with before and after; filters by admin, entity and date. */
export function AuditPage() {
  useAdminDocumentTitle('Audit log');
  const auth = useAuth();
  const isSuper = auth.user?.isSuperAdmin === true;
  const list = useListState(AUDIT_LIST);
  const { actor, entity, from, to } = list.filters;
  const [open, setOpen] = useState<TAuditEntry | null>(null);
  const [range, setRange] = useState<[string | null, string | null]>([from ?? null, to ?? null]);

  const query = useListQuery({
    ...auditList,
    list,
    filters: {
      actor: actor ?? undefined,
      entity: entity ?? undefined,
      from: from ?? undefined,
      to: to ?? undefined,
    },
    enabled: isSuper,
  });
  const entities = useQuery({
    queryKey: auditKeys.entities,
    queryFn: ({ signal }) => fetchAuditEntities(signal),
    enabled: isSuper,
  });
  const admins = useQuery({
    queryKey: auditKeys.admins,
    queryFn: ({ signal }) => fetchAuditAdmins(signal),
    enabled: isSuper,
  });

  if (!isSuper) return <EmptyState title="Only the super admin can see the audit log" />;

  const columns: Column<TAuditEntry>[] = [
    { key: 'when', header: 'When', sortKey: 'createdAt', render: (e) => formatDateTime(e.createdAt), nowrap: true },
    { key: 'who', header: 'Admin', render: (e) => actorLabel(e.actor) },
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
    { key: 'record', header: 'Record', render: (e) => e.label ?? '—' },
    {
      key: 'changes',
      header: 'Changes',
      render: (e) => (
        <Group gap="xs" wrap="nowrap" align="flex-start">
          <div style={{ maxWidth: 320 }}>
            <AuditChanges entry={e} max={2} />
          </div>
          <Button
            size="compact-xs"
            variant="subtle"
            onClick={() => setOpen(e)}
            aria-label={`All changes: ${entrySummary(e)}`}
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
            <DatePickerInput
              type="range"
              label="Dates"
              placeholder="Any day"
              valueFormat="DD/MM/YYYY"
              clearable
              allowSingleDateInRange
              nextLabel="Next month"
              previousLabel="Previous month"
              weekendDays={[]}
              value={range}
              onChange={([f, t]) => {
                setRange([f, t]);
                // The address (and the list) follow once both ends are picked, or the range is cleared.
                if ((f && t) || (!f && !t)) list.setFilters({ from: f ?? null, to: t ?? null });
              }}
              popoverProps={{ withinPortal: true }}
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
      <Modal opened={open !== null} onClose={() => setOpen(null)} title="What changed" size="lg">
        {open ? (
          <Stack gap="sm">
            <Text size="sm" fw={600}>
              {entrySummary(open)}
            </Text>
            <Text size="sm" c="dimmed">
              {actorLabel(open.actor)} · {formatDateTime(open.createdAt)}
            </Text>
            <AuditChanges entry={open} />
          </Stack>
        ) : null}
      </Modal>
    </Stack>
  );
}
