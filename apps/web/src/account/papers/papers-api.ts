import { daysUntil, kolkataDay } from '@safesathi/contract';
import { type ApiAnswer, api } from '../../lib/api';
import { fetchWithToken } from '../../lib/download';

/** Query keys of the customer's papers and each paper's share links. */
export const paperKeys = {
  all: ['my', 'papers'] as const,
  shares: (paperId: string) => ['my', 'papers', paperId, 'shares'] as const,
};

export type MyPaper = ApiAnswer<'get', '/api/my/papers'>['data'][number];
export type PaperShare = ApiAnswer<'get', '/api/my/papers/{id}/shares'>['data'][number];

/** A paper as the form holds it; dates YYYY-MM-DD or empty. */
export interface PaperFields {
  kind: MyPaper['kind'];
  vehicleId: string;
  number: string;
  issuer: string;
  validFrom: string;
  validUntil: string;
  insurer: string;
  helpline: string;
  renews?: string;
}

export const fetchPapers = (signal?: AbortSignal) => api.GET('/api/my/papers', { signal }).then((a) => a.data);

function paperForm(fields: PaperFields, file: File | null): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) if (value) form.set(key, value);
  if (file) form.set('file', file);
  return form;
}

export const addPaper = (fields: PaperFields, file: File | null) =>
  api.POST('/api/my/papers', { body: paperForm(fields, file) as never });
export const updatePaper = (id: string, fields: PaperFields, file: File | null) =>
  api.PUT('/api/my/papers/{id}', { params: { path: { id } }, body: paperForm(fields, file) as never });
export const deletePaper = (id: string) => api.DELETE('/api/my/papers/{id}', { params: { path: { id } } });

export const fetchShares = (id: string, signal?: AbortSignal) =>
  api.GET('/api/my/papers/{id}/shares', { params: { path: { id } }, signal }).then((a) => a.data);
export const createShare = (id: string, minutes: number) =>
  api.POST('/api/my/papers/{id}/shares', { params: { path: { id } }, body: { minutes } }).then((a) => a.data);
export const revokeShare = (id: string, shareId: string) =>
  api.DELETE('/api/my/papers/{id}/shares/{shareId}', { params: { path: { id, shareId } } });

/** The paper's file as an object URL: the file needs the bearer token, which a plain link cannot carry. */
export async function paperFileUrl(id: string): Promise<string> {
  const response = await fetchWithToken(`/api/my/papers/${id}/file`, 'The file could not be opened.');
  return URL.createObjectURL(await response.blob());
}

/** Days left until a paper's last valid day (negative once expired), or null with no end date. */
export function daysLeft(validUntil: string | null, now = new Date()): number | null {
  return validUntil ? daysUntil(kolkataDay(now), validUntil) : null;
}

export const expiryColor = (days: number) =>
  days < 0 ? 'red' : days <= 7 ? 'orange' : days <= 30 ? 'yellow' : 'green';
