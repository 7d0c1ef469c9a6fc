/**
 * Customer search at scale: seeds customers with vehicles and contacts on PostgreSQL with
 * generate_series (no row-by-row inserts), then times the Customers screen's three queries
 * through the real service (`listUsers`: page + total + contacts + vehicles) at 10,000 and
 * at 1,000,000 customers, and prints median, p95 and the growth ratio.
 *   npm run bench:customer-search            (DATABASE_URL, else postgres://postgres@127.0.0.1:5432/test)
 *   BENCH_CUSTOMERS=200000 npm run bench:customer-search   (a smaller top size)
 * Everything lives in a fresh schema `bench_customers`, dropped at the end (kept with BENCH_KEEP=1).
 */
import { PERMISSION_FLAGS } from '@safesathi/contract';
import { sql } from 'drizzle-orm';
import { listUsers, type UserListQuery } from '../apps/server/src/modules/users/user-list.service.js';
import { toSessionUser } from '../apps/server/src/platform/auth.js';
import { testConfig } from '../apps/server/src/platform/config.js';
import type { Ctx } from '../apps/server/src/platform/context.js';
import { openDatabase } from '../apps/server/src/platform/db/client.js';
import { users } from '../apps/server/src/platform/db/schema.js';
import { seed } from '../apps/server/src/seed.js';

const URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const SCHEMA = 'bench_customers';
const SIZES = [10_000, Number(process.env.BENCH_CUSTOMERS ?? 1_000_000)];
const RUNS = Number(process.env.BENCH_RUNS ?? 200);
const CHUNK = 100_000;

const FIRST = [
  'Aarav',
  'Vivaan',
  'Aditya',
  'Vihaan',
  'Arjun',
  'Sai',
  'Reyansh',
  'Ayaan',
  'Krishna',
  'Ishaan',
  'Rahul',
  'Rohit',
  'Amit',
  'Suresh',
  'Ramesh',
  'Vikram',
  'Anil',
  'Sanjay',
  'Manoj',
  'Deepak',
  'Priya',
  'Ananya',
  'Diya',
  'Saanvi',
  'Aadhya',
  'Kavya',
  'Isha',
  'Meera',
  'Pooja',
  'Neha',
  'Sunita',
  'Anjali',
  'Lakshmi',
  'Divya',
  'Shreya',
  'Riya',
  'Nisha',
  'Swati',
  'Geeta',
  'Rekha',
];
const LAST = [
  'Sharma',
  'Verma',
  'Gupta',
  'Singh',
  'Kumar',
  'Patel',
  'Shah',
  'Mehta',
  'Joshi',
  'Nair',
  'Iyer',
  'Reddy',
  'Rao',
  'Naidu',
  'Pillai',
  'Menon',
  'Das',
  'Bose',
  'Ghosh',
  'Mukherjee',
  'Chatterjee',
  'Banerjee',
  'Sen',
  'Dutta',
  'Kapoor',
  'Malhotra',
  'Khanna',
  'Chopra',
  'Bhatia',
  'Sethi',
  'Agarwal',
  'Jain',
  'Bansal',
  'Mittal',
  'Goyal',
  'Saxena',
  'Srivastava',
  'Tiwari',
  'Pandey',
  'Mishra',
];
const STATES = ['MH', 'DL', 'UP', 'TN', 'GJ', 'RJ'];

const database = await openDatabase({ url: URL, schemaName: SCHEMA });
const pool = database.pool!;
await pool.query(`drop schema if exists ${SCHEMA} cascade`);
await database.migrate();
await seed(database.db, testConfig({ seedDemo: true }));
const db = database.db;

const arr = (xs: string[]) => `array[${xs.map((x) => `'${x}'`).join(',')}]`;
/** Deterministic ids let vehicles and contacts point at their owner without a lookup. */
const uid = (i: string) => `('00000000-0000-4000-8000-' || lpad(to_hex(${i}), 12, '0'))::uuid`;

/** Customers lo..hi-1: a name from 40×40 Indian names, a unique phone and e-mail, one vehicle each (a second for every fifth), a contact for every second. */
async function seedCustomers(lo: number, hi: number): Promise<void> {
  for (let a = lo; a < hi; a += CHUNK) {
    const b = Math.min(hi, a + CHUNK);
    const t0 = Date.now();
    await pool.query(`
      insert into users (id, name, email, phone, usertype, blood_group, created_at, updated_at)
      select ${uid('i')},
             (${arr(FIRST)})[i % 40 + 1] || ' ' || (${arr(LAST)})[(i / 40) % 40 + 1],
             lower((${arr(FIRST)})[i % 40 + 1]) || '.' || i || '@example.com',
             (6 + i % 4)::text || lpad(i::text, 9, '0'),
             'Customer',
             (array['A+','A-','B+','B-','AB+','AB-','O+','O-'])[i % 8 + 1],
             now() - make_interval(secs => i), now()
      from generate_series(${a}, ${b - 1}) as i`);
    // Registration numbers: state, district, two series letters and a number, unique by i.
    const plate = (state: string) =>
      `${state} || lpad(((g.i / 9999 / 676) % 99 + 1)::text, 2, '0') || chr(65 + (g.i / 9999) % 26) || chr(65 + (g.i / 9999 / 26) % 26) || lpad((g.i % 9999 + 1)::text, 4, '0')`;
    await pool.query(`
      with m as (
        select m.id mid, b.id bid, b.vehicle_type_id tid, (row_number() over (order by m.id) - 1)::int rn
        from vehicle_models m join vehicle_brands b on b.id = m.vehicle_brand_id),
      n as (select count(*)::int n from m)
      insert into user_vehicles (userid, registration_number, vehicle_type_id, vehicle_brand_id, vehicle_model_id)
      select ${uid('g.i')}, v.reg, m.tid, m.bid, m.mid
      from generate_series(${a}, ${b - 1}) as g(i)
      cross join lateral (select ${plate(`(${arr(STATES)})[g.i % 6 + 1]`)} as reg
                          union all
                          select ${plate("'KA'")} where g.i % 5 = 0) v
      join m on m.rn = g.i % (select n from n)`);
    await pool.query(`
      insert into emergency_contacts (user_id, name, phone, position)
      select ${uid('i')}, 'Contact ' || i, '8' || lpad(i::text, 9, '0'), 0
      from generate_series(${a}, ${b - 1}) as i where i % 2 = 0`);
    process.stdout.write(
      `  seeded ${b.toLocaleString('en-IN')} customers (${((Date.now() - t0) / 1000).toFixed(1)} s)\n`,
    );
  }
  await pool.query('vacuum analyze users, user_vehicles, emergency_contacts');
}

