import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertUser } from '../../../test/fixtures.js';
import { bearer, createTestApp, type TestApp } from '../../../test/test-app.js';
import { users } from '../../platform/db/schema.js';

// The owner's choice of SMS or WhatsApp when the app's notification is not seen, and choosing
// WhatsApp as their opt-in to it (docs/decisions/0068-whatsapp.md): theirs alone to make.

let t: TestApp;
let off: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp({ config: { whatsapp: { provider: 'console', template: 'sos_alert', costPaise: 12 } } });
  off = await createTestApp();
  admin = await t.signIn(t.config.adminPhone);
});
afterAll(async () => {
  await t?.close();
  await off?.close();
});

/** A customer signed in through the real OTP flow: their id and token. */
async function customer(app: TestApp) {
  const user = await insertUser(app.database.db, { usertype: 'Customer' });
  return { id: user.id, token: await app.signIn(user.phone) };
}

const choose = (app: TestApp, token: string, fallbackChannel: unknown) =>
  app.app.inject({ method: 'PUT', url: '/api/user/me', headers: bearer(token), payload: { fallbackChannel } });
const me = async (app: TestApp, token: string) =>
  (await app.app.inject({ method: 'GET', url: '/api/user/me', headers: bearer(token) })).json().data;
const near = (iso: string | null, at: Date) => Math.abs(Date.parse(iso ?? '') - at.getTime()) < 10_000;

describe('the fallback channel', () => {
  it('is SMS, with no opt-in, until the customer chooses otherwise', async () => {
    const { token } = await customer(t);
    expect(await me(t, token)).toMatchObject({ fallbackChannel: 'sms', whatsappOptInAt: null });
    expect((await t.app.inject({ method: 'GET', url: '/api/whatsapp' })).json().data).toEqual({ available: true });
  });

  it('records when the customer chose WhatsApp, keeps it while chosen, and withdraws it when they go back to SMS', async () => {
    const { id, token } = await customer(t);
    t.clock.advance(3600);
    const at = t.clock.now();
    const on = await choose(t, token, 'whatsapp');
    expect(on.statusCode, on.body).toBe(200);
    expect(on.json().data.fallbackChannel).toBe('whatsapp');
    expect(near(on.json().data.whatsappOptInAt, at)).toBe(true);
    expect(await me(t, token)).toMatchObject({
      fallbackChannel: 'whatsapp',
      whatsappOptInAt: on.json().data.whatsappOptInAt,
    });

    // Saving the same choice again (or anything else) keeps the time they first agreed.
    t.clock.advance(3600);
    expect((await choose(t, token, 'whatsapp')).json().data.whatsappOptInAt).toBe(on.json().data.whatsappOptInAt);
    const other = await t.app.inject({
      method: 'PUT',
      url: '/api/user/me',
      headers: bearer(token),
      payload: { smsOffers: true },
    });
    expect(other.json().data).toMatchObject({
      fallbackChannel: 'whatsapp',
      whatsappOptInAt: on.json().data.whatsappOptInAt,
    });

    const back = await choose(t, token, 'sms');
    expect(back.statusCode).toBe(200);
    expect(back.json().data).toMatchObject({ fallbackChannel: 'sms', whatsappOptInAt: null });
    const [row] = await t.database.db.select().from(users).where(eq(users.id, id));
    expect(row).toMatchObject({ fallbackChannel: 'sms', whatsappOptInAt: null });
  });

  it('names the field when the choice is neither', async () => {
    const { token } = await customer(t);
    const res = await choose(t, token, 'telegram');
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([expect.objectContaining({ path: 'fallbackChannel' })]);
    expect(await me(t, token)).toMatchObject({ fallbackChannel: 'sms' });
  });

  it('cannot be WhatsApp where WhatsApp is not offered, and says so', async () => {
    const { id, token } = await customer(off);
    expect((await off.app.inject({ method: 'GET', url: '/api/whatsapp' })).json().data).toEqual({ available: false });
    const res = await choose(off, token, 'whatsapp');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('WhatsApp alerts are not offered yet: alerts reach you by SMS.');
    expect(res.json().errors).toEqual([expect.objectContaining({ path: 'fallbackChannel' })]);
    const [row] = await off.database.db.select().from(users).where(eq(users.id, id));
    expect(row).toMatchObject({ fallbackChannel: 'sms', whatsappOptInAt: null });
    // SMS, the default, is always a choice.
    expect((await choose(off, token, 'sms')).statusCode).toBe(200);
  });

  it("is the customer's consent alone: an admin editing them cannot opt them in", async () => {
    const { id, token } = await customer(t);
    const edit = await t.app.inject({
      method: 'PUT',
      url: `/api/users/${id}`,
      headers: bearer(admin),
      payload: { name: 'Edited By Office', fallbackChannel: 'whatsapp', whatsappOptInAt: new Date().toISOString() },
    });
    expect(edit.statusCode, edit.body).toBeLessThan(500);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, id));
    expect(row).toMatchObject({ fallbackChannel: 'sms', whatsappOptInAt: null });
    expect(await me(t, token)).toMatchObject({ fallbackChannel: 'sms', whatsappOptInAt: null });

    // The admin's own choice changes only the admin's account.
    expect((await choose(t, admin, 'whatsapp')).json().data.fallbackChannel).toBe('whatsapp');
    const [still] = await t.database.db.select().from(users).where(eq(users.id, id));
    expect(still!.fallbackChannel).toBe('sms');
  });

  it('needs a signed-in customer', async () => {
    const res = await t.app.inject({ method: 'PUT', url: '/api/user/me', payload: { fallbackChannel: 'whatsapp' } });
    expect(res.statusCode).toBe(401);
  });
});
