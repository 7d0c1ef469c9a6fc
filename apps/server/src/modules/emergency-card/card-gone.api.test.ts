import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../../test/request.js';
import { insertVehicle } from '../../../test/user-fixtures.js';
import { qrTags } from '../../platform/db/schema.js';
import { nextIp, t, urgentReasonId, withSosApp } from '../sos/sos-test-kit.js';
import { expectNoCard, fetchCard, ownerWithCard, putCard, sendFromPage } from './card-test-kit.js';

// A card shows only while its owner, vehicle and tag still stand behind it
// (docs/decisions/0029-emergency-card.md): not for the rest of an alert's day.
withSosApp();

let admin: string;
beforeAll(async () => {
  admin = await t.signIn(t.config.adminPhone);
});

const get = (url: string) => t.app.inject({ method: 'GET', url, remoteAddress: nextIp() });
/** An owner's card on, and a bystander's urgent alert about its tag showing it: the alert's page too. */
async function shownCard() {
  const o = await ownerWithCard(t);
  const page = await sendFromPage(t, o.code, urgentReasonId, nextIp());
  expect((await get(page)).body).toContain('Type-1 diabetes ZK4');
  expect((await fetchCard(t, o.code, urgentReasonId, nextIp())).statusCode).toBe(200);
  return { ...o, page };
}

/** No card on the bystander's alert page, and none for the SOS page's script. */
async function expectNoCardAnywhere(o: { page: string; code: string }) {
  const page = await get(o.page);
  expect(page.statusCode).toBe(200);
  expect(page.body).toContain('Alert sent');
  expect(page.body).not.toContain('Emergency card');
  expectNoCard(page.body);
  const fetched = await fetchCard(t, o.code, urgentReasonId, nextIp());
  expect(fetched.statusCode).toBe(404);
  expectNoCard(fetched.body);
}

describe('the emergency card is gone at once, everywhere', () => {
  it("when the owner's account is deleted", async () => {
    const o = await shownCard();
    expect((await call(t, 'DELETE', `/api/user/${o.ownerId}`, admin)).statusCode).toBe(200);
    await expectNoCardAnywhere(o);
  });

  it('when the vehicle is removed', async () => {
    const o = await shownCard();
    expect((await call(t, 'DELETE', `/api/uservehicle/${o.vehicleId}`, o.token)).statusCode).toBe(200);
    await expectNoCardAnywhere(o);
  });

  it('when the owner switches it off', async () => {
    const o = await shownCard();
    expect((await putCard(t, o.token, o.vehicleId, { enabled: false })).statusCode).toBe(200);
    await expectNoCardAnywhere(o);
  });

  it("when the tag is moved to another vehicle: the alert's page shows no card, the tag its new vehicle's", async () => {
    const o = await shownCard();
    const other = await insertVehicle(t.database.db, o.ownerId);
    const moved = await call(t, 'PUT', `/api/my/tags/${o.code}`, o.token, { vehicleId: other.id });
    expect(moved.statusCode).toBe(200);
    await expectNoCardAnywhere(o);

    // The tag now speaks for the other vehicle: its own card, once switched on, and never the first one's.
    const second = { enabled: true, consent: true, bloodGroup: 'O+', note: 'Second car QP8' };
    expect((await putCard(t, o.token, other.id, second)).statusCode).toBe(200);
    const fetched = await fetchCard(t, o.code, urgentReasonId, nextIp());
    expect(fetched.statusCode).toBe(200);
    expect(fetched.json().data).toMatchObject({ bloodGroup: 'O+', note: 'Second car QP8', allergies: null });
    const page = await get(o.page);
    expect(page.body).not.toContain('Second car QP8');
    expectNoCard(page.body);
  });

  it('when the tag is moved through another instance, whose writes do not clear this one’s cache', async () => {
    const o = await shownCard();
    const other = await insertVehicle(t.database.db, o.ownerId);
    // Straight to the database, as another instance's request would: this process's cache still
    // holds the tag on its first vehicle.
    await t.database.db.update(qrTags).set({ vehicleId: other.id }).where(eq(qrTags.code, o.code));
    await expectNoCardAnywhere(o);
  });
});
