import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bearer } from '../../../test/test-app.js';
import { insertTaggedOwner, insertVehicle } from '../../../test/user-fixtures.js';
import { emergencyContacts, users } from '../../platform/db/schema.js';
import { nextIp, post, sms, sosBody, t, urgentReasonId, withSosApp } from './sos-test-kit.js';

// An answer link belongs to one recipient of one alert (and of the alerts summed into their text),
// never to the tag: docs/decisions/0040-answer-links-belong-to-a-recipient.md.
withSosApp();

/** A customer with a vehicle, an active tag and two emergency contacts, and their phone numbers. */
async function taggedOwner(contactCount = 2) {
  const o = await insertTaggedOwner(t.database.db, contactCount);
  const [owner] = await t.database.db.select().from(users).where(eq(users.id, o.ownerId));
  const contacts = await t.database.db
    .select()
    .from(emergencyContacts)
    .where(eq(emergencyContacts.userId, o.ownerId))
    .orderBy(emergencyContacts.position);
  return { ...o, phone: owner!.phone, name: owner!.name, contacts: contacts.map((c) => c.phone) };
}
type Owner = Awaited<ReturnType<typeof taggedOwner>>;

/** An alert about the owner's tag, delivered: its id, its bystander's page and each text's answer link. */
async function alertAbout(o: Owner, extra: Record<string, unknown> = {}) {
  const res = await post({ ...sosBody({ qrcodename: o.code, ...extra }), user: undefined, vehicleNumber: undefined });
  expect(res.statusCode).toBe(201);
  await t.app.services.worker.runOnce();
  return {
    id: res.json().data._id as string,
    status: `/api${res.json().data.statusUrl as string}`,
    link: (phone: string) => linkIn(sms.to(phone).at(-1)?.body ?? ''),
  };
}
const linkIn = (text: string) => /\/r\/([0-9A-Z]{12})$/.exec(text)?.[1] ?? 'no-link-texted';

const answer = (link: string, kind = 'seen') =>
  t.app.inject({ method: 'POST', url: `/api/answer/${link}`, payload: { kind }, remoteAddress: nextIp() });
const page = (link: string) => t.app.inject({ method: 'GET', url: `/r/${link}?lang=en`, remoteAddress: nextIp() });
/** What the bystander's page says about an alert (its answer, where the contacts' texts stand). */
const progress = async (statusUrl: string) => (await t.app.inject({ method: 'GET', url: statusUrl })).json().data;

async function expectRefused(link: string) {
  const res = await answer(link);
  expect(res.statusCode).toBe(404);
  expect(res.json()).toMatchObject({ status: 'Error', code: 'NOT_FOUND', message: expect.stringContaining('112') });
  const html = await page(link);
  expect(html.statusCode).toBe(404);
  expect(html.body).toContain('This link is not valid any more');
  expect(html.body).not.toContain('Answer this alert');
}

const adminToken = () => t.signIn(t.config.adminPhone);
const moveTag = async (code: string, vehicleId: string) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/qrcode/${code}`,
    headers: bearer(await adminToken()),
    payload: { vehicleId },
  });

describe('a former owner’s answer link', () => {
  it('cannot answer the new owner’s alert once the tag moved to their vehicle, nor cancel their contacts’ held texts', async () => {
    const former = await taggedOwner();
    const before = await alertAbout(former);
    const formerLink = before.link(former.phone);

    const next = await taggedOwner();
    expect((await moveTag(former.code, next.vehicleId)).statusCode).toBe(200);
    const after = await alertAbout(next);
    expect(sms.to(next.phone)).toHaveLength(1);
    expect((await progress(after.status)).contacts.state).toBe('held');

    await expectRefused(formerLink);
    const now = await progress(after.status);
    expect(now.answer).toBeNull();
    expect(now.contacts.state).toBe('held');
    // The ladder still reaches the new owner's contacts when nobody answers.
    t.clock.advance(t.config.limits.sosEscalateSeconds + 1);
    await t.app.services.worker.runOnce();
    for (const contact of next.contacts) expect(sms.to(contact)).toHaveLength(1);
    // The new owner's own link answers their alert.
    expect((await answer(after.link(next.phone), 'coming')).statusCode).toBe(200);
    expect((await progress(after.status)).answer).toMatchObject({ kind: 'coming', by: 'owner' });
  });

  it('stops working when the vehicle changes hands: removed from the seller’s account, added by the buyer, the tag moved', async () => {
    const seller = await taggedOwner();
    const sold = await alertAbout(seller);
    const sellerLink = sold.link(seller.phone);
    const sellerToken = await t.signIn(seller.phone);
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/uservehicle/${seller.vehicleId}`,
      headers: bearer(sellerToken),
    });
    expect(removed.statusCode).toBe(200);
    await expectRefused(sellerLink);

    const buyer = await taggedOwner();
    const car = await insertVehicle(t.database.db, buyer.ownerId);
    const moved = await t.app.inject({
      method: 'PUT',
      url: `/api/qrcode/${seller.code}`,
      headers: bearer(await adminToken()),
      payload: { vehicleId: car.id, status: 'active' },
    });
    expect(moved.statusCode).toBe(200);
    const buyers = await alertAbout({ ...buyer, code: seller.code });
    await expectRefused(sellerLink);
    expect((await progress(buyers.status)).answer).toBeNull();
    expect((await progress(buyers.status)).contacts.state).toBe('held');
  });
});

