/**
 * The channel ladder (docs/decisions/0067-channel-ladder.md): an owner with a device that takes
 * pushes is pushed first, and their SMS waits PUSH_FALLBACK_SECONDS for the device to say it
 * showed the alert; an urgent alert goes on every channel at once. The pushes go to a local fake
 * push service over HTTP, encrypted as browsers receive them, and are decrypted here.
 */
import { createECDH } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { notifications, pushSubscriptions, sosCalls, users } from '../../platform/db/schema.js';
import { NotificationWorker } from '../../platform/notification-worker.js';
import { createPushSender } from '../../platform/push/index.js';
import type { AlertPushPayload } from '../../platform/push/push.js';
import { PushChannel } from '../../platform/push/push-channel.js';
import { type FakePushService, type FakeSubscription, startFakePushService } from '../../platform/push/push-fakes.js';
import { startWhatsAppFake, type WhatsAppFake } from '../../platform/whatsapp/whatsapp-fakes.js';
import { DEMO_TAG_CODE } from '../../seed.js';
import { alertViewToken } from './answer-links.js';
import { OWNER, ownerId, post, reasonId, sms, sosBody, t, urgentReasonId, withSosApp } from './sos-test-kit.js';

const WAIT = 30;
const ecdh = createECDH('prime256v1');
ecdh.generateKeys();
const vapid = {
  publicKey: ecdh.getPublicKey().toString('base64url'),
  privateKey: ecdh.getPrivateKey().toString('base64url'),
};
let pushService: FakePushService;
let phone: FakeSubscription;
let whatsapp: WhatsAppFake;
const META = {
  token: 'EAAG-system-user-token',
  phoneNumberId: '106540352242922',
  appSecret: 'the-meta-app-secret-0123',
};

beforeAll(async () => {
  pushService = await startFakePushService();
  whatsapp = await startWhatsAppFake(META);
});
afterAll(async () => Promise.all([pushService?.close(), whatsapp?.close()]));
withSosApp(() => ({
  push: { ...vapid, subject: 'mailto:ops@example.com', fallbackSeconds: WAIT },
  whatsapp: {
    provider: 'cloud',
    ...META,
    verifyToken: 'verify-token-given-to-meta-0123',
    apiUrl: whatsapp.url,
    template: 'sos_alert',
    costPaise: 12,
  },
}));

beforeEach(async () => {
  whatsapp.messages.length = 0;
  await t.database.db.update(users).set({ fallbackChannel: 'sms', whatsappOptInAt: null }).where(eq(users.id, ownerId));
  await t.database.db.delete(pushSubscriptions);
  phone = pushService.subscribe(vapid.publicKey);
  await t.database.db.insert(pushSubscriptions).values({
    userId: ownerId,
    endpoint: phone.endpoint,
    p256dh: phone.p256dh,
    auth: phone.auth,
    label: 'Chrome on Android',
  });
});

const deliver = () => t.app.services.worker.runOnce();
const ownerSms = () => sms.to(OWNER);

async function alert(kind: 'blocking' | 'accident' = 'blocking') {
  const res = await post(
    sosBody({ qrcodename: DEMO_TAG_CODE, reasonId: kind === 'accident' ? urgentReasonId : reasonId }),
  );
  expect(res.statusCode).toBe(201);
  return (res.json() as { data: { _id: string } }).data._id;
}

/** The newest push the owner's phone received, decrypted as the browser does. */
function lastPush(): AlertPushPayload {
  const messages = phone.messages();
  expect(messages.length).toBeGreaterThan(0);
  return JSON.parse(phone.decrypt(messages.at(-1)!)) as AlertPushPayload;
}

/**
 * The pushes the owner's phone received, `n` of them; when not, what became of the push messages
 * (their state, tries and last error, and what the push service refused) is in the failure.
 */
async function expectPushes(n: number) {
  if (phone.messages().length === n) return;
  const pushes = await t.database.db
    .select({ status: notifications.status, attempts: notifications.attempts, error: notifications.lastError })
    .from(notifications)
    .where(eq(notifications.channel, 'push'));
  expect({
    pushed: phone.messages().length,
    pushes: pushes.slice(-3),
    refused: pushService.refusals.slice(-3),
  }).toEqual({
    pushed: n,
  });
}

