import type { TCampaignSegment } from '@safesathi/contract';
import { and, eq, exists, isNull, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.js';
import { addresses, qrTags, users, userVehicles, vehicleTypes } from '../../platform/db/schema.js';

/**
 * The customers a segment reaches: live customers who have not opted out of offers, narrowed
 * by the segment. Opted-out customers are never in it, whatever the segment. A vehicle-type
 * segment's value must be a vehicle type's id (the service checks it before asking).
 */
export function segmentWhere(db: DbOrTx, segment: TCampaignSegment): SQL {
  const base = [eq(users.usertype, 'Customer'), isNull(users.deletedAt), eq(users.smsOffers, true)];
  const ownsVehicle = and(eq(userVehicles.userId, users.id), isNull(userVehicles.deletedAt));
  switch (segment.kind) {
    case 'noActiveTag':
      base.push(
        sql`not ${exists(
          db
            .select({ one: sql`1` })
            .from(userVehicles)
            .innerJoin(qrTags, eq(qrTags.vehicleId, userVehicles.id))
            .where(and(ownsVehicle, eq(qrTags.status, 'active'))),
        )}`,
      );
      break;
    case 'state':
      base.push(
        exists(
          db
            .select({ one: sql`1` })
            .from(addresses)
            .where(
              and(
                eq(addresses.userId, users.id),
                sql`lower(${addresses.state}) = lower(${(segment.value ?? '').trim()})`,
              ),
            ),
        ),
      );
      break;
    case 'vehicleType': {
      const typeId = segment.value ?? '';
      base.push(
        exists(
          db
            .select({ one: sql`1` })
            .from(userVehicles)
            .where(and(ownsVehicle, eq(userVehicles.vehicleTypeId, typeId))),
        ),
      );
      break;
    }
    default:
      break;
  }
  return and(...base)!;
}

/** How many customers the segment reaches now. */
export async function countSegment(db: DbOrTx, segment: TCampaignSegment): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(users).where(segmentWhere(db, segment));
  return Number(row?.n ?? 0);
}

/** The customers the segment reaches now, with the number to text. */
export function findSegmentPeople(db: DbOrTx, segment: TCampaignSegment) {
  return db
    .select({ id: users.id, countryCode: users.countryCode, phone: users.phone })
    .from(users)
    .where(segmentWhere(db, segment));
}

/** The states of customers' addresses as stored (distinct, sorted). */
export async function findAddressStates(db: DbOrTx): Promise<string[]> {
  const states = await db.selectDistinct({ state: addresses.state }).from(addresses).orderBy(addresses.state);
  return states.map((s) => s.state);
}

/** Every vehicle type by name, for the segment picker. */
export function findVehicleTypeNames(db: DbOrTx) {
  return db.select({ _id: vehicleTypes.id, name: vehicleTypes.name }).from(vehicleTypes).orderBy(vehicleTypes.name);
}