describe('an answer link is refused', () => {
  it('when its emergency contact was removed from the owner’s contacts; a contact kept still answers', async () => {
    const o = await taggedOwner();
    const alert = await alertAbout(o, { reasonId: urgentReasonId });
    const [kept, removed] = o.contacts as [string, string];
    const keptLink = alert.link(kept);
    const removedLink = alert.link(removed);
    const owner = await t.signIn(o.phone);
    const saved = await t.app.inject({
      method: 'PUT',
      url: `/api/sosContacts/${o.ownerId}`,
      headers: bearer(owner),
      payload: { contacts: [{ name: 'Contact 1', phone: kept }] },
    });
    expect(saved.statusCode).toBe(200);

    await expectRefused(removedLink);
    expect((await progress(alert.status)).answer).toBeNull();
    expect((await answer(keptLink, 'call112')).statusCode).toBe(200);
    expect((await progress(alert.status)).answer).toMatchObject({ kind: 'call112', by: 'contact' });
  });

  it('when the owner’s account was deleted: neither the owner’s nor a contact’s link answers', async () => {
    const o = await taggedOwner();
    const alert = await alertAbout(o, { reasonId: urgentReasonId });
    const ownerLink = alert.link(o.phone);
    const contactLink = alert.link(o.contacts[0]!);
    expect((await page(ownerLink)).statusCode).toBe(200);
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/user/${o.ownerId}`,
      headers: bearer(await adminToken()),
    });
    expect(deleted.statusCode).toBe(200);
    await expectRefused(ownerLink);
    await expectRefused(contactLink);
    expect((await progress(alert.status)).answer).toBeNull();
  });
});

describe('the owner’s own link', () => {
  it('answers every alert summed into their text, and the later ones texted to them about the same vehicle', async () => {
    const o = await taggedOwner();
    // Two alerts before the sender runs: one text to the owner speaks for both.
    const first = await post({ ...sosBody({ qrcodename: o.code }), user: undefined, vehicleNumber: undefined });
    const second = await alertAbout(o);
    expect(sms.to(o.phone)).toHaveLength(1);
    expect(sms.to(o.phone)[0]!.body).toContain('2 alerts');
    const link = second.link(o.phone);
    // A third within the texting window waits for its own text.
    const third = await alertAbout(o);
    expect(sms.to(o.phone)).toHaveLength(1);

    expect((await answer(link, 'coming')).statusCode).toBe(200);
    for (const url of [`/api${first.json().data.statusUrl}`, second.status, third.status]) {
      const p = await progress(url);
      expect(p.answer, url).toMatchObject({ kind: 'coming', by: 'owner' });
      expect(p.contacts.state, url).toBe('cancelled');
    }
  });

  it('answers only what was texted to its recipient: a contact added later cannot answer the alert before', async () => {
    const o = await taggedOwner(0);
    const earlier = await alertAbout(o, { reasonId: urgentReasonId });
    const newcomer = '9123400001';
    const added = await t.app.inject({
      method: 'PUT',
      url: `/api/sosContacts/${o.ownerId}`,
      headers: bearer(await t.signIn(o.phone)),
      payload: { contacts: [{ name: 'Newcomer', phone: newcomer }] },
    });
    expect(added.statusCode).toBe(200);
    const later = await alertAbout(o, { reasonId: urgentReasonId });
    expect((await answer(later.link(newcomer), 'seen')).statusCode).toBe(200);
    expect((await progress(later.status)).answer).toMatchObject({ kind: 'seen', by: 'contact' });
    expect((await progress(earlier.status)).answer).toBeNull();
  });
});
