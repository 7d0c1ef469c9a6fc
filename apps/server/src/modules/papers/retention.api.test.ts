import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUploadTestApp } from '../../../test/multipart.js';
import { bearer, type TestApp } from '../../../test/test-app.js';
import { adminWith } from '../../../test/user-fixtures.js';
import { papers } from '../../platform/db/schema.js';
import { purgePapersOfAccountsGone, purgeShareViewsOfLinksEnded } from './papers.module.js';
import { addPaper, getAs, INSURANCE, ownerWithVehicle, photoWithGps, storedPaperFiles } from './papers-test-kit.js';

let t: TestApp & { uploadDir: string };
beforeAll(async () => {
  // The clock jumps a month and more ahead: an owner's sign-in must outlive that.
  t = await createUploadTestApp({ config: { tokenTtlSeconds: 90 * 86_400 } });
});
afterAll(async () => t?.close());

const purge = () => purgePapersOfAccountsGone(t.database.db, t.config, t.clock.now());

describe("a deleted account's papers", () => {
  it('are kept while the account can be restored, then deleted with their files', async () => {
    const o = await ownerWithVehicle(t);
    const keeps = await ownerWithVehicle(t);
    const photo = async () => ({ field: 'file', name: 'policy.jpg', data: await photoWithGps(), type: 'image/jpeg' });
    const gone = (await addPaper(t, o.token, { ...INSURANCE, vehicleId: o.vehicleId }, await photo())).json().data;
    await addPaper(t, keeps.token, { ...INSURANCE, vehicleId: keeps.vehicleId }, await photo());
    const filesBefore = (await storedPaperFiles(t.config.dataDir)).length;
    expect(filesBefore).toBe(2);

    const admin = await adminWith(t, ['viewCustomer', 'deleteCustomer']);
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/users/${o.user.id}`,
      headers: bearer(admin.token),
    });
    expect(deleted.statusCode).toBe(200);

    // Within DELETED_RETENTION_DAYS the account may be restored, papers and all.
    t.clock.advance((t.config.deletedRetentionDays - 1) * 86_400);
    expect(await purge()).toBe(0);
    expect(await t.database.db.select().from(papers).where(eq(papers.id, gone._id))).toHaveLength(1);

    t.clock.advance(2 * 86_400);
    expect(await purge()).toBe(1);
    expect(await t.database.db.select().from(papers).where(eq(papers.id, gone._id))).toEqual([]);
    expect(await storedPaperFiles(t.config.dataDir)).toHaveLength(1);
    // The other customer's paper and file are untouched.
    expect(await t.database.db.select().from(papers).where(eq(papers.userId, keeps.user.id))).toHaveLength(1);
  });
});

describe("a share link's views", () => {
  const purgeViews = () => purgeShareViewsOfLinksEnded(t.database.db, t.config, t.clock.now());

  it('are deleted PAPERS_SHARE_LOG_DAYS after the link was revoked or expired; a live link keeps its own', async () => {
    const o = await ownerWithVehicle(t);
    const paperId = (await addPaper(t, o.token, { ...INSURANCE, vehicleId: o.vehicleId })).json().data._id as string;
    const shares = `/api/my/papers/${paperId}/shares`;
    const makeShare = async (minutes: number) => {
      const res = await t.app.inject({ method: 'POST', url: shares, headers: bearer(o.token), payload: { minutes } });
      expect(res.statusCode).toBe(201);
      const { _id, token } = res.json().data as { _id: string; token: string };
      expect((await getAs(t, null, `/api/paper-shares/${token}`)).statusCode).toBe(200);
      return _id;
    };
    const viewsOf = async () => {
      const listed = (await getAs(t, o.token, shares)).json().data as { _id: string; views: unknown[] }[];
      return Object.fromEntries(listed.map((s) => [s._id, s.views.length]));
    };
    const days = t.config.paperShareLogDays;

    const revoked = await makeShare(24 * 60);
    const revoking = await t.app.inject({ method: 'DELETE', url: `${shares}/${revoked}`, headers: bearer(o.token) });
    expect(revoking.statusCode).toBe(200);
    const expired = await makeShare(15); // ends 15 minutes after the other was revoked

    // Up to the last minute of the period, the owner can still look back at who opened them.
    t.clock.advance(days * 86_400 - 60);
    expect(await purgeViews()).toBe(0);
    const live = await makeShare(24 * 60);
    expect(await viewsOf()).toEqual({ [revoked]: 1, [expired]: 1, [live]: 1 });

    t.clock.advance(2 * 60);
    expect(await purgeViews()).toBe(1);
    expect(await viewsOf()).toEqual({ [revoked]: 0, [expired]: 1, [live]: 1 });

    t.clock.advance(15 * 60);
    expect(await purgeViews()).toBe(1);
    expect(await viewsOf()).toEqual({ [revoked]: 0, [expired]: 0, [live]: 1 });
  });
});
