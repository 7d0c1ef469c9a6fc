import type { HistoryKind } from '@safesathi/contract';
import { api } from '../../lib/api';

/** Every audit query starts with this key. */
export const AUDIT_KEY = ['audit'] as const;

export const auditKeys = {
  list: [...AUDIT_KEY, 'list'] as const,
  entities: [...AUDIT_KEY, 'entities'] as const,
  admins: [...AUDIT_KEY, 'admins'] as const,
  history: (kind: string, id: string) => [...AUDIT_KEY, 'history', kind, id] as const,
};

/** The log for useListQuery. */
export const auditList = { key: auditKeys.list, path: '/api/audit' } as const;

export const fetchAuditEntities = (signal?: AbortSignal) =>
  api.GET('/api/audit/entities', { signal }).then((r) => r.data);

/** The admins to filter by, by name. */
export const fetchAuditAdmins = (signal?: AbortSignal) =>
  api
    .GET('/api/users', { params: { query: { usertype: 'Admin', sort: 'name', limit: 100 } }, signal })
    .then((r) => r.data);

export const fetchRecordHistory = (kind: HistoryKind, id: string, signal?: AbortSignal) =>
  api.GET('/api/audit/history/{kind}/{id}', { params: { path: { kind, id }, query: { limit: 100 } }, signal });
