import { createECDH, randomBytes, randomUUID } from 'node:crypto';
import { MAX_DEVICES, PERMISSION_FLAGS } from '@safesathi/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../../test/request.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { adminWith, signedInCustomer } from '../../../test/user-fixtures.js';
import { pushSubscriptions, users } from '../../platform/db/schema.js';
import { forgetDevicesOfDeletedAccounts } from './devices.service.js';

function vapidKeys() {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return {
    publicKey: ecdh.getPublicKey().toString('base64url'),
    privateKey: ecdh.getPrivateKey().toString('base64url'),
  };
}

/** A browser's subscription as PushSubscription.toJSON() gives it, at a push service of its own. */
function subscription(label = 'Chrome on Android') {
  const browser = createECDH('prime256v1');
  browser.generateKeys();
  return {
    endpoint: `https://push.example.com/send/${randomUUID()}`,
    keys: { p256dh: browser.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') },
    label,
  };
}

const VAPID = vapidKeys();
let t: TestApp;
let off: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    config: { push: { ...VAPID, subject: 'mailto:t@example.com', fallbackSeconds: 30 } },
  });
  off = await createTestApp();
});
afterAll(async () => {
  await t?.close();
  await off?.close();
});

const idsOf = (res: { json(): { data: { _id: string }[] } }) => res.json().data.map((d) => d._id);

describe('devices: the public key', () => {
  it('gives the VAPID public key to anyone when push is on, and says it is off otherwise', async () => {
    const on = await call(t, 'GET', '/api/push/public-key');
    expect(on.statusCode).toBe(200);
    expect(on.json()).toEqual({ status: 'Success', enabled: true, publicKey: VAPID.publicKey });
    expect(on.body).not.toContain(VAPID.privateKey);
    const none = await call(off, 'GET', '/api/push/public-key');
    expect(none.json()).toEqual({ status: 'Success', enabled: false });
  });
});

describe('devices: subscribe, list, remove', () => {
  it('lists a subscribed device by its name and never gives back its endpoint or keys', async () => {
    const owner = await signedInCustomer(t);
    const sub = subscription('Pixel 8');
    const saved = await call(t, 'POST', '/api/my/devices', owner.token, sub);
    expect(saved.statusCode).toBe(201);
    expect(saved.json().data).toMatchObject({ label: 'Pixel 8', lastSuccessAt: null });
    const list = await call(t, 'GET', '/api/my/devices', owner.token);
    expect(list.statusCode).toBe(200);
    expect(list.json().data).toEqual([
      { _id: saved.json().data._id, label: 'Pixel 8', createdAt: expect.any(String), lastSuccessAt: null },
    ]);
    for (const secret of [sub.endpoint, sub.keys.p256dh, sub.keys.auth]) {
      expect(saved.body).not.toContain(secret);
      expect(list.body).not.toContain(secret);
    }
    // The sender finds it with its keys.
    const [row] = await t.database.db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.endpoint, sub.endpoint));
    expect(row).toMatchObject({ userId: owner.user.id, p256dh: sub.keys.p256dh, auth: sub.keys.auth });

    const removed = await call(t, 'DELETE', `/api/my/devices/${saved.json().data._id}`, owner.token);
    expect(removed.statusCode).toBe(200);
    expect(idsOf(await call(t, 'GET', '/api/my/devices', owner.token))).toEqual([]);
    const again = await call(t, 'DELETE', `/api/my/devices/${saved.json().data._id}`, owner.token);
    expect(again.statusCode).toBe(404);
  });

  it('subscribing the same browser again updates its keys and name instead of adding a device', async () => {
    const owner = await signedInCustomer(t);
    const sub = subscription('Laptop');
    const first = await call(t, 'POST', '/api/my/devices', owner.token, sub);
    const renewed = { ...subscription('Work laptop'), endpoint: sub.endpoint };
    const second = await call(t, 'POST', '/api/my/devices', owner.token, renewed);
    expect(second.statusCode).toBe(200);
    expect(second.json().data._id).toBe(first.json().data._id);
    const list = (await call(t, 'GET', '/api/my/devices', owner.token)).json().data;
    expect(list).toHaveLength(1);
    expect(list[0].label).toBe('Work laptop');
    const [row] = await t.database.db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.endpoint, sub.endpoint));
    expect(row!.p256dh).toBe(renewed.keys.p256dh);
  });

  it('a browser belongs to whoever signed in on it last: its subscription moves to the new account', async () => {
    const first = await signedInCustomer(t);
    const second = await signedInCustomer(t);
    const sub = subscription('Family tablet');
    await call(t, 'POST', '/api/my/devices', first.token, sub);
    const moved = await call(t, 'POST', '/api/my/devices', second.token, sub);
    expect(moved.statusCode).toBe(201);
    expect(idsOf(await call(t, 'GET', '/api/my/devices', first.token))).toEqual([]);
    expect(idsOf(await call(t, 'GET', '/api/my/devices', second.token))).toEqual([moved.json().data._id]);
  });

  it(`keeps at most ${MAX_DEVICES} devices an account, saying why the next is refused`, async () => {
    const owner = await signedInCustomer(t);
    const subs = Array.from({ length: MAX_DEVICES }, (_, i) => subscription(`Phone ${i + 1}`));
    for (const sub of subs) expect((await call(t, 'POST', '/api/my/devices', owner.token, sub)).statusCode).toBe(201);
    const refused = await call(t, 'POST', '/api/my/devices', owner.token, subscription('One too many'));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toMatch(/10 devices: remove one/);
    expect(idsOf(await call(t, 'GET', '/api/my/devices', owner.token))).toHaveLength(MAX_DEVICES);
    // One of the ten subscribing again is an update, not an eleventh.
    expect((await call(t, 'POST', '/api/my/devices', owner.token, subs[0])).statusCode).toBe(200);
  });
});

