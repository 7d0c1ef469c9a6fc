import type { BloodGroup } from '@safesathi/contract';
import { and, eq, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.js';
import { bloodAsks, bloodRequestSteps, bloodRequests } from '../../platform/db/schema.js';
import { rowsOf } from '../../platform/rate-limit.js';

export type NewAskRow = typeof bloodAsks.$inferInsert;

/** One due ring of any request, locked until the transaction ends (another process skips it). */
export async function claimDueStep(tx: DbOrTx, now: Date) {
  const [row] = await tx
    .select()
    .from(bloodRequestSteps)
    .where(and(eq(bloodRequestSteps.status, 'queued'), lte(bloodRequestSteps.dueAt, now)))
    .orderBy(bloodRequestSteps.dueAt)
    .limit(1)
    .for('update', { skipLocked: true });
  return row;
}

export async function finishStep(
  tx: DbOrTx,
  id: string,
  status: 'done' | 'cancelled',
  asked: number,
  now: Date,
): Promise<void> {
  await tx.update(bloodRequestSteps).set({ status, asked, doneAt: now }).where(eq(bloodRequestSteps.id, id));
}

export async function recordRing(tx: DbOrTx, requestId: string, radiusKm: number, asked: number, now: Date) {
  await tx
    .update(bloodRequests)
    .set({ radiusKm, asked: sql`${bloodRequests.asked} + ${asked}`, updatedAt: now })
    .where(eq(bloodRequests.id, requestId));
}

export interface MatchQuery {
  requestId: string;
  /** Never asks the requester themself. */
  requesterId: string | null;
  lat: number;
  lng: number;
  radiusM: number;
  groups: readonly BloodGroup[];
  /** Today in India, and the birth dates of people aged 18 to 65 today (eligibility.ts). */
  today: string;
  bornOnOrBefore: string;
  bornAfter: string;
  now: Date;
  /** Asks since this instant count against `asksPerWeek`. */
  weekAgo: Date;
  asksPerWeek: number;
  limit: number;
}

export interface MatchedDonor {
  user_id: string;
  name: string;
  country_code: string;
  phone: string;
  language: string;
  distance_m: number;
}

/**
 * The nearest donors a ring may ask, in the database on both engines: inside the ring (the GiST
 * index over ll_to_earth finds the earth_box around the hospital, earth_distance trims it to the
 * circle) and within the distance each donor will travel, of a compatible group, eligible today
 * (age, interval, availability, pause), not asked about this request yet and under the weekly
 * cap. The same index hands the donors over nearest first (`<->`, the straight-line distance
 * between the points, in the same order as the distance over the earth's surface), so in a
 * crowded city the search stops at the first `limit` who qualify instead of sorting thousands.
 * Donors are locked as they are taken and ones another ring holds are skipped, so two requests
 * searching at once cannot both take the last of a donor's asks this week.
 */
export async function findMatchingDonors(db: DbOrTx, q: MatchQuery): Promise<MatchedDonor[]> {
  const hospital = sql`ll_to_earth(${q.lat}::float8, ${q.lng}::float8)`;
  const donor = sql`ll_to_earth(d.latitude, d.longitude)`;
  const groups = sql.join(
    q.groups.map((g) => sql`${g}`),
    sql`, `,
  );
  const result = await db.execute(sql`
    select d.user_id, u.name, u.country_code, u.phone, u.language,
      round(earth_distance(${hospital}, ${donor}))::int as distance_m
    from blood_donors d
    join users u on u.id = d.user_id and u.deleted_at is null
    where earth_box(${hospital}, ${q.radiusM}::float8) @> ${donor}
      and earth_distance(${hospital}, ${donor}) <= least(${q.radiusM}::float8, d.radius_km * 1000.0)
      and d.blood_group in (${groups})
      and d.available
      and (d.paused_until is null or d.paused_until <= ${q.now.toISOString()}::timestamptz)
      and (d.eligible_from is null or d.eligible_from <= ${q.today}::date)
      and d.birth_date <= ${q.bornOnOrBefore}::date and d.birth_date > ${q.bornAfter}::date
      and d.user_id is distinct from ${q.requesterId}::uuid
      and not exists (select 1 from blood_asks a where a.request_id = ${q.requestId}::uuid and a.donor_id = d.user_id)
      and (select count(*) from blood_asks a
           where a.donor_id = d.user_id and a.created_at > ${q.weekAgo.toISOString()}::timestamptz) < ${q.asksPerWeek}
    order by ${donor} <-> ${hospital}
    limit ${q.limit}
    for update of d skip locked`);
  return rowsOf<MatchedDonor>(result).map((r) => ({ ...r, distance_m: Number(r.distance_m) }));
}

export async function insertAsks(tx: DbOrTx, rows: NewAskRow[]): Promise<void> {
  if (rows.length > 0) await tx.insert(bloodAsks).values(rows);
}
