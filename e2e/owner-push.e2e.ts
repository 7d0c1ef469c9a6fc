import { createECDH, randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type BrowserContext, chromium, type Page } from '@playwright/test';
import { expect, type OutboxEntry, test } from './fixtures.js';
import { answerLinkIn, bystanderName, CUSTOMER, loaded, PHONE, PLATE, sendAlert, TAG, tokenOf } from './support.js';

// Alerts on the owner's phone (issue 25): the account's Devices section, and the owner app's service
// worker showing an alert's push as a notification whose action answers the alert. The test server
// runs with push on (outside production its VAPID keys are made in DATA_DIR). Headless Chromium has
// no push service to subscribe at, so the push is delivered through the DevTools protocol.

interface ShownNotification {
  title: string;
  body: string;
  tag: string;
  requireInteraction: boolean;
  actions: { action: string; title: string }[];
  data: { token?: string; url?: string };
}

/** The notifications the owner app's worker shows now. */
const notificationsOf = (page: Page) =>
  page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    // Notification's actions are not in TypeScript's DOM types yet.
    type WithActions = Notification & { actions: { action: string; title: string }[] };
    return ((await registration.getNotifications()) as WithActions[]).map((n) => ({
      title: n.title,
      body: n.body,
      tag: n.tag,
      requireInteraction: n.requireInteraction,
      actions: n.actions.map((a) => ({ action: a.action, title: a.title })),
      data: n.data,
    })) as ShownNotification[];
  });

