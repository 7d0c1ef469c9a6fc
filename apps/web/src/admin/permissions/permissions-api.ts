import type { PermissionFlags } from '@safesathi/contract';
import { api } from '../../lib/api';

export const permissionKey = (id: string) => ['permissions', id] as const;

export const fetchFlags = (id: string, signal?: AbortSignal) =>
  api.GET('/api/admin/permissions/{adminId}', { params: { path: { adminId: id } }, signal }).then((r) => r.data);

export const saveFlags = (id: string, flags: PermissionFlags) =>
  api.PUT('/api/admin/permissions/{adminId}', { params: { path: { adminId: id } }, body: flags });
