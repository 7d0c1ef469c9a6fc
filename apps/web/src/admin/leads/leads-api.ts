import { api } from '../../lib/api';

/** The contact-form leads: every page, filter and search under one key. */
export const LEADS_KEY = ['admin', 'leads'] as const;

/** The leads for useListQuery. */
export const leadList = { key: LEADS_KEY, path: '/api/leads' } as const;

export const markLead = (id: string, handled: boolean) =>
  api.PUT('/api/leads/{id}', { params: { path: { id } }, body: { handled } });
