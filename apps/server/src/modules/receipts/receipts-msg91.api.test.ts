import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { notifications, reasons, users } from '../../platform/db/schema.js';
import { type Fake, sendJson, startFake } from '../../platform/sms/gateway-fakes.js';
import { DEMO_CUSTOMER_PHONE, DEMO_REGISTRATION } from '../../seed.js';

// MSG91 signs nothing: its delivery-report webhook is an address with a secret in it.

const TOKEN = 'msg91-receipts-secret-0123456789';
let fake: Fake;
let t: TestApp;
let requestId = 0;

beforeAll(async () => {
  fake = await startFake((req, res) => {
    if (req.method === 'POST') return sendJson(res, 200, { type: 'success', message: `3465${++requestId}` });
    sendJson(res, 404, { type: 'error', message: 'not found' });
  });
  t = await createTestApp({
    seedDemo: true,
    config: {
      sms: {
        provider: 'msg91',
        authKey: 'key',
        sender: 'SAFSTH',
        url: fake.url,
        templateId: 'tmpl',
        receiptToken: TOKEN,
      },
    },
  });
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

async function textsOfAnAlert() {
  const [owner] = await t.database.db.select().from(users).where(eq(users.phone, DEMO_CUSTOMER_PHONE));
  const [reason] = await t.database.db.select().from(reasons).where(eq(reasons.reasonText, 'Accident'));
  t.clock.advance(3600);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/soscall',
    payload: {
      creatorName: 'Ravi',
      creatorNumber: '9876543210',
      reasonId: reason!.id,
      vehicleNumber: DEMO_REGISTRATION,
      user: owner!.id,
    },
  });
  expect(res.statusCode).toBe(201);
  await t.app.services.worker.runOnce();
  const texts = await t.database.db
    .select()
    .from(notifications)
    .where(eq(notifications.sosCallId, res.json().data._id as string));
  expect(texts.every((n) => n.provider === 'msg91' && n.providerMessageId)).toBe(true);
  return texts;
}

const report = (token: string, payload: string | object, form = false) =>
  t.app.inject({
    method: 'POST',
    url: `/api/sms/receipts/msg91/${token}`,
    headers: { 'content-type': form ? 'application/x-www-form-urlencoded' : 'application/json' },
    payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
  });
const textById = async (id: string) =>
  (await t.database.db.select().from(notifications).where(eq(notifications.id, id)))[0]!;

describe('MSG91 delivery reports', () => {
  it('takes the v2 form report: every number of the request marked delivered', async () => {
    const [text] = await textsOfAnAlert();
    const data = JSON.stringify([
      {
        senderId: 'SAFSTH',
        requestId: text!.providerMessageId,
        report: [{ date: '2026-11-26 10:06:20', number: `91${text!.phone}`, status: '1', desc: 'DELIVERED' }],
        userId: '27',
        campaignName: 'API',
      },
    ]);
    const res = await report(TOKEN, new URLSearchParams({ data }).toString(), true);
    expect(res.statusCode).toBe(200);
    expect(await textById(text!.id)).toMatchObject({ delivery: 'delivered', deliveryError: null });
  });

  it('takes the v3 JSON report of a number on the do-not-disturb list as a failure, with the reason', async () => {
    const [text] = await textsOfAnAlert();
    const res = await report(TOKEN, {
      requestId: text!.providerMessageId,
      number: '919000000000',
      status: '9',
      desc: 'NDNC',
    });
    expect(res.statusCode).toBe(200);
    expect(await textById(text!.id)).toMatchObject({ delivery: 'failed', deliveryError: 'NDNC', deliveredAt: null });
  });

  it('refuses a report at the wrong address, one that names no text of ours, and one it cannot read', async () => {
    const [text] = await textsOfAnAlert();
    const wrong = await report('msg91-receipts-secret-0123456780', { requestId: text!.providerMessageId, status: '2' });
    expect(wrong.statusCode).toBe(403);
    expect((await textById(text!.id)).delivery).toBeNull();
    const unknown = await report(TOKEN, { requestId: 'no-such-request', status: '1' });
    expect(unknown.statusCode).toBe(404);
    const unreadable = await report(TOKEN, { hello: 'world' });
    expect(unreadable.statusCode).toBe(400);
    expect(unreadable.json()).toMatchObject({ status: 'Error', code: 'VALIDATION_FAILED' });
  });

  it("does not take Twilio's callbacks while MSG91 is the gateway", async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/sms/receipts/twilio',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-twilio-signature': 'x' },
      payload: 'MessageSid=SM1&MessageStatus=delivered',
    });
    expect(res.statusCode).toBe(404);
  });
});
