import { Badge, Group, Paper, Stack, Tabs, Text } from '@mantine/core';
import type { HistoryKind, PermissionFlag } from '@safesathi/contract';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useAuth } from '../../lib/auth';
import { formatDateTime } from '../../lib/date-time';
import { EmptyState, LoadError, SectionLoader } from '../../ui/list-states';
import { auditKeys, fetchRecordHistory } from './audit-api';
import { AuditChanges } from './audit-changes';
import { actionWord, actorLabel, entrySummary } from './audit-format';

/** The record's own view flag: the History tab needs it as well as audit access (the server checks both). */
const VIEW_FLAG: Record<HistoryKind, PermissionFlag> = {
  customer: 'viewCustomer',
  admin: 'viewAdmin',
  order: 'viewOrder',
  product: 'viewProduct',
  tag: 'viewTemplete',
};

const ACTION_COLOR = { create: 'green', update: 'blue', delete: 'red', restore: 'teal' } as const;

/** Reading the log is the super admin's (no audit flag exists), and they must be able to see the record. */
export function useCanSeeHistory(kind: HistoryKind): boolean {
  const auth = useAuth();
  return auth.user?.isSuperAdmin === true && auth.can(VIEW_FLAG[kind]);
}

/** One record's entries from the audit log, newest first, each as "Field: old → new". */
export function RecordHistory({ kind, id }: { kind: HistoryKind; id: string }) {
  const { t } = useTranslation();
  const history = useQuery({
    queryKey: auditKeys.history(kind, id),
    queryFn: ({ signal }) => fetchRecordHistory(kind, id, signal),
  });
  if (history.isPending) return <SectionLoader label={t('adminAudit:history.loading')} />;
  if (history.isError)
    return (
      <LoadError
        error={history.error}
        title={t('adminAudit:history.loadError')}
        retryLabel={t('adminAudit:tryAgain')}
        onRetry={() => void history.refetch()}
      />
    );
  if (history.data.data.length === 0)
    return <EmptyState title={t('adminAudit:history.empty')} text={t('adminAudit:history.emptyText')} />;
  return (
    <Stack
      gap="sm"
      component="ol"
      aria-label={t('adminAudit:history.title')}
      style={{ listStyle: 'none', padding: 0, margin: 0 }}
    >
      {history.data.data.map((e) => (
        <Paper key={e._id} component="li" withBorder radius="md" p="sm">
          <Stack gap={6}>
            <Group justify="space-between" gap="xs">
              <Group gap="xs">
                <Badge variant="light" color={ACTION_COLOR[e.action]} c="dark.7">
                  {actionWord(t, e.action)}
                </Badge>
                <Text size="sm" fw={600}>
                  {entrySummary(e, t)}
                </Text>
              </Group>
              <Text size="xs" c="dimmed">
                {actorLabel(e.actor, t)} · {formatDateTime(e.createdAt)}
              </Text>
            </Group>
            <AuditChanges entry={e} />
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}

/**
 * A record page's "Details" and "History" tabs (the tab is kept in the address: `?tab=history`);
 * without access to the history, just the details.
 */
export function RecordTabs({ kind, id, children }: { kind: HistoryKind; id: string; children: ReactNode }) {
  const { t } = useTranslation();
  const allowed = useCanSeeHistory(kind);
  const [params, setParams] = useSearchParams();
  if (!allowed) return <>{children}</>;
  const tab = params.get('tab') === 'history' ? 'history' : 'details';
  return (
    <Tabs
      value={tab}
      onChange={(v) =>
        setParams(
          (p) => {
            if (v === 'history') p.set('tab', 'history');
            else p.delete('tab');
            return p;
          },
          { replace: true },
        )
      }
      keepMounted={false}
    >
      <Tabs.List mb="md">
        <Tabs.Tab value="details">{t('adminAudit:tabs.details')}</Tabs.Tab>
        <Tabs.Tab value="history">{t('adminAudit:history.title')}</Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="details">{children}</Tabs.Panel>
      <Tabs.Panel value="history">
        <RecordHistory kind={kind} id={id} />
      </Tabs.Panel>
    </Tabs>
  );
}