const received = (token: string) => t.app.inject({ method: 'POST', url: `/api/answer/${token}/received` });
const ownerState = async (callId: string) => {
  const res = await t.app.inject({ method: 'GET', url: `/api/alert/${alertViewToken(t.config.jwtSecret, callId)}` });
  return (res.json() as { data: { owner: { state: string } } }).data.owner.state;
};

describe('the channel ladder', () => {
  it('pushes the owner first; once the phone shows the push, no SMS goes', async () => {
    const id = await alert();
    await deliver();
    await expectPushes(1);
    expect(ownerSms()).toHaveLength(0);
    const push = lastPush();
    expect(push.kind).toBe('sos');
    expect(push.body).toContain('Your vehicle is blocking');
    expect(push.url).toBe(`${t.config.publicUrl}/r/${push.token}`);
    // An alert wakes the phone.
    expect(phone.messages()[0]!.headers.urgency).toBe('high');
    expect(await ownerState(id)).toBe('sent');

    expect((await received(push.token)).statusCode).toBe(200);
    expect(await ownerState(id)).toBe('delivered');
    t.clock.advance(WAIT + 1);
    await deliver();
    expect(ownerSms()).toHaveLength(0);
  });

  it('texts the owner when the push is not acknowledged within the wait', async () => {
    await alert();
    await deliver();
    await expectPushes(1);
    t.clock.advance(WAIT - 2);
    await deliver();
    expect(ownerSms()).toHaveLength(0);
    t.clock.advance(3);
    await deliver();
    expect(ownerSms()).toHaveLength(1);
    // The text has an answer link of its own, not the push's.
    expect(ownerSms()[0]!.body).not.toContain(lastPush().token);
  });

  it('sends an urgent alert on every channel at once', async () => {
    await alert('accident');
    await deliver();
    await expectPushes(1);
    expect(lastPush().urgent).toBe(true);
    expect(ownerSms()).toHaveLength(1);
    expect(ownerSms()[0]!.body).toContain('accident');
  });

  it('forgets a device its push service says is gone, and texts at once', async () => {
    pushService.setMode(phone.id, 'gone');
    await alert();
    await deliver();
    expect(ownerSms()).toHaveLength(1);
    expect(await t.database.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, ownerId))).toEqual(
      [],
    );
  });

  it("sends a failed alert's texts again when an admin asks, never its push to a device that is gone", async () => {
    pushService.setMode(phone.id, 'gone');
    const id = await alert();
    await deliver();
    expect(ownerSms()).toHaveLength(1);
    // The gateway lost the text after taking it: both of the owner's messages have failed.
    await t.database.db
      .update(notifications)
      .set({ status: 'failed' })
      .where(and(eq(notifications.sosCallId, id), eq(notifications.recipientRole, 'owner')));
    const admin = await t.signIn(t.config.adminPhone);
    const retry = await t.app.inject({
      method: 'POST',
      url: `/api/sos-calls/${id}/retry`,
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(retry.json()).toMatchObject({ message: '1 text queued again.' });
    await deliver();
    expect(ownerSms()).toHaveLength(2);
    const byChannel = await t.database.db
      .select({ channel: notifications.channel, status: notifications.status })
      .from(notifications)
      .where(and(eq(notifications.sosCallId, id), eq(notifications.recipientRole, 'owner')));
    expect(byChannel.sort((a, b) => a.channel.localeCompare(b.channel))).toEqual([
      { channel: 'push', status: 'failed' },
      { channel: 'sms', status: 'sent' },
    ]);
  });

  it("answers the alert from the push's action, and the waiting text is not needed", async () => {
    const id = await alert();
    await deliver();
    const { token } = lastPush();
    const res = await t.app.inject({ method: 'POST', url: `/api/answer/${token}`, payload: { kind: 'seen' } });
    expect(res.statusCode).toBe(200);
    const status = await t.app.inject({ method: 'GET', url: `/api/alert/${alertViewToken(t.config.jwtSecret, id)}` });
    expect((status.json() as { data: { answer: { kind: string } } }).data.answer.kind).toBe('seen');
    t.clock.advance(WAIT + 1);
    await deliver();
    expect(ownerSms()).toHaveLength(0);
  });

  it("takes the device's word only through the push's own link", async () => {
    await alert();
    await deliver();
    const [text] = await t.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.channel, 'sms'))
      .orderBy(notifications.createdAt)
      .then((rows) => rows.filter((r) => r.phone === OWNER && r.status === 'queued'));
    // The SMS's own token, a made-up one, and a malformed one are refused; the text still goes.
    for (const token of [text!.ackToken!, 'ABCDEFGHJKMN', 'x'])
      expect((await received(token)).statusCode, token).toBe(404);
    t.clock.advance(WAIT + 1);
    await deliver();
    expect(ownerSms()).toHaveLength(1);
  });

  it('pushes once when two senders work the same outbox', async () => {
    const sender = createPushSender(t.config)!;
    const other = new NotificationWorker(t.database.db, sms, t.clock.now, undefined, {
      channels: { push: new PushChannel(t.database.db, sender, t.config.publicUrl, 'SafeSathi', t.clock.now) },
    });
    await Promise.all(Array.from({ length: 5 }, () => alert()));
    await Promise.all([deliver(), other.runOnce(), deliver(), other.runOnce()]);
    // Five alerts in one window: one push (the others are spoken for by it), and never two.
    await expectPushes(1);
  });

  it("follows an unseen push with WhatsApp for an owner who chose it, with the text's own link", async () => {
    await t.database.db
      .update(users)
      .set({ fallbackChannel: 'whatsapp', whatsappOptInAt: t.clock.now(), language: 'hi' })
      .where(eq(users.id, ownerId));
    await alert();
    await deliver();
    expect(whatsapp.messages).toHaveLength(0);
    t.clock.advance(WAIT + 1);
    await deliver();
    expect(ownerSms()).toHaveLength(0);
    expect(whatsapp.messages).toHaveLength(1);
    const [message] = whatsapp.messages;
    expect(message!.to).toBe(`91${OWNER}`);
    expect(message!.template).toBe('sos_alert');
    // The template's words, read with the claim: the alert's reason and vehicle, in the owner's language.
    expect(message!.bodyParams[0]).toBe('Car blocking the way');
    const [call] = await t.database.db.select().from(sosCalls);
    expect(message!.bodyParams[1]).toBe(call!.vehicleNumber);
    expect(message!.language).toBe('hi');
    const [text] = await t.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.channel, 'whatsapp'))
      .then((rows) => rows.filter((r) => r.phone === OWNER));
    expect(message!.buttonUrlParam).toBe(text!.ackToken);
    expect(message!.buttonUrlParam).not.toBe(lastPush().token);
  });

  it('texts by SMS an owner who chose WhatsApp without a recorded opt-in', async () => {
    await t.database.db.update(users).set({ fallbackChannel: 'whatsapp' }).where(eq(users.id, ownerId));
    await alert('accident');
    await deliver();
    expect(whatsapp.messages).toHaveLength(0);
    expect(ownerSms()).toHaveLength(1);
  });

  it('pushes an emergency contact who has an account when the ladder reaches them, and their SMS waits too', async () => {
    const CONTACT = '9000000003';
    const [contact] = await t.database.db
      .insert(users)
      .values({ name: 'Priya Sharma', phone: CONTACT, usertype: 'Customer' })
      .onConflictDoNothing()
      .returning();
    const contactId = contact?.id ?? (await t.database.db.select().from(users).where(eq(users.phone, CONTACT)))[0]!.id;
    const contactPhone = pushService.subscribe(vapid.publicKey);
    await t.database.db.insert(pushSubscriptions).values({
      userId: contactId,
      endpoint: contactPhone.endpoint,
      p256dh: contactPhone.p256dh,
      auth: contactPhone.auth,
      label: 'Firefox on Android',
    });
    await alert();
    await deliver();
    // Nobody answered the owner: the ladder reaches the contacts, the one with the app by push first.
    t.clock.advance(t.config.limits.sosEscalateSeconds + 1);
    await deliver();
    expect(contactPhone.messages()).toHaveLength(1);
    expect(sms.to(CONTACT)).toHaveLength(0);
    expect(sms.to('9000000004')).toHaveLength(1);
    t.clock.advance(WAIT);
    await deliver();
    expect(sms.to(CONTACT)).toHaveLength(1);
  });
});
