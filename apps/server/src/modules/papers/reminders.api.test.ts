import { addDays, kolkataDay, startOfDay } from '@safesathi/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { buildApp } from '../../app.js';
import { notifications, users } from '../../platform/db/schema.js';
import { reminderDeps } from './papers.module.js';
import { addPaper, INSURANCE, ownerWithVehicle } from './papers-test-kit.js';
import { inQuietHours, queueDueReminders, stepFor } from './reminders.service.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

/** Moves the test clock to `day` at `hour`:`minute`, India time. */
function at(clock: TestApp['clock'], day: string, hour: number, minute = 0) {
  const target = startOfDay(day).getTime() + (hour * 60 + minute) * 60_000;
  clock.advance((target - clock.now().getTime()) / 1000);
}

const tick = (app: TestApp) => queueDueReminders(reminderDeps(app.database.db, app.config), app.clock.now());

async function textsTo(app: TestApp, phone: string): Promise<string[]> {
  const rows = await app.database.db
    .select({ body: notifications.body })
    .from(notifications)
    .where(eq(notifications.phone, phone))
    .orderBy(notifications.createdAt);
  return rows.map((r) => r.body);
}

describe('the steps and the quiet hours', () => {
  it('30, 7, 1 days before and on the day; the nearest step not yet passed', () => {
    expect([45, 31, 30, 20, 8, 7, 2, 1, 0, -1].map(stepFor)).toEqual([null, null, 30, 30, 30, 7, 7, 1, 0, null]);
  });
  it('21-8 India time is quiet: 21:00 to 07:59', () => {
    const q = { from: 21, to: 8 };
    const ist = (h: number, m = 0) => new Date(startOfDay('2026-12-01').getTime() + (h * 60 + m) * 60_000);
    expect([20, 21, 23, 0, 7].map((h) => inQuietHours(ist(h, 59), q))).toEqual([false, true, true, true, true]);
    expect(inQuietHours(ist(8), q)).toBe(false);
    expect(inQuietHours(ist(13), { from: 13, to: 14 })).toBe(true);
  });
});

