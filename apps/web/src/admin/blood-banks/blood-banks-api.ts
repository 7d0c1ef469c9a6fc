import { type ApiBody, api } from '../../lib/api';

export const bloodBankKeys = {
  all: ['admin', 'blood-banks'] as const,
  list: ['admin', 'blood-banks', 'list'] as const,
};

/** Sends the chosen file as the server reads it (multipart `file`), answering the import's report. */
export function importBloodBanks(file: File) {
  const form = new FormData();
  form.set('file', file);
  return api.POST('/api/blood-banks/import', { body: form });
}

export type BloodBankBody = ApiBody<'put', '/api/blood-banks/{id}'>;
export const updateBloodBank = (id: string, body: BloodBankBody) =>
  api.PUT('/api/blood-banks/{id}', { params: { path: { id } }, body });
export const deleteBloodBank = (id: string) => api.DELETE('/api/blood-banks/{id}', { params: { path: { id } } });
