/**
 * The texting window by severity (docs/decisions/0018): within a recipient's window, an alert more
 * severe than anything already texted to them about the tag goes at once; alerts of the same or
 * lower severity are summed into the next text. The clock is moved; the sender runs when told.
 */
import { describe, expect, it } from 'vitest';
import { DEMO_CUSTOMER_PHONE, DEMO_TAG_CODE } from '../../seed.js';
import { post, reasonId, sms, sosBody, t, urgentReasonId, withSosApp } from './sos-test-kit.js';

withSosApp();

const CONTACTS = ['9000000003', '9000000004'];
const window = () => t.config.limits.sosNotifyWindowSeconds;
const ownerTexts = () => sms.to(DEMO_CUSTOMER_PHONE).map((m) => m.body);
const deliver = () => t.app.services.worker.runOnce();

/** A 'Car blocking the way' (normal) or 'Accident' (urgent) alert on the demo tag. */
async function send(kind: 'blocking' | 'accident', creatorName = 'Ravi Kumar') {
  const res = await post(
    sosBody({ qrcodename: DEMO_TAG_CODE, reasonId: kind === 'accident' ? urgentReasonId : reasonId, creatorName }),
  );
  expect(res.statusCode).toBe(201);
}

/** The page behind the answer link a text ends with. */
async function openLink(body: string) {
  const token = /\/r\/([0-9A-Z]{12})$/.exec(body)![1]!;
  const page = await t.app.inject({ method: 'GET', url: `/r/${token}?lang=en` });
  expect(page.statusCode).toBe(200);
  return page.body;
}

describe('the texting window by severity', () => {
  it('an accident 80 s after a car-blocking alert reaches the owner at once, not when the window ends', async () => {
    await send('blocking');
    await deliver();
    expect(ownerTexts()).toHaveLength(1);

    t.clock.advance(80);
    await send('accident', 'Crash Witness');
    await deliver();
    const owner = ownerTexts();
    expect(owner).toHaveLength(2);
    expect(owner[1]).toContain('EMERGENCY: your vehicle has been in an accident.');
    // The contacts the ladder held for the car-blocking alert are told at once as well, of the accident.
    for (const phone of CONTACTS) {
      expect(sms.to(phone)).toHaveLength(1);
      expect(sms.to(phone)[0]!.body).toContain('Accident');
      // Their link opens the accident, not the car blocking the way.
      const page = await openLink(sms.to(phone)[0]!.body);
      expect(page).toContain('Crash Witness sent this alert');
      expect(page).toContain('Accident');
    }
    // Nothing is left to go when the first window ends.
    t.clock.advance(window());
    expect(await deliver()).toBe(0);
  });

  it('an accident joining a car-blocking text the window holds makes it go at once, in its words and with its link', async () => {
    await send('blocking');
    await deliver();
    t.clock.advance(30);
    await send('blocking', 'Second Driver');
    await deliver();
    expect(ownerTexts()).toHaveLength(1);

    t.clock.advance(30);
    await send('accident', 'Crash Witness');
    await deliver();
    const owner = ownerTexts();
    expect(owner).toHaveLength(2);
    expect(owner[1]).toContain('2 alerts for your vehicle');
    expect(owner[1]).toContain('EMERGENCY: your vehicle has been in an accident.');
    expect(owner[1]).toContain('Crash Witness');
    expect(await openLink(owner[1]!)).toContain('Crash Witness sent this alert');
    // It went: the window's end has nothing more to send the owner.
    t.clock.advance(window());
    await deliver();
    expect(ownerTexts()).toHaveLength(2);
  });

  it('a second accident within the window is summed into the next text, not sent at once', async () => {
    await send('accident');
    expect(await deliver()).toBe(3);
    t.clock.advance(80);
    await send('accident', 'Second Witness');
    expect(await deliver()).toBe(0);

    t.clock.advance(window() - 80);
    expect(await deliver()).toBe(3);
    expect(ownerTexts()).toHaveLength(2);
    expect(ownerTexts()[1]).toContain('Second Witness');
  });

  it('a second car-blocking alert within the window is summed into the next text, not sent at once', async () => {
    await send('blocking');
    expect(await deliver()).toBe(1);
    t.clock.advance(80);
    await send('blocking', 'Second Driver');
    expect(await deliver()).toBe(0);

    t.clock.advance(window() - 80);
    expect(await deliver()).toBe(1);
    expect(ownerTexts()).toHaveLength(2);
    expect(ownerTexts()[1]).toContain('Your vehicle is blocking the way');
    expect(ownerTexts()[1]).toContain('Second Driver');
  });

  it('after an accident went at once, the next accident in that window waits for its end', async () => {
    await send('blocking');
    await deliver();
    t.clock.advance(80);
    await send('accident');
    expect(await deliver()).toBe(3);
    t.clock.advance(20);
    await send('accident', 'Second Witness');
    expect(await deliver()).toBe(0);
    // The car-blocking text's window ends: still nothing, the accident's window runs on.
    t.clock.advance(window() - 100);
    expect(await deliver()).toBe(0);
    t.clock.advance(80);
    expect(await deliver()).toBe(3);
    expect(ownerTexts()).toHaveLength(3);
    expect(ownerTexts()[2]).toContain('Second Witness');
  });

  it('a car-blocking alert joining a waiting accident text changes its count, never its words', async () => {
    await send('accident');
    await deliver();
    t.clock.advance(30);
    await send('accident', 'Second Witness');
    t.clock.advance(30);
    await send('blocking', 'Third Driver');
    t.clock.advance(window() - 60);
    await deliver();
    const last = ownerTexts().at(-1)!;
    expect(last).toContain('2 alerts for your vehicle');
    expect(last).toContain('EMERGENCY: your vehicle has been in an accident.');
    expect(last).toContain('Second Witness');
    expect(last).not.toContain('blocking');
  });

  it('a burst of accidents at once after a car-blocking text gives one text at once, not one each', async () => {
    await send('blocking');
    await deliver();
    t.clock.advance(80);
    const burst = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        post(sosBody({ qrcodename: DEMO_TAG_CODE, reasonId: urgentReasonId, creatorName: `Witness ${i}` })),
      ),
    );
    expect(burst.map((r) => r.statusCode)).toEqual(Array(8).fill(201));
    await deliver();
    const owner = ownerTexts();
    expect(owner).toHaveLength(2);
    expect(owner[1]).toContain('8 alerts for your vehicle');
    for (const phone of CONTACTS) expect(sms.to(phone)).toHaveLength(1);
    t.clock.advance(window());
    expect(await deliver()).toBe(0);
  });
});
