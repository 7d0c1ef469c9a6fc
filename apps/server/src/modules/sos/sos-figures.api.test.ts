/**
 * The back office's channel-ladder figures (docs/decisions/0067-channel-ladder.md): pushes sent and
 * shown, texts saved because the owner's device showed the push, and the money saved at the SMS price.
 * Pushes go to a local fake push service over HTTP, as in the ladder's own test.
 */
import { createECDH } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bearer, json } from '../../../test/test-app.js';
import { adminWith } from '../../../test/user-fixtures.js';
import { pushSubscriptions } from '../../platform/db/schema.js';
import type { AlertPushPayload } from '../../platform/push/push.js';
import { type FakePushService, type FakeSubscription, startFakePushService } from '../../platform/push/push-fakes.js';
import { DEMO_TAG_CODE } from '../../seed.js';
import { OWNER, ownerId, post, reasonId, sms, sosBody, t, withSosApp } from './sos-test-kit.js';

const WAIT = 30;
const PRICE = 27;
const ecdh = createECDH('prime256v1');
ecdh.generateKeys();
const vapid = {
  publicKey: ecdh.getPublicKey().toString('base64url'),
  privateKey: ecdh.getPrivateKey().toString('base64url'),
};
let pushService: FakePushService;
let phone: FakeSubscription;

beforeAll(async () => {
  pushService = await startFakePushService();
});
afterAll(async () => pushService?.close());
withSosApp(() => ({
  push: { ...vapid, subject: 'mailto:ops@example.com', fallbackSeconds: WAIT },
  campaigns: { perSecond: 10, costPerSmsPaise: PRICE, linkHosts: [] },
}));

async function withDevice() {
  phone = pushService.subscribe(vapid.publicKey);
  await t.database.db.insert(pushSubscriptions).values({
    userId: ownerId,
    endpoint: phone.endpoint,
    p256dh: phone.p256dh,
    auth: phone.auth,
    label: 'Chrome on Android',
  });
}
beforeEach(async () => {
  await t.database.db.delete(pushSubscriptions);
});

const deliver = () => t.app.services.worker.runOnce();
async function alert() {
  const res = await post(sosBody({ qrcodename: DEMO_TAG_CODE, reasonId }));
  expect(res.statusCode).toBe(201);
}
type Figures = {
  data: {
    days: number;
    calls: number;
    pushesSent: number;
    pushesShown: number;
    textsSaved: number;
    moneySavedPaise: number;
  };
};
const figures = (token: string, query = '') =>
  t.app.inject({ method: 'GET', url: `/api/sos-calls/figures${query}`, headers: bearer(token) });

describe('texts saved by push', () => {
  it('counts a text cancelled because the push was shown, and none for a call without a push', async () => {
    const { user } = await adminWith(t, ['viewSosCall']);
    const admin = await t.signIn(user.phone);
    const before = json<Figures>(await figures(admin)).data;

    // No device: the owner is texted, nothing is saved.
    await alert();
    await deliver();
    expect(sms.to(OWNER)).toHaveLength(1);
    const noPush = json<Figures>(await figures(admin)).data;
    expect(noPush.calls).toBe(before.calls + 1);
    expect(noPush.textsSaved).toBe(before.textsSaved);
    expect(noPush.pushesSent).toBe(before.pushesSent);

    // With a device that shows the push: its text is cancelled, one text saved at the SMS price.
    t.clock.advance(t.config.limits.sosNotifyWindowSeconds + t.config.limits.sosEscalateSeconds + 1);
    await deliver();
    sms.sent = [];
    await withDevice();
    await alert();
    await deliver();
    const push = JSON.parse(phone.decrypt(phone.messages().at(-1)!)) as AlertPushPayload;
    expect((await t.app.inject({ method: 'POST', url: `/api/answer/${push.token}/received` })).statusCode).toBe(200);
    t.clock.advance(WAIT + 1);
    await deliver();
    expect(sms.to(OWNER)).toHaveLength(0);

    const after = json<Figures>(await figures(admin)).data;
    expect(after.calls).toBe(before.calls + 2);
    expect(after.pushesSent - before.pushesSent).toBe(1);
    expect(after.pushesShown - before.pushesShown).toBe(1);
    expect(after.textsSaved - before.textsSaved).toBe(1);
    expect(after.moneySavedPaise).toBe(after.textsSaved * PRICE);

    // Over a period that ends before these calls, none of them count.
    t.clock.advance(3 * 86_400);
    expect(json<Figures>(await figures(admin, '?days=1')).data).toMatchObject({ days: 1, calls: 0, textsSaved: 0 });
  });

  it('is for admins with the SOS flag only, and says which value of days is wrong', async () => {
    const customer = await t.signIn(OWNER);
    expect((await figures(customer)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/sos-calls/figures' })).statusCode).toBe(401);
    const { user } = await adminWith(t, ['viewOrder']);
    expect((await figures(await t.signIn(user.phone))).statusCode).toBe(403);
    const { user: sos } = await adminWith(t, ['viewSosCall']);
    const bad = await figures(await t.signIn(sos.phone), '?days=0');
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('days is a whole number from 1 to 365');
  });
});
