import { api } from '../../lib/api';

/** The back office's blood requests: every page and filter under one key. */
export const BLOOD_REQUESTS_KEY = ['admin', 'blood-requests'] as const;

/** The requests for useListQuery, newest first. */
export const bloodRequestList = { key: BLOOD_REQUESTS_KEY, path: '/api/blood/admin/requests' } as const;

export const closeBloodRequest = (id: string) =>
  api.POST('/api/blood/admin/requests/{id}/close', { params: { path: { id } } });

export const blockRequester = (id: string) =>
  api.PUT('/api/blood/admin/requesters/{id}/block', { params: { path: { id } }, body: {} });

export const unblockRequester = (id: string) =>
  api.DELETE('/api/blood/admin/requesters/{id}/block', { params: { path: { id } } });
