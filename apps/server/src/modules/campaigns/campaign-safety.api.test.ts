import type { PermissionFlag } from '@safesathi/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertUser } from '../../../test/fixtures.js';
import { bearer, createTestApp, type TestApp } from '../../../test/test-app.js';
import { addresses, campaignRecipients, campaigns, users } from '../../platform/db/schema.js';

// What a campaign text may carry under the brand's sender ID, and what its STOP link may do when
// something other than the customer opens it (issue 22 items 6 and 9).

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp({
    config: {
      publicUrl: 'https://safesathi.in',
      campaigns: { perSecond: 10, costPerSmsPaise: 25, linkHosts: ['parivahan.gov.in'] },
    },
  });
  const u = await insertUser(t.database.db, { usertype: 'Admin', flags: ['addCampaigns'] as PermissionFlag[] });
  admin = await t.signIn(u.phone);
});
afterAll(async () => t?.close());

const send = (body: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/campaigns',
    headers: bearer(admin),
    payload: {
      name: 'Renewal',
      body,
      dltTemplateId: '1107161234567890123',
      segment: { kind: 'state', value: 'Nowhere' },
      scheduledAt: new Date(t.clock.now().getTime() + 86_400_000).toISOString(),
    },
  });

const countCampaigns = async () => (await t.database.db.select().from(campaigns)).length;

describe('links in campaign texts', () => {
  it('refuses a text linking anywhere but the product’s own address or the allow-list, on the text field, with why', async () => {
    const before = await countCampaigns();
    const res = await send('Your account is locked. Verify now: https://safesathi.example/login');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      status: 'Error',
      success: false,
      code: 'VALIDATION_FAILED',
      errors: [
        {
          path: 'body',
          message:
            'Links in campaign texts may point only to safesathi.in, parivahan.gov.in; this text links to safesathi.example',
        },
      ],
    });
    expect(await countCampaigns()).toBe(before);
  });

  it('refuses links written without a scheme and lookalikes of the product’s host', async () => {
    for (const [text, host] of [
      ['Offer inside: bit.ly/x9', 'bit.ly'],
      ['Renew at WWW.EVIL.IN today', 'www.evil.in'],
      ['Renew at evil-safesathi.in', 'evil-safesathi.in'],
      ['Renew at safesathi.in.evil.com/renew', 'safesathi.in.evil.com'],
      ['Renew at https://s\u0430fesathi.in/renew', 'xn--sfesathi-16g.in'],
    ]) {
      const res = await send(text!);
      expect(res.statusCode, text).toBe(400);
      expect(res.json().errors[0], text).toEqual({
        path: 'body',
        message: expect.stringMatching(new RegExp(`links to ${host!.replace(/\./g, '\\.')}$`)),
      });
    }
  });

  it('accepts links to the product’s own address and to the allow-list', async () => {
    const res = await send('Renew your tag at https://SafeSathi.in/shop or see parivahan.gov.in for your RC.');
    expect(res.statusCode, res.body).toBe(201);
  });
});

describe('the STOP link', () => {
  async function customerWithToken() {
    const u = await insertUser(t.database.db, { usertype: 'Customer', smsOffers: true });
    await t.database.db
      .insert(addresses)
      .values({ userId: u.id, streetAdd: '1 Road', city: 'Town', state: 'Goa', pincode: '403001' });
    const [c] = await t.database.db
      .insert(campaigns)
      .values({
        name: 'Monsoon',
        body: 'Monsoon offer',
        dltTemplateId: '1107161234567890123',
        segment: { kind: 'all', value: null },
        scheduledAt: t.clock.now(),
        status: 'sending',
        recipientCount: 1,
        costPerSmsPaise: 25,
      })
      .returning();
    const stopToken = `tok-${u.id.slice(0, 8)}`;
    await t.database.db
      .insert(campaignRecipients)
      .values({ campaignId: c!.id, userId: u.id, countryCode: '+91', phone: u.phone, stopToken });
    return { id: u.id, token: stopToken };
  }
  const offers = async (id: string) =>
    (await t.database.db.select({ on: users.smsOffers }).from(users).where(eq(users.id, id)))[0]!.on;

  it('a link previewer’s GET or HEAD opts nobody out; the page offers a button that posts', async () => {
    const c = await customerWithToken();
    const head = await t.app.inject({ method: 'HEAD', url: `/stop/${c.token}` });
    expect(head.statusCode).toBe(200);
    const get = await t.app.inject({ method: 'GET', url: `/stop/${c.token}` });
    expect(get.statusCode).toBe(200);
    expect(get.headers['content-type']).toContain('text/html');
    expect(get.body).toContain('Stop offers by SMS?');
    expect(get.body).toContain(
      `<form method="post" action="/stop/${c.token}"><button type="submit">Stop offers by SMS</button></form>`,
    );
    expect(await offers(c.id)).toBe(true);
  });

  it('the button’s POST (a plain form, no JavaScript) opts the customer out and says so', async () => {
    const c = await customerWithToken();
    const res = await t.app.inject({
      method: 'POST',
      url: `/stop/${c.token}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('You will get no more offers by SMS');
    expect(await offers(c.id)).toBe(false);
  });

  it('a bad token shows a clear page, on opening and on posting', async () => {
    for (const method of ['GET', 'POST'] as const) {
      const res = await t.app.inject({ method, url: '/stop/not-a-token' });
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body).toContain('This stop link is not valid');
    }
  });
});
