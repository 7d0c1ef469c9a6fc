/**
 * This browser's Web Push subscription (issue 25), on the owner's app's service worker
 * (owner-app.ts, scope /account): what the account's "Devices" section switches on and off.
 */

/** Where the server's id for this browser's device is kept, to tell it apart in the list. */
const DEVICE_KEY = 'safesathi.pushDevice';

export type PushSupport = 'supported' | 'unsupported';

/** Notifications from a service worker's pushes: not in every browser (iOS only once installed). */
export function pushSupport(): PushSupport {
  return typeof navigator !== 'undefined' &&
    'serviceWorker' in navigator &&
    typeof window !== 'undefined' &&
    'PushManager' in window &&
    'Notification' in window
    ? 'supported'
    : 'unsupported';
}

export const thisDeviceId = (): string | null => window.localStorage.getItem(DEVICE_KEY);
export const rememberThisDevice = (id: string | null): void => {
  if (id) window.localStorage.setItem(DEVICE_KEY, id);
  else window.localStorage.removeItem(DEVICE_KEY);
};

/** The owner's app's service worker, once registered (it is, on any account page); null when it never is. */
async function ownerAppWorker(waitMs = 10_000): Promise<ServiceWorkerRegistration | null> {
  const found = await navigator.serviceWorker.getRegistration('/account').catch(() => undefined);
  if (found) return found;
  return Promise.race([
    navigator.serviceWorker.ready,
    new Promise<null>((resolve) => window.setTimeout(() => resolve(null), waitMs)),
  ]);
}

/** This browser's current subscription, if it has one. */
export async function currentSubscription(): Promise<PushSubscription | null> {
  const registration = await ownerAppWorker(2000);
  return (await registration?.pushManager.getSubscription()) ?? null;
}

/** How long the browser's push service may take to sign this browser up. */
const SUBSCRIBE_WAIT_MS = 15_000;

/** Why this browser cannot get alerts, with the English sentence; a translated screen says it by `reason`. */
export class PushRefused extends Error {
  constructor(
    message: string,
    readonly reason: 'blocked' | 'not-allowed' | 'not-ready' | 'no-service',
  ) {
    super(message);
  }
}

/** The VAPID public key (base64url) as the bytes `applicationServerKey` takes. */
function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const raw = window.atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  const bytes = new Uint8Array(raw.length);
  for (let i = 0; i < raw.length; i++) bytes[i] = raw.charCodeAt(i);
  return bytes;
}

/**
 * Asks for permission to notify, then subscribes this browser with the server's key; throws
 * PushRefused with a sentence for the person when it cannot.
 */
export async function subscribeThisBrowser(publicKey: string): Promise<PushSubscriptionJSON> {
  const permission = await Notification.requestPermission();
  if (permission !== 'granted')
    throw new PushRefused(
      permission === 'denied'
        ? 'Notifications are blocked for this site. Allow them in your browser’s site settings, then try again.'
        : 'Allow notifications when your browser asks, so alerts can reach this device.',
      permission === 'denied' ? 'blocked' : 'not-allowed',
    );
  const registration = await ownerAppWorker();
  if (!registration)
    throw new PushRefused('The app is still getting ready on this device. Reload the page and try again.', 'not-ready');
  try {
    // A browser whose push service cannot be reached may never answer: give up after a while.
    const subscription = await Promise.race([
      registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(publicKey) }),
      new Promise<never>((_, reject) => window.setTimeout(() => reject(new Error('timeout')), SUBSCRIBE_WAIT_MS)),
    ]);
    return subscription.toJSON();
  } catch {
    throw new PushRefused(
      'This browser could not sign up for notifications (it needs its push service online). Try again later.',
      'no-service',
    );
  }
}

/** Stops this browser's subscription (its push service then refuses further pushes). */
export async function unsubscribeThisBrowser(): Promise<void> {
  const subscription = await currentSubscription().catch(() => null);
  await subscription?.unsubscribe().catch(() => false);
}

/** A name the owner recognises in their list: "Chrome on Android". */
export function deviceLabel(userAgent: string): string {
  const browser = /Edg\//.test(userAgent)
    ? 'Edge'
    : /SamsungBrowser\//.test(userAgent)
      ? 'Samsung Internet'
      : /Firefox\//.test(userAgent)
        ? 'Firefox'
        : /Chrome\//.test(userAgent)
          ? 'Chrome'
          : /Safari\//.test(userAgent)
            ? 'Safari'
            : 'Browser';
  const system = /Android/.test(userAgent)
    ? 'Android'
    : /iPhone|iPad|iPod/.test(userAgent)
      ? 'iPhone'
      : /Windows/.test(userAgent)
        ? 'Windows'
        : /Mac OS X/.test(userAgent)
          ? 'Mac'
          : /CrOS/.test(userAgent)
            ? 'ChromeOS'
            : /Linux/.test(userAgent)
              ? 'Linux'
              : null;
  return system ? `${browser} on ${system}` : browser;
}
