import { List, Text } from '@mantine/core';
import type { TAuditEntry } from '@safesathi/contract';
import { useTranslation } from 'react-i18next';
import { changeLines } from './audit-format';

/** An entry's changes as "Field: old → new" lines; a new or removed record says so. */
export function AuditChanges({ entry, max }: { entry: TAuditEntry; max?: number }) {
  const { t } = useTranslation();
  if (entry.action === 'create') return <Text size="sm">{t('adminAudit:changes.created')}</Text>;
  if (entry.action === 'delete') return <Text size="sm">{t('adminAudit:changes.removed')}</Text>;
  const lines = changeLines(entry.before, entry.after, t);
  if (lines.length === 0) return <Text size="sm">{t('adminAudit:changes.none')}</Text>;
  const shown = max ? lines.slice(0, max) : lines;
  return (
    <List size="sm" spacing={2} listStyleType="none" styles={{ itemWrapper: { display: 'inline' } }}>
      {shown.map((l) => (
        <List.Item key={l.field}>
          <Text span size="sm" fw={600}>
            {l.field}:
          </Text>{' '}
          <Text span size="sm" style={{ overflowWrap: 'anywhere' }}>
            {l.from} → {l.to}
          </Text>
        </List.Item>
      ))}
      {shown.length < lines.length ? (
        <List.Item>
          <Text span size="sm" c="dimmed">
            {t('adminAudit:changes.more', { count: lines.length - shown.length })}
          </Text>
        </List.Item>
      ) : null}
    </List>
  );
}
