import type { TagStatus, TListResponse, TUserListItem } from '@safesathi/contract';
import { ApiError, api, NETWORK_MESSAGE } from '../../lib/api';
import { getToken } from '../../lib/storage';

/** A tag as GET /api/qrcode answers it. */
export interface TTagRow {
  _id: string;
  code: string;
  status: TagStatus;
  batchId: string | null;
  url: string;
  activatedAt: string | null;
  createdAt: string;
  vehicle: { _id: string; registrationNumber: string } | null;
  owner: { _id: string; name: string; phone: string } | null;
}

export interface TBatch {
  _id: string;
  count: number;
  createdAt: string;
}

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
  return api.get<TListResponse<TTagRow>>('/api/qrcode', {
    signal,
    query: {
      page: f.page,
      limit: f.limit,
      sort: f.sort,
      order: f.order,
      status: f.status,
      search: f.search?.trim(),
      batchId: f.batchId,
    },
  });
}

export function fetchBatches(signal?: AbortSignal) {
  return api.get<{ status: 'Success'; data: TBatch[] }>('/api/qrcode/batches', { signal });
}

export function createBatch(count: number) {
  return api.post<{ status: 'Success'; message: string; data: { batch: TBatch; tags: TTagRow[] } }>(
    '/api/qrcode/batch',
    { count },
  );
}

export function updateTag(code: string, body: { vehicleId?: string | null; status?: TagStatus }) {
  return api.put<{ status: 'Success'; message: string; data: TTagRow }>(`/api/qrcode/${code}`, body);
}

/** Customers whose vehicle numbers contain `vehicleNumber` (partial, any case), with their vehicles. */
export function findOwnersByVehicle(vehicleNumber: string, signal?: AbortSignal) {
  return api.get<TListResponse<TUserListItem>>('/api/user/getUser', {
    signal,
    query: { usertype: 'Customer', vehicleNumber, page: 1, limit: 10 },
  });
}

function fileNameOf(disposition: string | null, fallback: string): string {
  const match = disposition?.match(/filename\*?=(?:UTF-8'')?"?([^";]+)"?/i);
  return match?.[1] ? decodeURIComponent(match[1]) : fallback;
}

/**
 * Downloads a batch's A4 sheet. A plain link cannot carry the bearer token (and the token must
 * not go into a URL), so the PDF is fetched, then handed to the browser as a file.
 */
export async function downloadBatchSheet(batchId: string): Promise<string> {
  const headers: Record<string, string> = { Accept: 'application/pdf' };
  const token = getToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  let response: Response;
  try {
    response = await fetch(`/api/qrcode/batch/${encodeURIComponent(batchId)}/sheet.pdf`, { headers });
  } catch {
    throw new ApiError({ status: 0, code: 'NETWORK', message: NETWORK_MESSAGE });
  }
  if (!response.ok) {
    let message = 'The sheet could not be made. Please try again.';
    let code = `HTTP_${response.status}`;
    try {
      const body = (await response.json()) as { message?: string; code?: string };
      if (body.message) message = body.message;
      if (body.code) code = body.code;
    } catch {
      // Not JSON: keep the general sentence.
    }
    throw new ApiError({ status: response.status, code, message });
  }
  const blob = await response.blob();
  const name = fileNameOf(response.headers.get('content-disposition'), `tags-${batchId.slice(0, 8)}.pdf`);
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser time to start the download before the URL is released.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
  return name;
}
