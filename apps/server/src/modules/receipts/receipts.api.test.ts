import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { notifications, reasons, sosCallEvents, users } from '../../platform/db/schema.js';
import { type Fake, sendJson, startFake } from '../../platform/sms/gateway-fakes.js';
import { TWILIO_RECEIPTS_PATH, twilioSignature } from '../../platform/sms/index.js';
import { DEMO_CUSTOMER_PHONE, DEMO_REGISTRATION } from '../../seed.js';

// Delivery receipts end to end: a real alert, its texts sent over HTTP to a fake Twilio that
// answers as Twilio does, then Twilio's status callbacks, signed as Twilio signs them.

const AUTH_TOKEN = 'twilio-auth-token-of-this-account';
let fake: Fake;
let t: TestApp;
let sid = 0;

beforeAll(async () => {
  fake = await startFake((req, res) => {
    if (req.method === 'POST' && req.path.endsWith('/Messages.json'))
      return sendJson(res, 201, { sid: `SM${String(++sid).padStart(32, '0')}`, status: 'queued' });
    sendJson(res, 404, { code: 20404, message: 'not found' });
  });
  t = await createTestApp({
    seedDemo: true,
    config: {
      sms: { provider: 'twilio', accountSid: 'AC0123', authToken: AUTH_TOKEN, from: '+15005550006', url: fake.url },
    },
  });
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

/** Twilio's status callback for one message, signed with `token` over the address we gave Twilio. */
function statusCallback(params: Record<string, string>, token = AUTH_TOKEN) {
  const url = `${t.config.publicUrl}${TWILIO_RECEIPTS_PATH}`;
  return t.app.inject({
    method: 'POST',
    url: TWILIO_RECEIPTS_PATH,
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      'x-twilio-signature': twilioSignature(token, url, params),
    },
    payload: new URLSearchParams(params).toString(),
  });
}

const receipt = (messageSid: string, status: string, extra: Record<string, string> = {}) => ({
  AccountSid: 'AC0123',
  MessageSid: messageSid,
  SmsSid: messageSid,
  MessageStatus: status,
  SmsStatus: status,
  To: '+919999900001',
  From: '+15005550006',
  ApiVersion: '2010-04-01',
  ...extra,
});

let ip = 0;
/** An alert through the public API, its texts sent: answers the status page's address and the texts. */
async function alertSent(reasonText = 'Accident') {
  const [owner] = await t.database.db.select().from(users).where(eq(users.phone, DEMO_CUSTOMER_PHONE));
  const [reason] = await t.database.db.select().from(reasons).where(eq(reasons.reasonText, reasonText));
  t.clock.advance(3600);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/soscall',
    remoteAddress: `10.44.0.${++ip}`,
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
  // Every text not held back by the escalation ladder went out through Twilio.
  expect(
    texts.filter((n) => !n.held).every((n) => n.status === 'sent' && n.provider === 'twilio' && n.providerMessageId),
  ).toBe(true);
  return { statusUrl: res.json().data.statusUrl as string, texts };
}

/** The real sign-in, its code read from the text the fake Twilio was given. */
async function signInThroughTwilio(phone: string): Promise<string> {
  t.clock.advance(120);
  const gen = await t.app.inject({
    method: 'POST',
    url: '/api/user/otp-generate',
    payload: { countryCode: '91', phone },
  });
  expect(gen.statusCode).toBe(200);
  await t.app.services.worker.runOnce();
  const text = fake.requests.filter((r) => new URLSearchParams(r.body).get('To') === `+91${phone}`).at(-1);
  const otp = new URLSearchParams(text?.body ?? '').get('Body')?.match(/\b(\d{4})\b/)?.[1];
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/user/otp-verify',
    payload: { countryCode: '91', phone, otp },
  });
  expect(res.statusCode).toBe(200);
  return res.json().token as string;
}

const textById = async (id: string) =>
  (await t.database.db.select().from(notifications).where(eq(notifications.id, id)))[0]!;

