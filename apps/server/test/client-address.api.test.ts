import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reasons } from '../src/platform/db/schema.js';
import { DEMO_TAG_CODE } from '../src/seed.js';
import { RecordingSms } from './recording-sms.js';
import { createTestApp, type TestApp } from './test-app.js';

// A client's address is what the socket says, unless TRUST_PROXY names the proxies in front.

async function sosSender(t: TestApp) {
  const [reason] = await t.database.db.select().from(reasons).where(eq(reasons.status, 'active')).limit(1);
  return (remoteAddress: string, forwardedFor?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/soscall',
      payload: { creatorName: 'Asha', creatorNumber: '9876543210', reasonId: reason!.id, qrcodename: DEMO_TAG_CODE },
      remoteAddress,
      headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
    });
}

describe('with no proxy configured (the default)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seedDemo: true, sms: new RecordingSms() });
  });
  afterAll(async () => t?.close());

  it('ignores a forged X-Forwarded-For: a new one on each request does not reset the per-address limit', async () => {
    const send = await sosSender(t);
    const answers = [];
    for (let i = 0; i < 6; i++) answers.push(await send('198.51.100.9', `203.0.113.${i}`));
    expect(answers.slice(0, 5).map((r) => r.statusCode)).toEqual([201, 201, 201, 201, 201]);
    expect(answers[5]!.statusCode).toBe(429);
  });
});

describe('behind one reverse proxy (TRUST_PROXY=1)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seedDemo: true, sms: new RecordingSms(), config: { trustProxy: 1 } });
  });
  afterAll(async () => t?.close());

  it('counts the address the proxy saw, not one the client wrote before it', async () => {
    const send = await sosSender(t);
    const proxy = '10.0.0.2';
    // The proxy appends the address it saw; whatever the client put first is ignored.
    for (let i = 0; i < 5; i++) expect((await send(proxy, `1.1.1.${i}, 203.0.113.50`)).statusCode).toBe(201);
    expect((await send(proxy, '9.9.9.9, 203.0.113.50')).statusCode).toBe(429);
    // Another real client behind the same proxy has its own allowance.
    expect((await send(proxy, '203.0.113.51')).statusCode).toBe(201);
  });
});

describe('behind listed proxies (TRUST_PROXY=10.0.0.0/8)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seedDemo: true, sms: new RecordingSms(), config: { trustProxy: ['10.0.0.0/8'] } });
  });
  afterAll(async () => t?.close());

  it('believes X-Forwarded-For only from a listed proxy', async () => {
    const send = await sosSender(t);
    // From outside the list the header is ignored: the socket address is the client.
    for (let i = 0; i < 5; i++) expect((await send('198.51.100.77', `203.0.113.${i}`)).statusCode).toBe(201);
    expect((await send('198.51.100.77', '203.0.113.99')).statusCode).toBe(429);
    // Through a listed proxy, the forwarded address counts.
    expect((await send('10.1.2.3', '198.51.100.77')).statusCode).toBe(429);
    expect((await send('10.1.2.3', '198.51.100.78')).statusCode).toBe(201);
  });
});
