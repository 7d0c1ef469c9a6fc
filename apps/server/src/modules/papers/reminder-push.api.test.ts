/**
 * A paper's reminder reaches the owner's phone as a push too, where they switched alerts on
 * (issue 27.3, docs/decisions/0067-channel-ladder.md); the text goes regardless.
 */

import { createECDH } from 'node:crypto';
import { addDays, kolkataDay, startOfDay } from '@safesathi/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RecordingSms } from '../../../test/recording-sms.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { pushSubscriptions } from '../../platform/db/schema.js';
import type { NoticePushPayload } from '../../platform/push/push.js';
import { type FakePushService, startFakePushService } from '../../platform/push/push-fakes.js';
import { reminderDeps } from './papers.module.js';
import { addPaper, INSURANCE, ownerWithVehicle } from './papers-test-kit.js';
import { queueDueReminders } from './reminders.service.js';

const ecdh = createECDH('prime256v1');
ecdh.generateKeys();
const vapid = {
  publicKey: ecdh.getPublicKey().toString('base64url'),
  privateKey: ecdh.getPrivateKey().toString('base64url'),
};
const sms = new RecordingSms();
let t: TestApp;
let pushService: FakePushService;

beforeAll(async () => {
  pushService = await startFakePushService();
  t = await createTestApp({
    sms,
    config: { push: { ...vapid, subject: 'mailto:ops@example.com', fallbackSeconds: 30 } },
  });
});
afterAll(async () => Promise.all([t?.close(), pushService?.close()]));

describe("a paper's reminder", () => {
  it('is pushed to the owner who has a device, and texted as well; an owner without one gets the text', async () => {
    const withApp = await ownerWithVehicle(t, 'Asha Rao');
    const without = await ownerWithVehicle(t, 'Vikram Das');
    const phone = pushService.subscribe(vapid.publicKey);
    await t.database.db.insert(pushSubscriptions).values({
      userId: withApp.user.id,
      endpoint: phone.endpoint,
      p256dh: phone.p256dh,
      auth: phone.auth,
      label: 'Chrome',
    });
    const until = addDays(kolkataDay(t.clock.now()), 40);
    const paper = await addPaper(t, withApp.token, { ...INSURANCE, vehicleId: withApp.vehicleId, validUntil: until });
    await addPaper(t, without.token, { ...INSURANCE, vehicleId: without.vehicleId, validUntil: until });
    // 30 days before, at 10:00 India time.
    const target = startOfDay(addDays(until, -30)).getTime() + 10 * 3600_000;
    t.clock.advance((target - t.clock.now().getTime()) / 1000);
    expect(await queueDueReminders(reminderDeps(t.database.db, t.config), t.clock.now())).toBe(2);
    await t.app.services.worker.runOnce();

    const reminders = (phoneNumber: string) => sms.to(phoneNumber).filter((m) => m.body.includes('expires in 30 days'));
    expect(reminders(withApp.user.phone)).toHaveLength(1);
    expect(reminders(without.user.phone)).toHaveLength(1);
    expect(phone.messages()).toHaveLength(1);
    const push = JSON.parse(phone.decrypt(phone.messages()[0]!)) as NoticePushPayload;
    expect(push.kind).toBe('notice');
    expect(push.body).toBe(reminders(withApp.user.phone)[0]!.body);
    // A tap opens the paper in the owner's account, and a reminder does not wake the phone as an alert does.
    expect(push.url).toBe(`${t.config.publicUrl}/account/papers?paper=${paper.json().data._id}`);
    expect(phone.messages()[0]!.headers.urgency).toBe('normal');
  });
});
