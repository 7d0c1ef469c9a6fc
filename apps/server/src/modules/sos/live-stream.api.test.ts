import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { RecordingSms } from '../../../test/recording-sms.js';
import { endsWithin, openSse } from '../../../test/sse-reader.js';
import { bearer, createTestApp, type TestApp } from '../../../test/test-app.js';
import { adminWith } from '../../../test/user-fixtures.js';
import { permissions, reasons } from '../../platform/db/schema.js';
import { DEMO_TAG_CODE } from '../../seed.js';
import { MAX_STREAMS_PER_USER } from './live-stream.js';

let t: TestApp;
let base: string;
let superAdmin: string;
let reasonId: string;
let ip = 0;
/** The super admin's stream, open throughout: it shows when an alert has been sent to the streams. */
let witness: Awaited<ReturnType<typeof openStream>>;
beforeAll(async () => {
  t = await createTestApp({ seedDemo: true, sms: new RecordingSms() });
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  superAdmin = await t.signIn(t.config.adminPhone);
  const [reason] = await t.database.db.select().from(reasons).limit(1);
  reasonId = reason!.id;
  witness = await openStream(superAdmin);
});
afterAll(async () => t?.close());

/** An open live stream: its text so far, and whether the server ended it. */
const openStream = (token: string) => openSse(`${base}/api/notifications/stream`, token);

const alert = (name: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/soscall',
    payload: { creatorName: name, creatorNumber: '9876543210', reasonId, qrcodename: DEMO_TAG_CODE },
    remoteAddress: `192.0.2.${++ip}`,
  });

/** Waits until the stream has received `text` (no fixed wait: vi.waitFor checks as it comes). */
const received = (s: { text: string }, text: string) =>
  vi.waitFor(() => expect(s.text).toContain(text), { timeout: 5000, interval: 10 });

describe('the live SOS stream', () => {
  it('ends at sign-out, and no alert reaches it afterwards', async () => {
    const { token } = await adminWith(t, ['viewSosCall']);
    const stream = await openStream(token);
    expect(stream.status).toBe(200);
    await t.app.inject({ method: 'POST', url: '/api/user/logout', headers: bearer(token) });
    expect(await endsWithin(stream, 2000)).toBe(true);
    await alert('After Sign-out');
    // The streams still open got it; the ended one did not.
    await received(witness, 'After Sign-out');
    expect(stream.text).not.toContain('After Sign-out');
  });

  it('ends when the admin loses the SOS permission', async () => {
    const { user, token } = await adminWith(t, ['viewSosCall', 'viewOrder']);
    const stream = await openStream(token);
    await alert('Before Removal');
    await received(stream, 'Before Removal');
    const saved = await t.app.inject({
      method: 'PUT',
      url: `/api/Permission/${user.id}`,
      headers: bearer(superAdmin),
      payload: { viewSosCall: false, viewOrder: true },
    });
    expect(saved.statusCode).toBe(200);
    expect(await endsWithin(stream, 2000)).toBe(true);
    await alert('After Removal');
    await received(witness, 'After Removal');
    expect(stream.text).not.toContain('After Removal');
    // And a new stream is refused.
    expect((await openStream(token)).status).toBe(403);
  });

  it('ends when the admin is deleted', async () => {
    const { user, token } = await adminWith(t, ['viewSosCall']);
    const stream = await openStream(token);
    const deleted = await t.app.inject({ method: 'DELETE', url: `/api/user/${user.id}`, headers: bearer(superAdmin) });
    expect(deleted.statusCode).toBe(200);
    expect(await endsWithin(stream, 2000)).toBe(true);
  });

  it('ends on the periodic check when the change was made where no notice reached (another instance)', async () => {
    const other = await createTestApp({ sms: new RecordingSms() });
    try {
      // This app checks its streams every 200 ms; the change goes straight to the database.
      const quick = await (await import('../../app.js')).buildApp({
        config: other.config,
        database: other.database,
        clock: other.clock.now,
        worker: false,
        streamRecheckMs: 200,
      });
      const quickBase = await quick.listen({ port: 0, host: '127.0.0.1' });
      try {
        const { user, token } = await adminWith(other, ['viewSosCall']);
        const res = await fetch(`${quickBase}/api/notifications/stream`, { headers: bearer(token) });
        expect(res.status).toBe(200);
        const reader = res.body!.getReader();
        await reader.read();
        await other.database.db
          .update(permissions)
          .set({ flags: { viewSosCall: false } })
          .where(eq(permissions.userId, user.id));
        const ended = await Promise.race([
          (async () => {
            for (;;) if ((await reader.read()).done) return true;
          })(),
          new Promise<boolean>((r) => setTimeout(() => r(false), 3000)),
        ]);
        expect(ended).toBe(true);
      } finally {
        await quick.close();
      }
    } finally {
      await other.close();
    }
  });

  it(`allows ${MAX_STREAMS_PER_USER} open streams per user and refuses one more`, async () => {
    const { token } = await adminWith(t, ['viewSosCall']);
    const open = [];
    for (let i = 0; i < MAX_STREAMS_PER_USER; i++) open.push(await openStream(token));
    expect(open.map((s) => s.status)).toEqual(Array(MAX_STREAMS_PER_USER).fill(200));
    const extra = await openStream(token);
    expect(extra.status).toBe(429);
    expect(JSON.parse(extra.text)).toMatchObject({ status: 'Error', code: 'RATE_LIMITED' });
    await t.app.inject({ method: 'POST', url: '/api/user/logout', headers: bearer(token) });
    for (const s of open) expect(await endsWithin(s, 2000)).toBe(true);
  });
});
