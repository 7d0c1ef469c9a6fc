import type { TSessionUser } from '@safesathi/contract';
import { api } from './api';

/**
 * The owner's app (docs/decisions/0065-installable-account.md): the account installs to the home
 * screen, and its service worker keeps the last copy of what the account showed, for when the
 * phone is offline. Registered from the account only, with the account as its scope: the public
 * pages (the SOS page first) never wait for it.
 */
export function registerOwnerApp(): void {
  if (!('serviceWorker' in navigator)) return;
  void import('virtual:pwa-register')
    .then(({ registerSW }) => registerSW({ immediate: true }))
    .catch(() => {
      // No service worker (a private window, an old browser): the account works online as before.
    });
}

/** The caches that hold the signed-in person's data; emptied when they sign out. */
const PERSONAL_CACHES = ['account-data', 'account-pages'];

export async function forgetOwnerAppCopies(): Promise<void> {
  if (typeof caches === 'undefined') return;
  await Promise.all(PERSONAL_CACHES.map((name) => caches.delete(name).catch(() => false)));
}

/**
 * While the server cannot be reached: the profile as this phone last saw it (the service worker
 * answers from its copy), or null when there is none. The session's token stays as it is.
 */
export async function savedProfile(): Promise<TSessionUser | null> {
  try {
    const answer = await api.GET('/api/user/me');
    return { ...answer.data, permissions: [] } as TSessionUser;
  } catch {
    return null;
  }
}
