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
 * Signing out on purpose stops this browser's alerts: its push subscription ends here, and the
 * server forgets the device the next time its push service answers "gone" (ADR 0066). A session
 * that merely expired keeps them: an owner must not stop hearing of an accident because a token ran out.
 */
export async function stopAlertsOnThisDevice(): Promise<void> {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  try {
    const registration = await navigator.serviceWorker.getRegistration('/account');
    const subscription = await registration?.pushManager?.getSubscription();
    await subscription?.unsubscribe();
  } catch {
    // No worker or no push here: nothing was subscribed.
  }
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
