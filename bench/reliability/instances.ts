/**
 * Two server processes on one PostgreSQL and one S3-compatible bucket, started at the same moment
 * on an empty database: both come up (they take turns migrating and seeding), an admin connected
 * to B sees every alert posted through A, a picture uploaded through A is served by B, and the
 * per-address limit holds across both.
 *   npm run reliability:instances
 */

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import S3rver from 's3rver';
import sharp from 'sharp';
import { rowsOf } from '../../apps/server/src/platform/rate-limit.js';
import { DEMO_TAG_CODE } from '../../apps/server/src/seed.js';
import {
  adminToken,
  Checks,
  dispose,
  FakeGateway,
  LiveStream,
  newTarget,
  openTarget,
  ServerProcess,
  sleep,
} from './lib.js';

const ALERTS = 40;
const checks = new Checks();
const target = await newTarget('pg');
const gateway = await new FakeGateway().start();
const servers: ServerProcess[] = [];
const bucketDir = mkdtempSync(join(tmpdir(), 'safesathi-bucket-'));
const s3 = new S3rver({
  port: 0,
  address: '127.0.0.1',
  silent: true,
  directory: bucketDir,
  configureBuckets: [{ name: 'pictures', configs: [] }],
});
try {
  const { port: s3Port } = await s3.run();
  // An empty database: the two processes race to migrate and seed it.
  const env = {
    SEED_DEMO: 'false',
    SOS_IP_LIMIT: '5',
    STORAGE: 's3',
    S3_BUCKET: 'pictures',
    S3_ENDPOINT: `http://127.0.0.1:${s3Port}`,
    S3_FORCE_PATH_STYLE: 'true',
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
  };
  const started = await Promise.allSettled([1, 2].map(() => new ServerProcess({ target, gateway, env }).start()));
  for (const s of started) if (s.status === 'fulfilled') servers.push(s.value);
  checks.check(
    'both instances start on an empty database at the same time',
    servers.length === 2,
    started.map((s) => (s.status === 'fulfilled' ? 'up' : String(s.reason).slice(0, 200))).join('; '),
  );
  if (servers.length < 2) throw new Error('an instance did not start');
  const [a, b] = servers as [ServerProcess, ServerProcess];

  // A customer with a tag, straight in the database both share.
  const database = await openTarget(target);
  let reasonId = '';
  try {
    await database.db.execute(
      sql`insert into users (name, phone, usertype) values ('Two Homes', '7100000001', 'Customer')`,
    );
    await database.db.execute(sql`
      insert into user_vehicles (userid, registration_number) select id, 'DL02CD5678' from users where phone = '7100000001'`);
    await database.db.execute(sql`
      insert into qr_tags (code, status, vehicle_id, activated_at)
      select ${DEMO_TAG_CODE}, 'active', id, now() from user_vehicles where registration_number = 'DL02CD5678'`);
    reasonId = rowsOf<{ id: string }>(
      await database.db.execute(sql`select id from reasons where severity = 'urgent' limit 1`),
    )[0]!.id;
  } finally {
    await database.close();
  }

  const token = await adminToken(b, gateway);
  const stream = await LiveStream.open(b.url, token);
  const post = (server: ServerProcess, i: number, ip: string) =>
    fetch(`${server.url}/api/sos-calls`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
      body: JSON.stringify({
        creatorName: `Across ${i}`,
        creatorNumber: '9876543210',
        reasonId,
        qrcodename: DEMO_TAG_CODE,
      }),
    });
  const answers = await Promise.all(Array.from({ length: ALERTS }, (_, i) => post(a, i, `10.7.0.${i + 1}`)));
  const ids = await Promise.all(
    answers.map(async (r) => (r.status === 201 ? ((await r.json()) as { data: { _id: string } }).data._id : null)),
  );
  checks.check(
    `${ALERTS} alerts posted through A are accepted`,
    ids.every(Boolean),
    answers.map((r) => r.status).join(','),
  );
  const deadline = Date.now() + 10_000;
  while (stream.events < ALERTS && Date.now() < deadline) await sleep(100);
  checks.check(
    'the admin on B sees every alert posted through A',
    ids.every((id) => stream.ids.includes(id!)),
    `${stream.events}/${ALERTS} live events`,
  );
  stream.close();

  // A banner uploaded through A is served by B.
  const png = await sharp({ create: { width: 64, height: 32, channels: 3, background: '#c2410c' } })
    .png()
    .toBuffer();
  const form = new FormData();
  form.set('title', 'Shared');
  form.set('description', 'Uploaded through A');
  form.set('imageUrl', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'banner.png');
  const upload = await fetch(`${a.url}/api/banners`, {
    method: 'POST',
    // The session opened on B works on A: sessions live in the shared database.
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  const banner = upload.ok ? ((await upload.json()) as { data: { imageUrl: string } }).data : null;
  const onB = banner ? await fetch(`${b.url}/uploads/${banner.imageUrl}`) : null;
  checks.check(
    'a picture uploaded through A is served by B',
    onB?.status === 200 && onB.headers.get('content-type') === 'image/webp',
    `upload ${upload.status}, on B ${onB?.status}`,
  );

  // One address: five alerts, spread over both instances, and then no more on either.
  const spread = [];
  for (let i = 0; i < 7; i++) spread.push((await post(i % 2 ? b : a, 100 + i, '10.8.0.1')).status);
  checks.check(
    'the per-address limit holds across instances',
    spread.filter((s) => s === 201).length === 5 && spread.slice(5).every((s) => s === 429),
    spread.join(','),
  );
} catch (err) {
  checks.check('the run completed', false, (err as Error).message);
} finally {
  for (const s of servers) await s.kill('SIGTERM');
  await s3.close().catch(() => {});
  rmSync(bucketDir, { recursive: true, force: true });
  await gateway.stop();
  await dispose(target);
  checks.done();
}