describe('reminders before a paper expires', () => {
  it('texts the owner at each step once, never at night, and the series survives a restart', async () => {
    const o = await ownerWithVehicle(t, 'Asha Rao');
    const until = addDays(kolkataDay(t.clock.now()), 40);
    const added = await addPaper(t, o.token, { ...INSURANCE, vehicleId: o.vehicleId, validUntil: until });
    const paperId = added.json().data._id;
    const phone = o.user.phone;

    at(t.clock, addDays(until, -31), 10);
    expect(await tick(t)).toBe(0);
    at(t.clock, addDays(until, -30), 10);
    expect(await tick(t)).toBe(1);
    expect(await tick(t)).toBe(0);
    const [first] = await textsTo(t, phone);
    expect(first).toBe(
      `SafeSathi: your insurance policy for ${added.json().data.registrationNumber} expires in 30 days (${until.split('-').reverse().join('/')}). Renew it, then add the new one: ${t.config.publicUrl}/account/papers?paper=${paperId}`,
    );

    // A restart: another instance on the same database finds the step taken.
    const again = await buildApp({ config: t.config, database: t.database, clock: t.clock.now, worker: false });
    try {
      await again.ready();
      expect(await queueDueReminders(reminderDeps(t.database.db, t.config), t.clock.now())).toBe(0);
      at(t.clock, addDays(until, -8), 12);
      expect(await tick(t)).toBe(0);

      // Seven days before, at 22:00: quiet. At 07:59 the next morning still quiet; at 08:00 it goes.
      at(t.clock, addDays(until, -7), 22);
      expect(await tick(t)).toBe(0);
      at(t.clock, addDays(until, -6), 7, 59);
      expect(await tick(t)).toBe(0);
      at(t.clock, addDays(until, -6), 8);
      expect(await tick(t)).toBe(1);
    } finally {
      await again.close();
    }

    at(t.clock, addDays(until, -1), 9);
    expect(await tick(t)).toBe(1);
    at(t.clock, until, 9);
    expect(await tick(t)).toBe(1);
    expect(await tick(t)).toBe(0);
    at(t.clock, addDays(until, 1), 9);
    expect(await tick(t)).toBe(0);

    const texts = await textsTo(t, phone);
    expect(texts).toHaveLength(4);
    expect(texts.map((b) => b.match(/expires (in \d+ days|tomorrow|today)/)?.[1])).toEqual([
      'in 30 days',
      'in 6 days',
      'tomorrow',
      'today',
    ]);
    // Not an offer: the owner never agreed to SMS offers, and the texts go all the same.
    const [owner] = await t.database.db.select().from(users).where(eq(users.id, o.user.id));
    expect(owner!.smsOffers).toBe(false);
    await t.app.services.worker.runOnce();
    const outbox = await t.app.inject({ method: 'GET', url: `/api/dev/outbox?to=${phone}` });
    expect(outbox.json().data.filter((m: { body: string }) => m.body.includes('insurance policy'))).toHaveLength(4);
  });

  it('"Renewed" with the new paper stops the old one\'s series', async () => {
    const o = await ownerWithVehicle(t);
    const until = addDays(kolkataDay(t.clock.now()), 20);
    at(t.clock, addDays(until, -20), 11);
    const old = (await addPaper(t, o.token, { kind: 'puc', vehicleId: o.vehicleId, validUntil: until })).json().data;
    expect(await tick(t)).toBe(1);
    const renewed = await addPaper(t, o.token, {
      kind: 'puc',
      vehicleId: o.vehicleId,
      validUntil: addDays(until, 365),
      renews: old._id,
    });
    expect(renewed.statusCode).toBe(201);
    const list = (
      await t.app.inject({ method: 'GET', url: '/api/my/papers', headers: { authorization: `Bearer ${o.token}` } })
    ).json().data;
    expect(list.find((p: { _id: string }) => p._id === old._id).renewedBy).toBe(renewed.json().data._id);
    for (const day of [-7, -1, 0]) {
      at(t.clock, addDays(until, day), 11);
      expect(await tick(t)).toBe(0);
    }
    expect(await textsTo(t, o.user.phone)).toHaveLength(1);
    // A paper can be renewed once (signed in again: two weeks went by).
    const token = await t.signIn(o.user.phone);
    const twice = await addPaper(t, token, { kind: 'puc', vehicleId: o.vehicleId, validUntil: until, renews: old._id });
    expect(twice.statusCode).toBe(409);
  });

  it("is written in the owner's language", async () => {
    const o = await ownerWithVehicle(t);
    await t.database.db.update(users).set({ language: 'hi' }).where(eq(users.id, o.user.id));
    const until = addDays(kolkataDay(t.clock.now()), 1);
    at(t.clock, addDays(until, -1), 10);
    await addPaper(t, o.token, { kind: 'licence', validUntil: until });
    expect(await tick(t)).toBeGreaterThanOrEqual(1);
    const [text] = await textsTo(t, o.user.phone);
    expect(text).toContain('ड्राइविंग लाइसेंस कल');
  });
});

describe('two senders at once', () => {
  it('send each due reminder exactly once when two ticks on the same database claim at the same moment', async () => {
    const until = addDays(kolkataDay(t.clock.now()), 10);
    const owners = [];
    for (let i = 0; i < 8; i++) {
      const o = await ownerWithVehicle(t);
      expect((await addPaper(t, o.token, { kind: 'puc', vehicleId: o.vehicleId, validUntil: until })).statusCode).toBe(
        201,
      );
      owners.push(o);
    }
    at(t.clock, addDays(until, -7), 10);

    // Both look before either claims: only the unique claim keeps the second from sending again.
    const [a, b] = await Promise.all([tick(t), tick(t)]);
    expect(a + b).toBe(owners.length);
    for (const o of owners) expect(await textsTo(t, o.user.phone)).toHaveLength(1);
    expect(await tick(t)).toBe(0);
  });
});
