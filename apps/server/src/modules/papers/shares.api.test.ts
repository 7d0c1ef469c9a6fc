import { PAPER_SHARE_NOTICE } from '@safesathi/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUploadTestApp } from '../../../test/multipart.js';
import { bearer, type TestApp } from '../../../test/test-app.js';
import { signedInCustomer } from '../../../test/user-fixtures.js';
import { users } from '../../platform/db/schema.js';
import { addPaper, getAs, INSURANCE, ownerWithVehicle, photoWithGps } from './papers-test-kit.js';

let t: TestApp;
beforeAll(async () => {
  t = await createUploadTestApp();
});
afterAll(async () => t?.close());

async function ownerWithPaper() {
  const o = await ownerWithVehicle(t);
  const file = { field: 'file', name: 'policy.jpg', data: await photoWithGps(), type: 'image/jpeg' };
  const paper = (await addPaper(t, o.token, { ...INSURANCE, vehicleId: o.vehicleId }, file)).json().data;
  return { ...o, paperId: paper._id as string };
}

const share = (token: string, paperId: string, minutes: unknown) =>
  t.app.inject({
    method: 'POST',
    url: `/api/my/papers/${paperId}/shares`,
    headers: bearer(token),
    payload: { minutes },
  });

describe('a share link for one paper', () => {
  it('lives 15 minutes to 24 hours', async () => {
    const o = await ownerWithPaper();
    for (const [minutes, message] of [
      [14, 'A link works for at least 15 minutes'],
      [24 * 60 + 1, 'A link works for at most 24 hours'],
    ] as const) {
      const res = await share(o.token, o.paperId, minutes);
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual([{ path: 'minutes', message }]);
    }
    expect((await share(o.token, o.paperId, 15)).statusCode).toBe(201);
    expect((await share(o.token, o.paperId, 24 * 60)).statusCode).toBe(201);
  });

  it('shows the paper and its file to whoever holds it until it expires, each view listed to the owner', async () => {
    const o = await ownerWithPaper();
    const made = await share(o.token, o.paperId, 30);
    expect(made.statusCode).toBe(201);
    const { token, url, _id: shareId } = made.json().data;
    expect(url).toBe(`${t.config.publicUrl}/p/${token}`);

    const page = await getAs(t, null, `/api/paper-shares/${token}`);
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.json().data).toMatchObject({
      kind: 'insurance',
      number: 'POL-123456789',
      helpline: '1800-209-1415',
      fileType: 'image/webp',
      notice: PAPER_SHARE_NOTICE,
    });
    expect(PAPER_SHARE_NOTICE).toMatch(/DigiLocker or mParivahan/);
    const file = await getAs(t, null, `/api/paper-shares/${token}/file`);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/webp');
    expect(file.rawPayload.equals((await getAs(t, o.token, `/api/my/papers/${o.paperId}/file`)).rawPayload)).toBe(true);

    t.clock.advance(60);
    await getAs(t, null, `/api/paper-shares/${token}`);
    const listed = (await getAs(t, o.token, `/api/my/papers/${o.paperId}/shares`)).json().data;
    expect(listed).toHaveLength(1);
    expect(listed[0]).toMatchObject({ _id: shareId, revokedAt: null });
    expect(listed[0].views).toHaveLength(2);
    expect(JSON.stringify(listed)).not.toContain(token);

    // 30 minutes after it was made (a minute has gone already), the link is gone.
    t.clock.advance(29 * 60 - 1);
    expect((await getAs(t, null, `/api/paper-shares/${token}`)).statusCode).toBe(200);
    t.clock.advance(1);
    for (const path of [`/api/paper-shares/${token}`, `/api/paper-shares/${token}/file`]) {
      const res = await getAs(t, null, path);
      expect(res.statusCode, path).toBe(404);
      expect(res.json()).toMatchObject({ code: 'NOT_FOUND', message: 'That link was not found.' });
    }
  });

  it('stops working once revoked; only its owner can revoke it, through its own paper', async () => {
    const o = await ownerWithPaper();
    const { token, _id: shareId } = (await share(o.token, o.paperId, 60)).json().data;
    expect((await getAs(t, null, `/api/paper-shares/${token}`)).statusCode).toBe(200);
    // The page the QR opens: the details, the photo from the link's file address, the legal notice.
    const page = await getAs(t, null, `/p/${token}`);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body).toContain('POL-123456789');
    expect(page.body).toContain(`src="/api/paper-shares/${token}/file"`);
    expect(page.body).toContain('DigiLocker or mParivahan are the legally recognised ones');

    // Another paper's id, even the same owner's, does not reach this link; nor does another customer.
    const second = (await addPaper(t, o.token, { kind: 'licence', number: 'DL-1' })).json().data._id;
    const revoke = (who: string, paperId: string) =>
      t.app.inject({ method: 'DELETE', url: `/api/my/papers/${paperId}/shares/${shareId}`, headers: bearer(who) });
    expect((await revoke(o.token, second)).statusCode).toBe(404);
    const stranger = await signedInCustomer(t);
    expect((await revoke(stranger.token, o.paperId)).statusCode).toBe(404);
    expect((await getAs(t, null, `/api/paper-shares/${token}`)).statusCode).toBe(200);
    // The link's token is no sign-in: it opens neither the paper's owner routes nor the other paper.
    for (const path of [
      `/api/my/papers/${second}/file`,
      `/api/my/papers/${o.paperId}/file`,
      `/api/my/papers/${second}`,
    ])
      expect((await getAs(t, token, path)).statusCode, path).toBe(401);

    const done = await revoke(o.token, o.paperId);
    expect(done.statusCode).toBe(200);
    expect(done.json().message).toBe('Link revoked. It no longer opens.');
    expect((await getAs(t, null, `/api/paper-shares/${token}`)).statusCode).toBe(404);
    expect((await getAs(t, null, `/api/paper-shares/${token}/file`)).statusCode).toBe(404);
    const gone = await getAs(t, null, `/p/${token}`);
    expect(gone.statusCode).toBe(404);
    expect(gone.body).toContain('This link no longer works');
    expect(gone.body).not.toContain('POL-123456789');
    const listed = (await getAs(t, o.token, `/api/my/papers/${o.paperId}/shares`)).json().data;
    expect(listed[0].revokedAt).not.toBeNull();
  });

  it('an unknown token is not found, and a deleted paper takes its links with it', async () => {
    expect((await getAs(t, null, '/api/paper-shares/not-a-real-token-at-all')).statusCode).toBe(404);
    const o = await ownerWithPaper();
    const { token } = (await share(o.token, o.paperId, 60)).json().data;
    await t.app.inject({ method: 'DELETE', url: `/api/my/papers/${o.paperId}`, headers: bearer(o.token) });
    expect((await getAs(t, null, `/api/paper-shares/${token}`)).statusCode).toBe(404);
  });

  it("stops showing a deleted account's paper", async () => {
    const o = await ownerWithPaper();
    const { token } = (await share(o.token, o.paperId, 60)).json().data;
    expect((await getAs(t, null, `/api/paper-shares/${token}`)).statusCode).toBe(200);
    await t.database.db.update(users).set({ deletedAt: t.clock.now() }).where(eq(users.id, o.user.id));
    expect((await getAs(t, null, `/api/paper-shares/${token}`)).statusCode).toBe(404);
    expect((await getAs(t, null, `/api/paper-shares/${token}/file`)).statusCode).toBe(404);
  });
});
