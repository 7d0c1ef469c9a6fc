import '@mantine/dates/styles.css';
import { Badge, Button, Group, Modal, Paper, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import type { TAuditEntry } from '@safesathi/contract';
import { useQuery } from '@tanstack/react-query';
import { parseAsString } from 'nuqs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
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
import { actionWord, actorLabel, entrySummary, fieldLabel } from './audit-format';

/** Newest first; by admin, entity and days. */
const AUDIT_LIST = defineList({
  sorts: ['createdAt'],
  defaultOrder: 'desc',
  filters: { actor: parseAsString, entity: parseAsString, from: parseAsString, to: parseAsString },
});

const ACTION_COLOR = { create: 'green', update: 'blue', delete: 'red', restore: 'teal' } as const;

/** Audit log (super admin): who did what to which record, with before and after; filters by admin, entity and date. */
export function AuditPage() {
  const { t } = useTranslation();
  useAdminDocumentTitle(t('adminAudit:title'));
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

  if (!isSuper) return <EmptyState title={t('adminAudit:superOnly')} />;

  const columns: Column<TAuditEntry>[] = [
    {
      key: 'when',
      header: t('adminAudit:column.when'),
      sortKey: 'createdAt',
      render: (e) => formatDateTime(e.createdAt),
      nowrap: true,
    },
    { key: 'who', header: t('adminAudit:column.admin'), render: (e) => actorLabel(e.actor, t) },
    {
      key: 'action',
      header: t('adminAudit:column.action'),
      render: (e) => (
        <Badge variant="light" color={ACTION_COLOR[e.action]}>
          {actionWord(t, e.action)}
        </Badge>
      ),
    },
    { key: 'entity', header: t('adminAudit:column.entity'), render: (e) => fieldLabel(e.entity) },
    { key: 'record', header: t('adminAudit:column.record'), render: (e) => e.label ?? '—' },
    {
      key: 'changes',
      header: t('adminAudit:column.changes'),
      render: (e) => (
        <Group gap="xs" wrap="nowrap" align="flex-start">
          <div style={{ maxWidth: 320 }}>
            <AuditChanges entry={e} max={2} />
          </div>
          <Button
            size="compact-xs"
            variant="subtle"
            onClick={() => setOpen(e)}
            aria-label={t('adminAudit:allChanges', { summary: entrySummary(e, t) })}
          >
            {t('adminAudit:view')}
          </Button>
        </Group>
      ),
    },
  ];

  return (
    <Stack gap="lg">
      <PageTitle>{t('adminAudit:title')}</PageTitle>
      <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'lg' }}>
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm">
            <Select
              label={t('adminAudit:column.admin')}
              placeholder={t('adminAudit:filter.anyAdmin')}
              clearable
              searchable
              data={(admins.data ?? []).map((a) => ({ value: a._id, label: a.name }))}
              value={actor}
              onChange={(v) => list.setFilters({ actor: v })}
            />
            <Select
              label={t('adminAudit:column.entity')}
              placeholder={t('adminAudit:filter.anyEntity')}
              clearable
              data={(entities.data ?? []).map((value) => ({ value, label: fieldLabel(value) }))}
              value={entity}
              onChange={(v) => list.setFilters({ entity: v })}
            />
            <DatePickerInput
              type="range"
              label={t('adminAudit:filter.dates')}
              placeholder={t('adminAudit:filter.anyDay')}
              valueFormat="DD/MM/YYYY"
              clearable
              allowSingleDateInRange
              nextLabel={t('adminAudit:filter.nextMonth')}
              previousLabel={t('adminAudit:filter.previousMonth')}
              weekendDays={[]}
              value={range}
              onChange={([f, until]) => {
                setRange([f, until]);
                // The address (and the list) follow once both ends are picked, or the range is cleared.
                if ((f && until) || (!f && !until)) list.setFilters({ from: f ?? null, to: until ?? null });
              }}
              popoverProps={{ withinPortal: true }}
            />
          </SimpleGrid>
          <DataTable
            label={t('adminAudit:title')}
            columns={columns}
            rowKey={(e) => e._id}
            state={list}
            {...listQueryProps(query)}
            minWidth={820}
          />
        </Stack>
      </Paper>
      <Modal opened={open !== null} onClose={() => setOpen(null)} title={t('adminAudit:whatChanged')} size="lg">
        {open ? (
          <Stack gap="sm">
            <Text size="sm" fw={600}>
              {entrySummary(open, t)}
            </Text>
            <Text size="sm" c="dimmed">
              {actorLabel(open.actor, t)} · {formatDateTime(open.createdAt)}
            </Text>
            <AuditChanges entry={open} />
          </Stack>
        ) : null}
      </Modal>
    </Stack>
  );
}
