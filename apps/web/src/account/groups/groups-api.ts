import type { ShareDuration } from '@safesathi/contract';
import { type ApiAnswer, api } from '../../lib/api';

/** Query keys of the travel groups (docs/decisions/0072-trip-groups.md). */
export const groupKeys = {
  all: ['my', 'groups'] as const,
  one: (id: string) => ['my', 'groups', id] as const,
  sharing: ['my', 'groups', 'sharing'] as const,
};

export type Group = ApiAnswer<'get', '/api/groups/{id}'>['data'];
export type GroupMember = Group['members'][number];

export const fetchGroups = (signal?: AbortSignal) => api.GET('/api/groups', { signal }).then((a) => a.data);
export const fetchGroup = (id: string, signal?: AbortSignal) =>
  api.GET('/api/groups/{id}', { params: { path: { id } }, signal }).then((a) => a.data);
export const fetchMySharing = (signal?: AbortSignal) => api.GET('/api/groups/sharing', { signal }).then((a) => a.data);

export const createGroup = (name: string) => api.POST('/api/groups', { body: { name } }).then((a) => a.data);
export const inviteToGroup = (id: string, phone: string) =>
  api.POST('/api/groups/{id}/invitations', { params: { path: { id } }, body: { phone } });
export const acceptInvitation = (token: string) =>
  api.POST('/api/group-invitations/{token}/accept', { params: { path: { token } } }).then((a) => a.data);
export const removeMember = (id: string, userId: string) =>
  api.DELETE('/api/groups/{id}/members/{userId}', { params: { path: { id, userId } } });
export const leaveGroup = (id: string) => api.POST('/api/groups/{id}/leave', { params: { path: { id } } });

export const startSharing = (id: string, duration: ShareDuration, destination?: string) =>
  api.POST('/api/groups/{id}/share', {
    params: { path: { id } },
    body: { duration, ...(destination ? { destination } : {}) },
  });
export const stopSharing = (id: string) => api.DELETE('/api/groups/{id}/share', { params: { path: { id } } });
export const sendPosition = (id: string, p: { lat: number; lng: number; accuracy: number }) =>
  api.POST('/api/groups/{id}/position', { params: { path: { id } }, body: p });
/** Signed out: who sent the invitation and the number it was sent to (masked). */
export const previewInvitation = (token: string, signal?: AbortSignal) =>
  api.GET('/api/group-invitations/{token}', { params: { path: { token } }, signal }).then((a) => a.data);

export type TripAlarm = NonNullable<ApiAnswer<'get', '/api/groups/{id}/alarm'>['data']>;
export const alarmKey = (id: string) => ['my', 'groups', id, 'alarm'] as const;
export const fetchAlarm = (id: string, signal?: AbortSignal) =>
  api.GET('/api/groups/{id}/alarm', { params: { path: { id } }, signal }).then((a) => a.data);
/** `key`: one per press, sent again on a retry, so a double tap or a retry raises one alarm (ADR 0070). */
export const raiseAlarm = (id: string, key: string) =>
  api
    .POST('/api/groups/{id}/alarm', { params: { path: { id } }, headers: { 'Idempotency-Key': key } })
    .then((a) => a.data);
export const closeAlarm = (id: string) =>
  api.POST('/api/groups/{id}/alarm/close', { params: { path: { id } } }).then((a) => a.data);