/** The DevTools protocol's id of the service worker registration for /account. */
async function accountRegistrationId(context: BrowserContext, page: Page) {
  const cdp = await context.newCDPSession(page);
  const found = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const account = registrations.find((r) => new URL(r.scopeURL).pathname === '/account' && !r.isDeleted);
      if (account) resolve(account.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  return { cdp, registrationId: await found };
}

/** The owner's text about the alert `name` sent, with its answer link. */
async function ownerText(outbox: { messages(phone: string): Promise<OutboxEntry[]> }, name: string) {
  let text: OutboxEntry | undefined;
  await expect
    .poll(async () => {
      text = (await outbox.messages(CUSTOMER)).find((m) => m.body.includes(name));
      return text;
    })
    .toBeDefined();
  return answerLinkIn(text!.body);
}

test('an alert pushed to the owner shows as a notification whose action answers it, without opening the app', async ({
  baseURL,
  signIn,
  openPage,
  outbox,
}) => {
  // Subscribing waits 15 s for a push service that never answers here.
  test.setTimeout(120_000);
  const profile = mkdtempSync(join(tmpdir(), 'owner-push-'));
  const context = await chromium.launchPersistentContext(profile, {
    ...test.info().project.use.launchOptions,
    headless: true,
    baseURL,
    viewport: PHONE,
    locale: 'en-IN',
  });
  try {
    await context.grantPermissions(['notifications'], { origin: baseURL! });
    const page = context.pages()[0] ?? (await context.newPage());
    await signIn(page, CUSTOMER);
    await page.goto('/account/profile');
    await loaded(page);
    await page.evaluate(async () => navigator.serviceWorker.ready);

    // The Devices section, at a phone's width: none yet, and the switch for this one.
    const devices = page.getByRole('region', { name: 'Devices' });
    await expect(devices.getByText('No devices get alerts yet.')).toBeVisible();
    const toggle = devices.getByRole('switch', { name: /^Alerts on this device/ });
    await expect(toggle).not.toBeChecked();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    // Switching on asks to notify (granted above) and subscribes at the browser's push service, which
    // a test machine cannot reach: the section says it could not, and keeps no device.
    await toggle.click();
    await expect(devices.getByText(/could not sign up for notifications/)).toBeVisible({ timeout: 30_000 });
    await expect(toggle).not.toBeChecked();
    await expect(devices.getByText('No devices get alerts yet.')).toBeVisible();

    // A device the owner switched on elsewhere (its subscription sent as that browser would): listed
    // by its name, and removed only once the owner says so.
    const other = createECDH('prime256v1');
    other.generateKeys();
    const added = await page.request.post('/api/my/devices', {
      headers: { authorization: `Bearer ${await tokenOf(page)}` },
      data: {
        endpoint: `https://push.example.com/send/${Date.now()}`,
        keys: { p256dh: other.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') },
        label: 'Firefox on Windows',
      },
    });
    expect(added.status()).toBe(201);
    await page.reload();
    await loaded(page);
    await expect(devices.getByText('Firefox on Windows')).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await devices.getByRole('button', { name: 'Remove Firefox on Windows' }).click();
    const ask = page.getByRole('dialog', { name: 'Stop alerts on this device?' });
    await ask.getByRole('button', { name: 'Remove' }).click();
    await expect(page.getByText('Firefox on Windows no longer gets alerts.')).toBeVisible();
    await expect(devices.getByText('No devices get alerts yet.')).toBeVisible();

    // A bystander alerts the owner; the owner's answer link names the alert.
    const bystander = await openPage({ viewport: PHONE });
    const name = bystanderName('Meera Nair');
    await bystander.goto(`/${TAG}`);
    await sendAlert(bystander, { reason: 'Car blocking the way', name, mobile: '9811100077' });
    const link = await ownerText(outbox, name);
    const token = link.slice(-12);

    // The push, as the sender would make it (AlertPushPayload), delivered to the account's worker.
    const { cdp, registrationId } = await accountRegistrationId(context, page);
    // A worker idle for a while is stopped: the push service's delivery starts it, as this does.
    await cdp.send('ServiceWorker.startWorker', { scopeURL: new URL('/account', baseURL).href });
    const payload = {
      kind: 'sos',
      title: `Alert about ${PLATE}`,
      body: `${name}: Car blocking the way`,
      token,
      url: link,
      tag: `sos-${PLATE}`,
      urgent: false,
    };
    // DevTools may hand the push to a worker that is still starting, and then it is lost (a push
    // service would deliver it again): deliver it until it shows. The notification's tag makes a
    // second delivery replace the first, so one shows either way.
    await expect
      .poll(
        async () => {
          const shown = (await notificationsOf(page)).length;
          if (shown > 0) return shown;
          await cdp.send('ServiceWorker.startWorker', { scopeURL: new URL('/account', baseURL).href });
          await cdp.send('ServiceWorker.deliverPushMessage', {
            origin: new URL(baseURL!).origin,
            registrationId,
            data: JSON.stringify(payload),
          });
          return shown;
        },
        { timeout: 30_000, intervals: [1000, 2000] },
      )
      .toBe(1);
    const [shown] = await notificationsOf(page);
    expect(shown).toMatchObject({
      title: `Alert about ${PLATE}`,
      body: `${name}: Car blocking the way`,
      tag: `sos-${PLATE}`,
      requireInteraction: false,
      data: { token, url: link },
    });
    expect(shown!.actions).toEqual([
      { action: 'coming', title: "I'm coming" },
      { action: 'seen', title: "I've seen it" },
    ]);

    // "I've seen it", tapped in the notification: the worker answers through the link.
    const worker = context.serviceWorkers().find((w) => w.url().endsWith('/sw.js'));
    expect(worker).toBeDefined();
    await worker!.evaluate(async () => {
      // The worker's globals (ServiceWorkerGlobalScope, NotificationEvent) are not in the DOM types.
      const sw = self as unknown as {
        registration: ServiceWorkerRegistration;
        dispatchEvent(event: Event): boolean;
        NotificationEvent: new (type: string, init: { notification: Notification; action: string }) => Event;
      };
      const [notification] = await sw.registration.getNotifications();
      sw.dispatchEvent(new sw.NotificationEvent('notificationclick', { notification: notification!, action: 'seen' }));
    });
    // The alert's notification gives way to one saying the answer went, and the bystander sees it.
    await expect.poll(async () => (await notificationsOf(page)).map((n) => n.title)).toEqual(['Your answer was sent']);
    await expect(bystander.locator('#status')).toContainText('The owner has seen your alert.');
    // No page of the app was opened for it.
    expect(context.pages()).toHaveLength(1);
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
});
