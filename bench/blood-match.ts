/**
 * The first ring of a blood request at scale (issue 24 item 11): seeds donors spread across India
 * (most around 40 cities, a fifth anywhere) with generate_series, then times the real matching
 * query (`findMatchingDonors`, modules/blood/rings.repo.ts: the 5 km ring around a hospital,
 * compatible groups, eligibility, travel distance, the weekly cap) for requests at hospitals
 * spread the same way, with the GiST index over ll_to_earth and without it, in one run:
 * 100,000 and 1,000,000 donors on PostgreSQL, 100,000 on PGlite.
 *   npm run bench:blood-match        (DATABASE_URL, else postgres://postgres@127.0.0.1:5432/test)
 *   BENCH_DONORS=300000 BENCH_RUNS=100 npm run bench:blood-match   (a smaller top size, fewer requests)
 * PostgreSQL's rows live in a fresh schema `bench_blood`, dropped at the end (kept with BENCH_KEEP=1).
 * The users' trigram indexes (any-case name search) are dropped in that schema before seeding: they
 * play no part in the match and would make seeding a million accounts take many minutes.
 */
import { randomUUID } from 'node:crypto';
import { type BloodGroup, kolkataDay } from '@safesathi/contract';
import { sql } from 'drizzle-orm';
import { compatibleDonors } from '../apps/server/src/modules/blood/compatibility.js';
import { birthBounds } from '../apps/server/src/modules/blood/eligibility.js';
import { findMatchingDonors } from '../apps/server/src/modules/blood/rings.repo.js';
import { type Database, openDatabase } from '../apps/server/src/platform/db/client.js';

const URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const SCHEMA = 'bench_blood';
const TOP = Number(process.env.BENCH_DONORS ?? 1_000_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 200);
/** Queries without the index read every donor: fewer of them tell the same story. */
const RUNS_NO_INDEX = Math.max(5, Math.round(RUNS / 20));
const CHUNK = 100_000;

/** India's larger cities, biggest first; a donor's city is drawn with more weight on the first. */
const CITIES: [number, number][] = [
  [28.61, 77.21],
  [19.08, 72.88],
  [12.97, 77.59],
  [17.39, 78.49],
  [13.08, 80.27],
  [22.57, 88.36],
  [18.52, 73.86],
  [23.02, 72.57],
  [26.91, 75.79],
  [26.85, 80.95],
  [26.45, 80.33],
  [21.15, 79.09],
  [22.72, 75.86],
  [23.26, 77.41],
  [25.59, 85.14],
  [21.17, 72.83],
  [22.31, 73.18],
  [30.9, 75.86],
  [27.18, 78.01],
  [20.0, 73.79],
  [9.93, 76.27],
  [8.52, 76.94],
  [11.02, 76.96],
  [9.93, 78.12],
  [17.69, 83.22],
  [20.3, 85.82],
  [26.14, 91.74],
  [30.73, 76.78],
  [21.25, 81.63],
  [23.34, 85.31],
  [25.32, 82.97],
  [34.08, 74.8],
  [30.32, 78.03],
  [12.3, 76.64],
  [12.91, 74.86],
  [16.51, 80.65],
  [26.24, 73.02],
  [31.63, 74.87],
  [26.22, 78.18],
  [23.18, 79.99],
];
const CITY_VALUES = CITIES.map(([lat, lng], i) => `(${i}, ${lat}, ${lng})`).join(', ');
/** India's blood groups by their rough share of donors: B+ and O+ most, negatives few. */
const GROUPS = `array['B+','B+','B+','O+','O+','O+','A+','A+','AB+','B+','O+','A+','A+','O+','B+','AB+','O-','B-','A-','AB-']`;