const [superRow] = await db.select().from(users).where(sql`${users.isSuperAdmin}`);
const ctx: Ctx = { user: { ...toSessionUser(superRow!, null), permissions: [...PERMISSION_FLAGS] }, now: new Date() };

let seedRandom = 42;
const rand = (n: number) => {
  seedRandom = (seedRandom * 1103515245 + 12345) % 2 ** 31;
  return seedRandom % n;
};
const pick = <T>(xs: T[]) => xs[rand(xs.length)]!;

/** Each run asks something a little different, as people do. */
const QUERIES: Record<string, () => UserListQuery> = {
  'name search': () => ({
    usertype: 'Customer',
    search: `${pick(FIRST).toLowerCase()} ${pick(LAST).slice(0, 4)}`,
    page: 1,
    limit: 10,
  }),
  'vehicle-number search': () => ({
    usertype: 'Customer',
    vehicleNumber: `${String.fromCharCode(97 + rand(2))}${String.fromCharCode(97 + rand(4))} ${rand(90) + 10}`,
    page: 1,
    limit: 10,
  }),
  'sorted page': () => ({
    usertype: 'Customer',
    sort: pick(['name', 'createdAt', 'phone'] as const),
    order: pick(['asc', 'desc'] as const),
    page: rand(50) + 1,
    limit: 10,
  }),
  'broad name search (1 in 40)': () => ({ usertype: 'Customer', search: pick(LAST).toUpperCase(), page: 1, limit: 10 }),
};

async function measure(): Promise<Record<string, { median: number; p95: number; rows: number }>> {
  const out: Record<string, { median: number; p95: number; rows: number }> = {};
  for (const [name, make] of Object.entries(QUERIES)) {
    for (let i = 0; i < 20; i++) await listUsers(db, ctx, make()); // warm the caches and plans
    const times: number[] = [];
    let rows = 0;
    for (let i = 0; i < RUNS; i++) {
      const t0 = performance.now();
      const res = await listUsers(db, ctx, make());
      times.push(performance.now() - t0);
      rows += res.total;
    }
    times.sort((x, y) => x - y);
    out[name] = {
      median: times[Math.floor(times.length / 2)]!,
      p95: times[Math.ceil(times.length * 0.95) - 1]!,
      rows: Math.round(rows / RUNS),
    };
  }
  return out;
}

const results: Record<string, { median: number; p95: number; rows: number }>[] = [];
let have = 0;
for (const size of SIZES) {
  console.log(`Seeding to ${size.toLocaleString('en-IN')} customers…`);
  await seedCustomers(have, size);
  have = size;
  results.push(await measure());
}

const [small, large] = results as [(typeof results)[0], (typeof results)[0]];
console.log(
  `\nPostgreSQL ${(await pool.query('show server_version')).rows[0].server_version}; ${RUNS} runs each; listUsers = page + total + contacts + vehicles`,
);
console.log(
  `${'query'.padEnd(30)} ${`${SIZES[0]!.toLocaleString('en-IN')}: median / p95`.padEnd(26)} ${`${SIZES[1]!.toLocaleString('en-IN')}: median / p95`.padEnd(28)} growth (p95)  avg total`,
);
for (const name of Object.keys(QUERIES)) {
  const s = small[name]!;
  const l = large[name]!;
  console.log(
    `${name.padEnd(30)} ${`${s.median.toFixed(1)} / ${s.p95.toFixed(1)} ms`.padEnd(26)} ${`${l.median.toFixed(1)} / ${l.p95.toFixed(1)} ms`.padEnd(28)} ${(l.p95 / s.p95).toFixed(2)}×        ${l.rows.toLocaleString('en-IN')}`,
  );
}
console.log('aim: p95 under 50 ms at a million, growth under 2×');

// BENCH_KEEP=1 leaves the data in place for EXPLAIN ANALYZE.
if (!process.env.BENCH_KEEP) await pool.query(`drop schema if exists ${SCHEMA} cascade`);
await database.close();
