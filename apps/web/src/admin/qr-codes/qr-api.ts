import type { TagStatus } from '@safesathi/contract';
import { type ApiAnswer, api } from '../../lib/api';
import { downloadWithToken } from '../../lib/download';

/** A tag as GET /api/tags answers it. */
export type TTagRow = ApiAnswer<'get', '/api/tags'>['data'][number];

/** A batch of printed tags as GET /api/tags/batches answers it. */
export type TBatch = ApiAnswer<'get', '/api/tags/batches'>['data'][number];

export const TAGS_KEY = ['qrcode'] as const;
/** The tags list for useListQuery. */
export const tagList = { key: [...TAGS_KEY, 'list'] as const, path: '/api/tags' } as const;
export const BATCHES_KEY = [...TAGS_KEY, 'batches'] as const;

export function fetchBatches(signal?: AbortSignal) {
  return api.GET('/api/tags/batches', { signal });
}

export function createBatch(count: number) {
  return api.POST('/api/tags/batches', { body: { count } });
}

export function updateTag(code: string, body: { vehicleId?: string | null; status?: TagStatus }) {
  return api.PUT('/api/tags/{code}', { params: { path: { code } }, body });
}

/** Customers whose vehicle numbers contain `vehicleNumber` (partial, any case), with their vehicles. */
export function findOwnersByVehicle(vehicleNumber: string, signal?: AbortSignal) {
  return api.GET('/api/users', {
    params: { query: { usertype: 'Customer', vehicleNumber, page: 1, limit: 10 } },
    signal,
  });
}

/** Downloads a batch's A4 sheet of QR codes; answers the file's name. */
export const downloadBatchSheet = (batchId: string): Promise<string> =>
  downloadWithToken(
    `/api/tags/batches/${encodeURIComponent(batchId)}/sheet.pdf`,
    `tags-${batchId.slice(0, 8)}.pdf`,
    'The sheet could not be made. Please try again.',
  );