describe("devices: one person's only", () => {
  it("another customer neither sees nor removes someone's device", async () => {
    const owner = await signedInCustomer(t);
    const other = await signedInCustomer(t);
    const id = (await call(t, 'POST', '/api/my/devices', owner.token, subscription())).json().data._id;
    expect(idsOf(await call(t, 'GET', '/api/my/devices', other.token))).toEqual([]);
    expect((await call(t, 'DELETE', `/api/my/devices/${id}`, other.token)).statusCode).toBe(404);
    expect(idsOf(await call(t, 'GET', '/api/my/devices', owner.token))).toEqual([id]);
  });

  it('an admin holding every flag neither sees nor removes a customer’s device', async () => {
    const owner = await signedInCustomer(t);
    const admin = await adminWith(t, [...PERMISSION_FLAGS]);
    const id = (await call(t, 'POST', '/api/my/devices', owner.token, subscription())).json().data._id;
    expect(idsOf(await call(t, 'GET', '/api/my/devices', admin.token))).toEqual([]);
    expect((await call(t, 'DELETE', `/api/my/devices/${id}`, admin.token)).statusCode).toBe(404);
    expect(idsOf(await call(t, 'GET', '/api/my/devices', owner.token))).toEqual([id]);
  });

  it('nobody signed in gets 401', async () => {
    expect((await call(t, 'GET', '/api/my/devices')).statusCode).toBe(401);
    expect((await call(t, 'POST', '/api/my/devices', undefined, subscription())).statusCode).toBe(401);
  });
});

describe('devices: a deleted account', () => {
  it("an admin's delete of the account forgets its devices at once", async () => {
    const owner = await signedInCustomer(t);
    const admin = await adminWith(t, ['deleteCustomer']);
    const sub = subscription();
    await call(t, 'POST', '/api/my/devices', owner.token, sub);
    expect((await call(t, 'DELETE', `/api/users/${owner.user.id}`, admin.token)).statusCode).toBe(200);
    const rows = await t.database.db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, owner.user.id));
    expect(rows).toEqual([]);
  });

  it('housekeeping forgets a device that a deleted account still has', async () => {
    const owner = await signedInCustomer(t);
    const kept = await signedInCustomer(t);
    await call(t, 'POST', '/api/my/devices', owner.token, subscription());
    await call(t, 'POST', '/api/my/devices', kept.token, subscription());
    // As if it subscribed while its account was being deleted.
    await t.database.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, owner.user.id));
    expect(await forgetDevicesOfDeletedAccounts(t.database.db)).toBe(1);
    const left = await t.database.db.select().from(pushSubscriptions);
    expect(left.some((r) => r.userId === owner.user.id)).toBe(false);
    expect(left.some((r) => r.userId === kept.user.id)).toBe(true);
  });
});

describe('devices: bad requests', () => {
  const cases: [string, (s: ReturnType<typeof subscription>) => unknown, string][] = [
    ['no endpoint', (s) => ({ ...s, endpoint: undefined }), 'endpoint'],
    ['an endpoint that is not https', (s) => ({ ...s, endpoint: 'http://push.example.com/x' }), 'endpoint'],
    ['an endpoint that is no address', (s) => ({ ...s, endpoint: 'not a url' }), 'endpoint'],
    [
      'a short p256dh',
      (s) => ({ ...s, keys: { ...s.keys, p256dh: randomBytes(33).toString('base64url') } }),
      'keys.p256dh',
    ],
    ['a p256dh that is not base64url', (s) => ({ ...s, keys: { ...s.keys, p256dh: '+/'.repeat(44) } }), 'keys.p256dh'],
    ['a long auth', (s) => ({ ...s, keys: { ...s.keys, auth: randomBytes(32).toString('base64url') } }), 'keys.auth'],
    ['no keys', (s) => ({ ...s, keys: undefined }), 'keys'],
    ['an empty name', (s) => ({ ...s, label: ' ' }), 'label'],
  ];
  it.each(cases)('refuses %s with 400 naming the field', async (_what, bad, field) => {
    const owner = await signedInCustomer(t);
    const res = await call(t, 'POST', '/api/my/devices', owner.token, bad(subscription()));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.map((e: { path: string }) => e.path)).toContain(field);
    expect(idsOf(await call(t, 'GET', '/api/my/devices', owner.token))).toEqual([]);
  });

  it('takes a local push service on this machine outside production (development and tests)', async () => {
    const owner = await signedInCustomer(t);
    const res = await call(t, 'POST', '/api/my/devices', owner.token, {
      ...subscription(),
      endpoint: 'http://127.0.0.1:9999/push/abc',
    });
    expect(res.statusCode).toBe(201);
  });

  it('refuses a device, saying so, when this server sends no pushes', async () => {
    const owner = await signedInCustomer(off);
    const res = await call(off, 'POST', '/api/my/devices', owner.token, subscription());
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/not available/);
    expect(idsOf(await call(off, 'GET', '/api/my/devices', owner.token))).toEqual([]);
  });

  it('a device id that is not an id is 400, not a server error', async () => {
    const owner = await signedInCustomer(t);
    expect((await call(t, 'DELETE', '/api/my/devices/nope', owner.token)).statusCode).toBe(400);
  });
});
