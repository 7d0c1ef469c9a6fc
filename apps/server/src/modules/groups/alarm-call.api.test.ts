import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nextPhone } from '../../../test/fixtures.js';
import { call } from '../../../test/request.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { emergencyContacts, notifications } from '../../platform/db/schema.js';
import { type Fake, startFake } from '../../platform/sms/gateway-fakes.js';
import { EXOTEL, fakeExotel } from '../../platform/telephony/telephony-fakes.js';
import { familyOfTwo } from './groups-test-kit.js';

// The trip alarm's link offers the QR loop's masked call-back (docs/decisions/0075-trip-alarm.md):
// the recipient is rung first, then the member who raised the alarm; neither sees the other's number.
const exotel = fakeExotel();
let fake: Fake;
let t: TestApp;
beforeAll(async () => {
  fake = await startFake(exotel.handler);
  t = await createTestApp({
    config: {
      telephony: { provider: 'exotel', ...EXOTEL, url: fake.url },
      maskedCallCaps: { perNumberPerHour: 1000, perTagPerHour: 1000 },
    },
  });
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

describe("a trip alarm's masked call-back", () => {
  it("rings the link's recipient first, then the member, from the provider's number; the page shows neither number", async () => {
    const { member, groupId } = await familyOfTwo(t);
    const dad = nextPhone();
    await t.database.db
      .insert(emergencyContacts)
      .values({ userId: member.user.id, name: 'Dad', phone: dad, position: 0 });
    expect((await call(t, 'POST', `/api/groups/${groupId}/alarm`, member.token)).statusCode).toBe(201);
    const texts = await t.database.db
      .select({ phone: notifications.phone, body: notifications.body })
      .from(notifications);
    const link = /\/r\/([0-9A-Z]{12})/.exec(texts.find((x) => x.phone === dad)!.body)![1]!;

    const page = await call(t, 'GET', `/r/${link}?lang=en`);
    expect(page.body).toContain(`action="/r/${link}/call?lang=en"`);
    expect(page.body).not.toContain(member.user.phone);

    const before = fake.requests.length;
    const asked = await call(t, 'POST', `/api/answer/${link}/call`);
    expect(asked.statusCode).toBeLessThan(300);
    expect(fake.requests.length).toBe(before + 1);
    const form = new URLSearchParams(fake.requests.at(-1)!.body);
    expect(form.get('From')).toBe(`+91${dad}`);
    expect(form.get('To')).toBe(`+91${member.user.phone}`);
    expect(form.get('CallerId')).toBe(EXOTEL.callerId);
  });
});
