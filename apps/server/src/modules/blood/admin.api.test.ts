import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bearer } from '../../../test/test-app.js';
import { adminWith } from '../../../test/user-fixtures.js';
import { auditLog } from '../../platform/db/schema.js';
import {
  answerLinkOf,
  createRequest,
  customer,
  insertDonor,
  nextSite,
  requestBody,
  ring,
  sms,
  t,
  textedPhones,
  withBloodApp,
} from './blood-test-kit.js';

withBloodApp({ blood: { requestsPerIpPerDay: 1000 } });

const audits = (entity: string, entityId: string) =>
  t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, entity), eq(auditLog.entityId, entityId)));

describe('the back office', () => {
  it('lists requests with their state and figures to admins holding viewBloodRequests, and to no one else', async () => {
    const site = nextSite();
    const requester = await customer('Ravi Rao');
    const yes = await insertDonor(site, { km: 1 });
    const no = await insertDonor(site, { km: 2 });
    await insertDonor(site, { km: 3 });
    const made = await createRequest(requester.headers, requestBody({ ...site.hospital, patientName: 'Gopal Iyer' }));
    await ring();
    for (const [d, a] of [
      [yes, 'yes'],
      [no, 'not-now'],
    ] as const)
      await t.app.inject({ method: 'POST', url: `/api/blood/answer/${answerLinkOf(d.phone)}`, payload: { answer: a } });

    const viewer = await adminWith(t, ['viewBloodRequests']);
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/blood/admin/requests?status=open&limit=10&page=1',
      headers: bearer(viewer.token),
    });
    expect(list.statusCode).toBe(200);
    const row = list.json().data.find((r: { _id: string }) => r._id === made.json().data._id);
    expect(row).toMatchObject({
      patientName: 'Gopal Iyer',
      status: 'open',
      notified: 3,
      yesCount: 1,
      notNow: 1,
      donatedRecently: 0,
      radiusKm: 5,
      requester: { _id: requester.user.id, name: 'Ravi Rao', blocked: false },
      createdBy: null,
    });
    const other = await adminWith(t, ['viewSosCall']);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/blood/admin/requests', headers: bearer(other.token) }))
        .statusCode,
    ).toBe(403);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/blood/admin/requests', headers: requester.headers })).statusCode,
    ).toBe(403);
  });

  it('closes a request (editBloodRequests): donors still waiting are told, and the audit log says who', async () => {
    const site = nextSite();
    const requester = await customer();
    const donor = await insertDonor(site, { km: 1 });
    const made = await createRequest(requester.headers, requestBody({ ...site.hospital }));
    const id = made.json().data._id as string;
    await ring();
    const viewer = await adminWith(t, ['viewBloodRequests']);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `/api/blood/admin/requests/${id}/close`,
          headers: bearer(viewer.token),
        })
      ).statusCode,
    ).toBe(403);
    const editor = await adminWith(t, ['editBloodRequests'], 'Desk Admin');
    sms.sent = [];
    const closed = await t.app.inject({
      method: 'POST',
      url: `/api/blood/admin/requests/${id}/close`,
      headers: bearer(editor.token),
    });
    expect(closed.statusCode).toBe(200);
    await t.app.services.worker.runOnce();
    expect(textedPhones()).toEqual([donor.phone]);
    const [entry] = await audits('blood_request', id);
    expect(entry).toMatchObject({
      actorId: editor.user.id,
      action: 'update',
      after: { status: 'closed', reason: 'admin' },
    });
    const again = await t.app.inject({
      method: 'POST',
      url: `/api/blood/admin/requests/${id}/close`,
      headers: bearer(editor.token),
    });
    expect(again.statusCode).toBe(409);
  });

  it('blocks a requester, who then cannot ask for blood, and unblocks them; both in the audit log', async () => {
    const requester = await customer('Spammy Person');
    const editor = await adminWith(t, ['editBloodRequests']);
    const url = `/api/blood/admin/requesters/${requester.user.id}/block`;
    const blocked = await t.app.inject({
      method: 'PUT',
      url,
      headers: bearer(editor.token),
      payload: { reason: 'Fake requests' },
    });
    expect(blocked.json().message).toBe('Spammy Person can no longer make blood requests.');
    const refused = await createRequest(requester.headers, requestBody());
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toMatch(/cannot ask for blood/);
    expect((await t.app.inject({ method: 'DELETE', url, headers: bearer(editor.token) })).statusCode).toBe(200);
    const allowed = await createRequest(requester.headers, requestBody());
    expect(allowed.statusCode).toBe(201);
    expect((await audits('blood_requester_block', requester.user.id)).map((a) => a.action)).toEqual([
      'create',
      'delete',
    ]);
    expect((await t.app.inject({ method: 'DELETE', url, headers: bearer(editor.token) })).statusCode).toBe(404);
  });

  it('an admin who handles blood requests makes one for a caller; others may not', async () => {
    const editor = await adminWith(t, ['editBloodRequests', 'viewBloodRequests'], 'Desk Admin');
    const made = await createRequest(bearer(editor.token), requestBody({ patientName: 'Caller Patient' }));
    expect(made.statusCode).toBe(201);
    const list = await t.app.inject({ method: 'GET', url: '/api/blood/admin/requests', headers: bearer(editor.token) });
    const row = list.json().data.find((r: { _id: string }) => r._id === made.json().data._id);
    expect(row).toMatchObject({ requester: null, createdBy: { _id: editor.user.id, name: 'Desk Admin' } });
    const other = await adminWith(t, ['viewBloodRequests']);
    const refused = await createRequest(bearer(other.token), requestBody({ patientName: 'Another' }));
    expect(refused.statusCode).toBe(403);
  });
});