/** Donors lo..hi-1, each with an account: near a city (80%) or anywhere in India, of 18 to 65, mostly available. */
async function seedDonors(db: Database['db'], lo: number, hi: number): Promise<void> {
  for (let a = lo; a < hi; a += CHUNK) {
    const b = Math.min(hi, a + CHUNK);
    const t0 = Date.now();
    const uid = `md5('bench-donor-' || g)::uuid`;
    await db.execute(
      sql.raw(`
      insert into users (id, name, phone, usertype, created_at, updated_at)
      select ${uid}, 'Donor ' || g, (6 + g % 4)::text || lpad(g::text, 9, '0'), 'Customer', now(), now()
      from generate_series(${a}, ${b - 1}) g`),
    );
    await db.execute(
      sql.raw(`
      with cities(i, lat, lng) as (values ${CITY_VALUES}),
      d as (
        select g, random() < 0.8 as urban, floor(${CITIES.length} * power(random(), 2))::int as city,
          (random() + random() + random() - 1.5) * 0.35 as dlat, (random() + random() + random() - 1.5) * 0.35 as dlng
        from generate_series(${a}, ${b - 1}) g)
      insert into blood_donors (user_id, blood_group, birth_date, sex, eligible_from, latitude, longitude,
        radius_km, available, consented_at)
      select ${uid}, (${GROUPS})[1 + g % 20], date '1962-01-01' + (g::bigint * 7919 % 15000)::int, (array['male','female'])[1 + g % 2],
        case when g % 7 = 0 then current_date + (g % 120) end,
        case when d.urban then c.lat + d.dlat else 8 + random() * 24 end,
        case when d.urban then c.lng + d.dlng else 70 + random() * 20 end,
        (array[5, 10, 25, 50])[1 + g % 4], g % 10 <> 0, now()
      from d join cities c on c.i = d.city`),
    );
    process.stdout.write(`  seeded ${b.toLocaleString('en-IN')} donors (${((Date.now() - t0) / 1000).toFixed(1)} s)\n`);
  }
  await db.execute(sql`analyze users`);
  await db.execute(sql`analyze blood_donors`);
}

let seedRandom = 7;
const random = () => {
  seedRandom = (seedRandom * 1103515245 + 12345) % 2 ** 31;
  return seedRandom / 2 ** 31;
};
const PATIENT_GROUPS: BloodGroup[] = ['B+', 'O+', 'A+', 'AB+', 'B-', 'O-', 'A-', 'AB-'];

/** A hospital where people are: near a city (most), or anywhere; a patient's group and what is needed. */
function requestAt() {
  const [lat, lng] = CITIES[Math.floor(CITIES.length * random() ** 2)]!;
  const spread = () => (random() + random() - 1) * 0.3;
  const urban = random() < 0.9;
  return {
    lat: urban ? lat + spread() : 8 + random() * 24,
    lng: urban ? lng + spread() : 70 + random() * 20,
    group: PATIENT_GROUPS[Math.floor(random() * (random() < 0.8 ? 4 : 8))]!,
    component: random() < 0.15 ? ('plasma' as const) : ('whole-blood' as const),
  };
}

const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))]!;
};

/** Times `runs` first rings (5 km), one request after another; answers p50, p95 and the donors found. */
async function measure(db: Database['db'], runs: number) {
  const now = new Date();
  const today = kolkataDay(now);
  const times: number[] = [];
  let found = 0;
  seedRandom = 7;
  // Two to warm the caches and the plan, not counted.
  for (let i = -2; i < runs; i++) {
    const r = requestAt();
    const t0 = performance.now();
    const donors = await findMatchingDonors(db, {
      requestId: randomUUID(),
      requesterId: null,
      lat: r.lat,
      lng: r.lng,
      radiusM: 5000,
      groups: compatibleDonors(r.group, r.component),
      today,
      ...birthBounds(today),
      now,
      weekAgo: new Date(now.getTime() - 7 * 86_400_000),
      asksPerWeek: 2,
      limit: 20,
    });
    if (i < 0) continue;
    times.push(performance.now() - t0);
    found += donors.length;
  }
  return { p50: pct(times, 50), p95: pct(times, 95), found: found / runs };
}