describe('Twilio delivery receipts', () => {
  it('asks Twilio for receipts at our own address with every text', async () => {
    await alertSent();
    const sent = fake.requests.filter((r) => r.path.endsWith('/Messages.json'));
    expect(sent.length).toBeGreaterThan(0);
    for (const r of sent)
      expect(new URLSearchParams(r.body).get('StatusCallback')).toBe(`${t.config.publicUrl}${TWILIO_RECEIPTS_PATH}`);
  });

  it("marks the owner's text delivered, and the bystander's page says the owner's phone has it", async () => {
    const { statusUrl, texts } = await alertSent();
    const ownerText = texts.find((n) => n.recipientRole === 'owner')!;
    const before = await t.app.inject({ method: 'GET', url: `/api${statusUrl}` });
    expect(before.json().data.owner.state).toBe('sent');

    // Twilio reports every step; "sent" changes nothing, "delivered" is stored once.
    expect((await statusCallback(receipt(ownerText.providerMessageId!, 'sent'))).statusCode).toBe(200);
    expect((await textById(ownerText.id)).delivery).toBeNull();
    const delivered = await statusCallback(receipt(ownerText.providerMessageId!, 'delivered'));
    expect(delivered.statusCode).toBe(200);
    expect(delivered.json().message).toBe('Receipt stored');
    const stored = await textById(ownerText.id);
    expect(stored.delivery).toBe('delivered');
    expect(stored.deliveredAt).toBeInstanceOf(Date);

    const after = await t.app.inject({ method: 'GET', url: `/api${statusUrl}` });
    expect(after.json().data.owner).toEqual({ state: 'delivered', at: stored.deliveredAt!.toISOString() });
    const page = await t.app.inject({ method: 'GET', url: statusUrl });
    expect(page.body).toMatch(/The owner(&#x27;|&#39;|')s phone received the SMS at/);
    const hindi = await t.app.inject({ method: 'GET', url: `${statusUrl}?lang=hi` });
    expect(hindi.body).toContain('मालिक के फ़ोन पर');

    // The same receipt again (Twilio retries) and a late, lesser one change nothing.
    const again = await statusCallback(receipt(ownerText.providerMessageId!, 'delivered'));
    expect(again.statusCode).toBe(200);
    expect(again.json().message).toBe('Already known');
    await statusCallback(receipt(ownerText.providerMessageId!, 'undelivered', { ErrorCode: '30003' }));
    expect(await textById(ownerText.id)).toMatchObject({ delivery: 'delivered', deliveredAt: stored.deliveredAt });

    // The back office's alert list shows it per recipient.
    const admin = await signInThroughTwilio(t.config.adminPhone);
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/soscall',
      headers: { authorization: `Bearer ${admin}` },
    });
    const texted = list
      .json()
      .data.flatMap((c: { notifications?: { _id: string }[] }) => c.notifications ?? [])
      .find((n: { _id: string }) => n._id === ownerText.id);
    expect(texted).toMatchObject({ delivery: 'delivered', deliveredAt: stored.deliveredAt!.toISOString() });
  });

  it('stores why a text could not be handed over', async () => {
    const { texts } = await alertSent();
    const text = texts[0]!;
    const res = await statusCallback(receipt(text.providerMessageId!, 'undelivered', { ErrorCode: '30003' }));
    expect(res.statusCode).toBe(200);
    expect(await textById(text.id)).toMatchObject({
      delivery: 'undelivered',
      deliveredAt: null,
      deliveryError: 'Twilio error 30003',
    });
    // A later "delivered" (the handset came back) wins over the failure.
    await statusCallback(receipt(text.providerMessageId!, 'delivered'));
    expect(await textById(text.id)).toMatchObject({ delivery: 'delivered', deliveryError: null });
  });

  it('refuses a forged or unsigned receipt and changes nothing', async () => {
    const { texts } = await alertSent();
    const text = texts[0]!;
    const forged = await statusCallback(receipt(text.providerMessageId!, 'failed'), 'someone-elses-token');
    expect(forged.statusCode).toBe(403);
    expect(forged.json()).toMatchObject({ status: 'Error', code: 'FORBIDDEN' });
    const unsigned = await t.app.inject({
      method: 'POST',
      url: TWILIO_RECEIPTS_PATH,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(receipt(text.providerMessageId!, 'failed')).toString(),
    });
    expect(unsigned.statusCode).toBe(403);
    // Signed, but the body changed on the way.
    const params = receipt(text.providerMessageId!, 'delivered');
    const url = `${t.config.publicUrl}${TWILIO_RECEIPTS_PATH}`;
    const tampered = await t.app.inject({
      method: 'POST',
      url: TWILIO_RECEIPTS_PATH,
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'x-twilio-signature': twilioSignature(AUTH_TOKEN, url, params),
      },
      payload: new URLSearchParams({ ...params, MessageStatus: 'failed' }).toString(),
    });
    expect(tampered.statusCode).toBe(403);
    expect((await textById(text.id)).delivery).toBeNull();
  });

  it("refuses a receipt for a message that is not ours, or another gateway's", async () => {
    const unknown = await statusCallback(receipt('SM99999999999999999999999999999999', 'delivered'));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('NOT_FOUND');

    // A text MSG91 accepted under an id Twilio also names: Twilio's receipt cannot touch it.
    const { texts } = await alertSent();
    const text = texts[0]!;
    await t.database.db.update(notifications).set({ provider: 'msg91' }).where(eq(notifications.id, text.id));
    const other = await statusCallback(receipt(text.providerMessageId!, 'failed'));
    expect(other.statusCode).toBe(404);
    expect((await textById(text.id)).delivery).toBeNull();
  });

  it('ends on the most a crowd of receipts at once said, never moving back', async () => {
    const { texts } = await alertSent();
    const text = texts[0]!;
    const statuses = ['sent', 'delivered', 'undelivered', 'read', 'delivered', 'failed', 'sent', 'read'];
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) => statusCallback(receipt(text.providerMessageId!, statuses[i % 8]!))),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(answers.map(() => 200));
    // Three steps up at most (not handed over, delivered, read), whatever order the crowd arrived in.
    expect(answers.filter((a) => a.json().message === 'Receipt stored').length).toBeLessThanOrEqual(3);
    expect(await textById(text.id)).toMatchObject({ delivery: 'read', deliveryError: null });
  });

  it("texts the held emergency contacts at once when the owner's phone cannot be reached", async () => {
    // A car blocking the way: the owner first, the contacts held for SOS_ESCALATE_SECONDS.
    const { statusUrl, texts } = await alertSent('Car blocking the way');
    const ownerText = texts.find((n) => n.recipientRole === 'owner')!;
    const held = texts.filter((n) => n.recipientRole === 'contact');
    expect(held.length).toBeGreaterThan(0);
    expect(held.every((n) => n.held && n.status === 'queued' && n.nextAttemptAt > t.clock.now())).toBe(true);

    // A contact's own failure, or the owner's "delivered", leaves the ladder as it is.
    expect((await statusCallback(receipt(ownerText.providerMessageId!, 'sent'))).statusCode).toBe(200);
    for (const n of held) expect((await textById(n.id)).nextAttemptAt).toEqual(n.nextAttemptAt);

    const contactsTexted = () =>
      fake.requests.filter((r) => held.some((n) => new URLSearchParams(r.body).get('To') === `+91${n.phone}`)).length;
    const before = contactsTexted();
    expect(
      (await statusCallback(receipt(ownerText.providerMessageId!, 'undelivered', { ErrorCode: '30003' }))).statusCode,
    ).toBe(200);
    for (const n of held)
      expect((await textById(n.id)).nextAttemptAt.getTime()).toBeLessThanOrEqual(t.clock.now().getTime());
    await t.app.services.worker.runOnce();
    expect(contactsTexted()).toBe(before + held.length);
    const status = (await t.app.inject({ method: 'GET', url: `/api${statusUrl}` })).json().data;
    expect(status.contacts.state).toBe('sent');

    // The alert's record says why the contacts were told early; a repeat of the receipt changes nothing.
    const events = await t.database.db
      .select()
      .from(sosCallEvents)
      .where(eq(sosCallEvents.callId, ownerText.sosCallId!));
    expect(events.filter((e) => e.kind === 'escalated')).toHaveLength(1);
    await statusCallback(receipt(ownerText.providerMessageId!, 'failed'));
    const again = await t.database.db
      .select()
      .from(sosCallEvents)
      .where(eq(sosCallEvents.callId, ownerText.sosCallId!));
    expect(again.filter((e) => e.kind === 'escalated')).toHaveLength(1);
  });

  it('does not take MSG91 reports while Twilio is the gateway', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/sms/receipts/msg91/anything-at-all-long-enough',
      payload: { requestId: 'x', status: '1' },
    });
    expect(res.statusCode).toBe(404);
  });
});
