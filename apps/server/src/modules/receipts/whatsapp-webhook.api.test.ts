import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import type { Config } from '../../platform/config.js';
import { notifications, reasons, sosCallEvents, users } from '../../platform/db/schema.js';
import { WHATSAPP_WEBHOOK_PATH, whatsappSignature } from '../../platform/whatsapp/statuses.js';
import { type FakeStatus, startWhatsAppFake, type WhatsAppFake } from '../../platform/whatsapp/whatsapp-fakes.js';
import { DEMO_CUSTOMER_PHONE, DEMO_REGISTRATION } from '../../seed.js';

// WhatsApp's status webhook end to end: an alert's message sent over HTTP to a fake Cloud API that
// answers as Meta does, then that fake's status webhooks, signed as Meta signs them, POSTed over
// HTTP to the running server.

const SECRET = 'the-meta-app-secret-of-this-business';
const VERIFY = 'verify-token-given-to-meta-0123';
let fake: WhatsAppFake;
let t: TestApp;
let webhook: string;

const whatsappConfig = (apiUrl: string): Config['whatsapp'] => ({
  provider: 'cloud',
  token: 'EAAG-system-user-token',
  phoneNumberId: '106540352242922',
  appSecret: SECRET,
  verifyToken: VERIFY,
  apiUrl,
  template: 'sos_alert',
  costPaise: 12,
});

beforeAll(async () => {
  fake = await startWhatsAppFake({
    token: 'EAAG-system-user-token',
    phoneNumberId: '106540352242922',
    appSecret: SECRET,
  });
  t = await createTestApp({ seedDemo: true, config: { whatsapp: whatsappConfig(fake.url) } });
  const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
  webhook = `${address}${WHATSAPP_WEBHOOK_PATH}`;
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

const byId = async (id: string) =>
  (await t.database.db.select().from(notifications).where(eq(notifications.id, id)))[0]!;

let ip = 0;
/**
 * An alert through the public API, its texts sent; the owner's message then goes by WhatsApp
 * through the configured sender to the fake (as the outbox's channel ladder sends it), and the
 * row records what WhatsApp accepted.
 */
async function alertToOwnerOnWhatsApp(reasonText = 'Accident') {
  const [owner] = await t.database.db.select().from(users).where(eq(users.phone, DEMO_CUSTOMER_PHONE));
  const [reason] = await t.database.db.select().from(reasons).where(eq(reasons.reasonText, reasonText));
  t.clock.advance(3600);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/soscall',
    remoteAddress: `10.45.0.${++ip}`,
    payload: {
      creatorName: 'Ravi',
      creatorNumber: '9876543210',
      reasonId: reason!.id,
      vehicleNumber: DEMO_REGISTRATION,
      user: owner!.id,
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  const callId = res.json().data._id as string;
  const [ownerRow] = await t.database.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.sosCallId, callId), eq(notifications.recipientRole, 'owner')));
  const sent = await t.app.services.whatsapp!.send({
    countryCode: ownerRow!.countryCode,
    phone: ownerRow!.phone,
    template: 'sos_alert',
    language: 'en',
    bodyParams: [reasonText, DEMO_REGISTRATION],
    buttonUrlParam: 'answer-token',
  });
  await t.database.db
    .update(notifications)
    .set({ channel: 'whatsapp', provider: 'whatsapp', providerMessageId: sent.providerMessageId!, status: 'sent' })
    .where(eq(notifications.id, ownerRow!.id));
  await t.app.services.worker.runOnce();
  const texts = await t.database.db.select().from(notifications).where(eq(notifications.sosCallId, callId));
  return { callId, owner: (await byId(ownerRow!.id))!, texts };
}

const post = (statuses: FakeStatus[], secret?: string) => fake.postStatuses(webhook, statuses, secret);

