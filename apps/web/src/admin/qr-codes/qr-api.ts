import type { TagStatus } from '@safesathi/contract';
import { type ApiAnswer, api } from '../../lib/api';
import { downloadWithToken } from '../../lib/download';

/** A tag as GET /api/qrcode answers it. */
export type TTagRow = ApiAnswer<'get', '/api/qrcode'>['data'][number];

/** A batch of printed tags as GET /api/qrcode/batches answers it. */
export type TBatch = ApiAnswer<'get', '/api/qrcode/batches'>['data'][number];

export interface TagFilters {
  page: number;
  limit: number;
  sort?: string;
  order?: 'asc' | 'desc';
  status?: TagStatus;
  search?: string;
  batchId?: string;
}

export const TAGS_KEY = ['qrcode'] as const;
export const tagListKey = (f: TagFilters) => [...TAGS_KEY, 'list', f] as const;
export const BATCHES_KEY = [...TAGS_KEY, 'batches'] as const;

export function fetchTags(f: TagFilters, signal?: AbortSignal) {
  return api.GET('/api/qrcode', {
    params: {
      query: {
        page: f.page,
        limit: f.limit,
        sort: f.sort,
        order: f.order,
        status: f.status,
        search: f.search?.trim(),
        batchId: f.batchId,
      },
    },
    signal,
  });
}

export function fetchBatches(signal?: AbortSignal) {
  return api.GET('/api/qrcode/batches', { signal });
}

export function createBatch(count: number) {
  return api.POST('/api/qrcode/batch', { body: { count } });
}

export function updateTag(code: string, body: { vehicleId?: string | null; status?: TagStatus }) {
  return api.PUT('/api/qrcode/{code}', { params: { path: { code } }, body });
}

/** Customers whose vehicle numbers contain `vehicleNumber` (partial, any case), with their vehicles. */
export function findOwnersByVehicle(vehicleNumber: string, signal?: AbortSignal) {
  return api.GET('/api/user/getUser', {
    params: { query: { usertype: 'Customer', vehicleNumber, page: 1, limit: 10 } },
    signal,
  });
}

/** Downloads a batch's A4 sheet of QR codes; answers the file's name. */
export const downloadBatchSheet = (batchId: string): Promise<string> =>
  downloadWithToken(
    `/api/qrcode/batch/${encodeURIComponent(batchId)}/sheet.pdf`,
    `tags-${batchId.slice(0, 8)}.pdf`,
    'The sheet could not be made. Please try again.',
  );
