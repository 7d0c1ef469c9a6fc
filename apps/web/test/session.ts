// Who a component test is signed in as: a session user and the stored token the fake server accepts.

import type { TSessionUser } from '@safesathi/contract';
import { TOKEN_KEY } from '../src/config';
import { fakeServer } from './render';

/** Asha Rao, an admin holding no permission flag, with `fields` changed. */
export const person = (fields: Partial<TSessionUser>): TSessionUser => ({
  _id: 'b0b0b0b0-0000-4000-8000-000000000001',
  name: 'Asha Rao',
  email: null,
  phone: '9876543210',
  countryCode: '91',
  usertype: 'Admin',
  bloodGroup: null,
  showDetails: false,
  allowMaskedCalls: false,
  smsOffers: false,
  smsOffersConsentAt: null,
  fallbackChannel: 'sms',
  whatsappOptInAt: null,
  language: 'en',
  isSuperAdmin: false,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  permissions: [],
  ...fields,
});

/** Signed in (a stored token the fake server accepts) as `user`; `routes` are the fake server's other answers. */
export function signedInAs(user: TSessionUser, routes: Parameters<typeof fakeServer>[0] = {}) {
  window.localStorage.setItem(TOKEN_KEY, 'token-of-the-test');
  return fakeServer({ 'POST /api/verify-token': { body: { success: true, user } }, ...routes });
}