describe('the subscription handshake', () => {
  it("echoes Meta's challenge when the verify token matches, and refuses any other", async () => {
    const ok = await fetch(`${webhook}?hub.mode=subscribe&hub.verify_token=${VERIFY}&hub.challenge=1158201444`);
    expect(ok.status).toBe(200);
    expect(ok.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(await ok.text()).toBe('1158201444');
    const wrong = await fetch(`${webhook}?hub.mode=subscribe&hub.verify_token=guessed-token&hub.challenge=1`);
    expect(wrong.status).toBe(403);
    expect(await wrong.text()).not.toContain('1158201444');
    const mode = await fetch(`${webhook}?hub.mode=unsubscribe&hub.verify_token=${VERIFY}&hub.challenge=1`);
    expect(mode.status).toBe(403);
  });
});

describe('WhatsApp statuses', () => {
  it('sends the template with its body and the answer link button, and marks the message delivered, then read', async () => {
    const { owner } = await alertToOwnerOnWhatsApp();
    const message = fake.messages.find((m) => m.id === owner.providerMessageId)!;
    expect(message).toMatchObject({
      to: `${owner.countryCode}${owner.phone}`,
      template: 'sos_alert',
      bodyParams: ['Accident', DEMO_REGISTRATION],
      buttonUrlParam: 'answer-token',
    });

    // "sent" changes nothing: WhatsApp accepted it, as we knew.
    expect((await post([{ id: owner.providerMessageId!, status: 'sent' }])).status).toBe(200);
    expect((await byId(owner.id)).delivery).toBeNull();

    const delivered = await post([{ id: owner.providerMessageId!, status: 'delivered' }]);
    expect(delivered.status).toBe(200);
    expect(JSON.parse(delivered.body).message).toBe('1 statuses taken, 1 stored');
    const stored = await byId(owner.id);
    expect(stored.delivery).toBe('delivered');
    expect(stored.deliveredAt).toBeInstanceOf(Date);

    expect((await post([{ id: owner.providerMessageId!, status: 'read' }])).status).toBe(200);
    expect(await byId(owner.id)).toMatchObject({ delivery: 'read', deliveredAt: stored.deliveredAt });
  });

  it('ends on the furthest status however often and in whatever order they come', async () => {
    const { owner } = await alertToOwnerOnWhatsApp();
    const id = owner.providerMessageId!;
    // Read before delivered, then repeats and a late failure in one batch, then again.
    expect((await post([{ id, status: 'read' }])).status).toBe(200);
    const batch = await post([
      { id, status: 'delivered' },
      { id, status: 'sent' },
      { id, status: 'read' },
      { id, status: 'failed' },
    ]);
    expect(batch.status).toBe(200);
    expect(JSON.parse(batch.body).message).toBe('4 statuses taken, 0 stored');
    expect((await post([{ id, status: 'delivered' }])).status).toBe(200);
    expect(await byId(owner.id)).toMatchObject({ delivery: 'read', deliveryError: null });
  });

  it('refuses a forged or missing signature and changes nothing', async () => {
    const { owner } = await alertToOwnerOnWhatsApp();
    const forged = await post([{ id: owner.providerMessageId!, status: 'delivered' }], 'a-guessed-app-secret');
    expect(forged.status).toBe(403);
    expect(JSON.parse(forged.body).message).toMatch(/X-Hub-Signature-256/);

    // A body changed after signing: the signature is over the exact bytes.
    const { body, headers } = fake.statusWebhook([{ id: owner.providerMessageId!, status: 'sent' }]);
    const altered = await fetch(webhook, { method: 'POST', headers, body: body.replace('"sent"', '"read"') });
    expect(altered.status).toBe(403);

    const unsigned = await fetch(webhook, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: fake.statusWebhook([{ id: owner.providerMessageId!, status: 'read' }]).body,
    });
    expect(unsigned.status).toBe(403);
    expect(await byId(owner.id)).toMatchObject({ delivery: null, deliveredAt: null });
  });

  it("refuses a status naming a message WhatsApp did not send, and leaves another provider's text alone", async () => {
    const { owner, texts } = await alertToOwnerOnWhatsApp();
    const unknown = await post([{ id: 'wamid.HBgLOTE5ODc2NTQzMjEwFQIAERgSNOTOURS', status: 'delivered' }]);
    expect(unknown.status).toBe(404);

    // An SMS text whose gateway id happens to be the same string as a WhatsApp message's.
    const sms = texts.find((n) => n.id !== owner.id && n.provider === 'console')!;
    expect(sms).toBeDefined();
    const shared = 'wamid.SHARED-ID-OF-TWO-PROVIDERS';
    await t.database.db.update(notifications).set({ providerMessageId: shared }).where(eq(notifications.id, sms.id));
    const smsOnly = await post([{ id: shared, status: 'failed' }]);
    expect(smsOnly.status).toBe(404);
    expect(await byId(sms.id)).toMatchObject({ delivery: null, deliveryError: null });

    await t.database.db.update(notifications).set({ providerMessageId: shared }).where(eq(notifications.id, owner.id));
    expect((await post([{ id: shared, status: 'delivered' }])).status).toBe(200);
    expect((await byId(owner.id)).delivery).toBe('delivered');
    expect((await byId(sms.id)).delivery).toBeNull();
  });

  it("tells the held emergency contacts at once when the owner's WhatsApp message fails", async () => {
    const { owner, texts } = await alertToOwnerOnWhatsApp('Car blocking the way');
    const held = texts.filter((n) => n.recipientRole === 'contact');
    expect(held.length).toBeGreaterThan(0);
    expect(held.every((n) => n.held && n.status === 'queued' && n.nextAttemptAt > t.clock.now())).toBe(true);
    const contactsTexted = () =>
      t.app.services.outbox.list().filter((e) => held.some((n) => e.to === `+${n.countryCode}${n.phone}`)).length;
    const before = contactsTexted();

    const failed = await post([
      { id: owner.providerMessageId!, status: 'failed', errors: [{ code: 131026, title: 'Message undeliverable' }] },
    ]);
    expect(failed.status).toBe(200);
    expect(await byId(owner.id)).toMatchObject({
      delivery: 'failed',
      deliveryError: 'WhatsApp error 131026: Message undeliverable',
    });
    await t.app.services.worker.runOnce();
    expect(contactsTexted()).toBe(before + held.length);
    const events = await t.database.db.select().from(sosCallEvents).where(eq(sosCallEvents.callId, owner.sosCallId!));
    expect(events.filter((e) => e.kind === 'escalated')).toHaveLength(1);
  });

  it('takes incoming messages without a status as nothing to mark, and refuses what is not a webhook', async () => {
    const { body, headers } = fake.statusWebhook([]);
    const inbound = body.replace('"statuses":[]', '"messages":[{"from":"919876543210","id":"wamid.IN","type":"text"}]');
    const res = await fetch(webhook, {
      method: 'POST',
      headers: { ...headers, 'x-hub-signature-256': whatsappSignature(SECRET, inbound) },
      body: inbound,
    });
    expect(res.status).toBe(200);
    const junk = '{"object":"page"}';
    const bad = await fetch(webhook, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-hub-signature-256': whatsappSignature(SECRET, junk) },
      body: junk,
    });
    expect(bad.status).toBe(400);
  });
});

describe('without WhatsApp', () => {
  it('has no webhook and no handshake', async () => {
    const off = await createTestApp();
    try {
      const post = await off.app.inject({
        method: 'POST',
        url: WHATSAPP_WEBHOOK_PATH,
        headers: fake.statusWebhook([{ id: 'wamid.X', status: 'read' }]).headers,
        payload: fake.statusWebhook([{ id: 'wamid.X', status: 'read' }]).body,
      });
      expect(post.statusCode).toBe(404);
      const get = await off.app.inject({
        method: 'GET',
        url: `${WHATSAPP_WEBHOOK_PATH}?hub.mode=subscribe&hub.verify_token=${VERIFY}&hub.challenge=1`,
      });
      expect(get.statusCode).toBe(404);
      expect((await off.app.inject({ method: 'GET', url: '/api/whatsapp' })).json().data).toEqual({ available: false });
    } finally {
      await off.close();
    }
  });
});
