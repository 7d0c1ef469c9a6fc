import type { SosStatus, TSosCall, TSosFigures, TSosSeen } from '@safesathi/contract';
import { api } from '../../lib/api';

export interface SosListFilters {
  page: number;
  limit: number;
  status?: SosStatus;
  /** 'failed': only calls with a text that could not be delivered. */
  delivery?: 'failed';
  search?: string;
}

/** Every SOS query starts with this key, so one invalidation refreshes the list, the bell and the account. */
export const SOS_KEY = ['soscalls'] as const;

/** Every page and filter of the SOS list. */
export const SOS_LIST_KEY = [...SOS_KEY, 'list'] as const;
/** The SOS calls list for useListQuery, newest first. */
export const sosList = { key: SOS_LIST_KEY, path: '/api/sos-calls' } as const;
export const SOS_BELL_KEY = [...SOS_KEY, 'bell'] as const;
export const SOS_SEEN_KEY = [...SOS_KEY, 'seen'] as const;

/** The bell's read state, kept per admin on the server: the same on every machine they use. */
export async function fetchSosSeen(signal?: AbortSignal): Promise<TSosSeen> {
  return (await api.GET('/api/notifications/seen', { signal })).data;
}

/** Marks the calls up to `seenAt` seen for this admin everywhere (the server only moves it forward). */
export async function markSosSeen(seenAt?: string): Promise<TSosSeen> {
  return (await api.POST('/api/notifications/seen', { body: seenAt ? { seenAt } : {} })).data;
}

export function fetchSosCalls(f: SosListFilters, signal?: AbortSignal) {
  return api.GET('/api/sos-calls', {
    params: {
      query: { page: f.page, limit: f.limit, status: f.status, delivery: f.delivery, search: f.search?.trim() },
    },
    signal,
  });
}

export const SOS_FIGURES_KEY = [...SOS_KEY, 'figures'] as const;

/** What the channel ladder did over the last `days` days: pushes, texts saved by push, money saved. */
export async function fetchSosFigures(days: number, signal?: AbortSignal): Promise<TSosFigures> {
  return (await api.GET('/api/sos-calls/figures', { params: { query: { days } }, signal })).data;
}

export function updateSosCall(id: string, body: { status: SosStatus; note?: string }) {
  return api.PUT('/api/sos-calls/{id}', { params: { path: { id } }, body });
}

/** Queues a call's undelivered texts again (editSosCall). */
export function retrySosTexts(id: string) {
  return api.POST('/api/sos-calls/{id}/retry', { params: { path: { id } } });
}

export function isSosCall(value: unknown): value is TSosCall {
  const v = value as Partial<TSosCall> | null;
  return (
    typeof v === 'object' &&
    v !== null &&
    typeof v._id === 'string' &&
    typeof v.createdAt === 'string' &&
    typeof v.reason === 'object' &&
    typeof v.vehicle === 'object'
  );
}