const INDEX = 'blood_donors_earth_idx';
type Row = { engine: string; donors: number; index: string; runs: number; p50: number; p95: number; found: number };
const rows: Row[] = [];

/** With the GiST index and without it, on the same rows. */
async function both(engine: string, db: Database['db'], donors: number): Promise<void> {
  const withIndex = await measure(db, RUNS);
  rows.push({ engine, donors, index: 'GiST ll_to_earth', runs: RUNS, ...withIndex });
  console.log(
    `  ${engine} ${donors.toLocaleString('en-IN')}: with the index p50 ${withIndex.p50.toFixed(2)} ms, p95 ${withIndex.p95.toFixed(2)} ms`,
  );
  await db.execute(sql.raw(`drop index ${INDEX}`));
  const without = await measure(db, RUNS_NO_INDEX);
  rows.push({ engine, donors, index: 'none', runs: RUNS_NO_INDEX, ...without });
  console.log(
    `  ${engine} ${donors.toLocaleString('en-IN')}: without it p50 ${without.p50.toFixed(1)} ms, p95 ${without.p95.toFixed(1)} ms`,
  );
  const t0 = Date.now();
  await db.execute(sql.raw(`create index ${INDEX} on blood_donors using gist (ll_to_earth(latitude, longitude))`));
  console.log(`  (index built again in ${((Date.now() - t0) / 1000).toFixed(1)} s)`);
}

/** The users' trigram indexes take no part in the match and slow a million-row seed many times over. */
async function dropSearchIndexes(db: Database['db']): Promise<void> {
  for (const name of ['users_name_trgm_idx', 'users_phone_trgm_idx', 'users_email_trgm_idx'])
    await db.execute(sql.raw(`drop index if exists ${name}`));
}

console.log(`PostgreSQL (${URL.replace(/\/\/[^@]*@/, '//')}), schema ${SCHEMA}`);
const pg = await openDatabase({ url: URL, schemaName: SCHEMA });
await pg.pool!.query(`drop schema if exists ${SCHEMA} cascade`);
await pg.migrate();
await dropSearchIndexes(pg.db);
try {
  await seedDonors(pg.db, 0, 100_000);
  await both('PostgreSQL', pg.db, 100_000);
  if (TOP > 100_000) {
    await seedDonors(pg.db, 100_000, TOP);
    await both('PostgreSQL', pg.db, TOP);
  }
} finally {
  if (!process.env.BENCH_KEEP) await pg.pool!.query(`drop schema if exists ${SCHEMA} cascade`);
  await pg.close();
}

console.log('PGlite (in memory)');
const lite = await openDatabase({});
await lite.migrate();
await dropSearchIndexes(lite.db);
try {
  await seedDonors(lite.db, 0, 100_000);
  await both('PGlite', lite.db, 100_000);
} finally {
  await lite.close();
}

console.log('\nFirst ring (5 km) of a blood request: time to find the matching donors');
console.log('engine      donors      index              requests   p50 ms    p95 ms   donors found (mean)');
for (const r of rows)
  console.log(
    `${r.engine.padEnd(11)} ${r.donors.toLocaleString('en-IN').padStart(9)}   ${r.index.padEnd(17)}  ${String(r.runs).padStart(8)} ${r.p50.toFixed(2).padStart(9)} ${r.p95.toFixed(2).padStart(9)}   ${r.found.toFixed(1).padStart(6)}`,
  );
const top = rows.find((r) => r.engine === 'PostgreSQL' && r.donors === TOP && r.index !== 'none');
if (top)
  console.log(
    `\nAim: p95 under 50 ms at ${TOP.toLocaleString('en-IN')} donors on PostgreSQL: ${top.p95 < 50 ? 'met' : 'NOT met'} (${top.p95.toFixed(2)} ms).`,
  );
