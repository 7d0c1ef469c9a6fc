import { describe, expect, it } from 'vitest';
import { bearer } from '../../../test/test-app.js';
import { EXOTEL } from '../../platform/telephony/telephony-fakes.js';
import {
  BYSTANDER,
  exotel,
  fake,
  getPage,
  nextIp,
  OWNER,
  ownerId,
  sendDemoAlert,
  sms,
  submitForm,
  t,
  urgentReasonId,
  withExotelSosApp,
} from './sos-test-kit.js';

// The owner calls the bystander back from the answer page (issue 21, item 2): the reverse of
// docs/decisions/0028-masked-calls.md, through the same provider and within the same kind of limits.
// Every call here rings the same two numbers about one tag: the per-number and per-tag caps are
// lifted, and tested apart (masked-call-caps.api.test.ts); the per-alert count is this file's.
withExotelSosApp();

const callBackForm = (link: string, ip = nextIp()) => submitForm(`/r/${link}/call?lang=en`, ip);
const callBackJson = (link: string, ip = nextIp()) =>
  t.app.inject({ method: 'POST', url: `/api/answer/${link}/call`, remoteAddress: ip });

describe('calling the bystander back from the answer page', () => {
  it('rings the owner first, then the bystander, from the ExoPhone; the page shows no number; the timeline logs it', async () => {
    const { id, link } = await sendDemoAlert();
    const page = await getPage(`/r/${link}?lang=en`);
    expect(page.body).toContain(`action="/r/${link}/call?lang=en"`);
    expect(page.body).toContain('Call Ravi Kumar back');
    expect(page.body).toContain('We call your phone first, then connect you to them.');
    expect(page.body).not.toContain(BYSTANDER);

    const before = fake.requests.length;
    const asked = await callBackForm(link);
    expect(asked.statusCode).toBe(303);
    expect(asked.headers.location).toBe(`/r/${link}?lang=en&called=1`);
    const landed = await getPage(asked.headers.location as string);
    expect(landed.body).toContain('We are calling you now: pick up and you will be connected to Ravi Kumar.');
    expect(landed.body).not.toContain(BYSTANDER);

    expect(fake.requests.length).toBe(before + 1);
    const form = new URLSearchParams(fake.requests.at(-1)!.body);
    expect(form.get('From')).toBe(`+91${OWNER}`);
    expect(form.get('To')).toBe(`+91${BYSTANDER}`);
    expect(form.get('CallerId')).toBe(EXOTEL.callerId);
    expect(form.get('CustomField')).toBe(id);

    const owner = await t.signIn(OWNER);
    const mine = await t.app.inject({ method: 'GET', url: '/api/my/soscalls?limit=5', headers: bearer(owner) });
    const events = mine.json().data.find((c: { _id: string }) => c._id === id).events;
    expect(events).toEqual([
      {
        kind: 'masked_call',
        actor: 'Aarav Sharma (owner)',
        detail: {
          provider: 'exotel',
          status: 'requested',
          providerCallId: exotel.sids.at(-1),
          direction: 'to-bystander',
        },
        at: expect.any(String),
      },
    ]);
    for (const n of [OWNER, BYSTANDER]) expect(JSON.stringify(events)).not.toContain(n);
  });

  it('rings the contact whose link it is, not the owner', async () => {
    await sendDemoAlert({ reasonId: urgentReasonId });
    const contact = '9000000003';
    const link = /\/r\/([0-9A-Z]{12})$/.exec(sms.to(contact).at(-1)!.body)![1]!;
    const res = await callBackJson(link);
    expect(res.statusCode).toBe(200);
    expect(new URLSearchParams(fake.requests.at(-1)!.body).get('From')).toBe(`+91${contact}`);
  });

  it('keeps to 3 calls back per alert, says so on the page, and gives a failed call back', async () => {
    const { link } = await sendDemoAlert();
    exotel.failWith = 503;
    const failed = await callBackJson(link);
    expect(failed.statusCode).toBe(503);
    expect(failed.json()).toMatchObject({ code: 'CALL_UNAVAILABLE' });
    exotel.failWith = null;
    for (let i = 0; i < 3; i++) expect((await callBackJson(link)).statusCode).toBe(200);
    const json = await callBackJson(link);
    expect(json.statusCode).toBe(429);
    expect(json.headers['retry-after']).toBeDefined();
    const page = await callBackForm(link);
    expect(page.statusCode).toBe(429);
    expect(page.body).toContain('No more calls back can be made through this alert for now.');
    expect(page.body).toContain('Answer this alert');
  });

  it('is not offered once the alert is closed, and a form posted anyway says why', async () => {
    const { id, link } = await sendDemoAlert();
    const admin = await t.signIn(t.config.adminPhone);
    const resolved = await t.app.inject({
      method: 'PUT',
      url: `/api/soscall/${id}`,
      headers: bearer(admin),
      payload: { status: 'resolved' },
    });
    expect(resolved.statusCode).toBe(200);
    const page = await getPage(`/r/${link}?lang=en`);
    expect(page.body).not.toContain(`action="/r/${link}/call`);
    const before = fake.requests.length;
    const form = await callBackForm(link);
    expect(form.statusCode).toBe(403);
    expect(form.body).toContain('Ravi Kumar cannot be called back through this alert any more.');
    expect(fake.requests.length).toBe(before);
  });

  it('is refused through a link that is no longer its recipient’s', async () => {
    await sendDemoAlert({ reasonId: urgentReasonId });
    const contactLink = /\/r\/([0-9A-Z]{12})$/.exec(sms.to('9000000004').at(-1)!.body)![1]!;
    const owner = await t.signIn(OWNER);
    const before = await t.app.inject({ method: 'GET', url: `/api/sosContacts/${ownerId}`, headers: bearer(owner) });
    const kept = before.json().result.contacts.filter((c: { phone: string }) => c.phone !== '9000000004');
    const saved = await t.app.inject({
      method: 'PUT',
      url: `/api/sosContacts/${ownerId}`,
      headers: bearer(owner),
      payload: { contacts: kept.map((c: { name: string; phone: string }) => ({ name: c.name, phone: c.phone })) },
    });
    expect(saved.statusCode).toBe(200);
    const calls = fake.requests.length;
    expect((await callBackJson(contactLink)).statusCode).toBe(404);
    expect((await callBackForm(contactLink)).body).toContain('This link is not valid any more');
    expect(fake.requests.length).toBe(calls);
    // The contact is back for the next tests.
    await t.app.inject({
      method: 'PUT',
      url: `/api/sosContacts/${ownerId}`,
      headers: bearer(owner),
      payload: { contacts: before.json().result.contacts.map((c: { name: string; phone: string }) => c) },
    });
  });
});
