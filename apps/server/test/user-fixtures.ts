import type { PermissionFlag } from '@safesathi/contract';
import { eq } from 'drizzle-orm';
import { generateTagCode } from '../src/modules/tags/tag-code.js';
import type { Db } from '../src/platform/db/client.js';
import {
  addresses,
  emergencyContacts,
  qrTags,
  users,
  userVehicles,
  vehicleBrands,
  vehicleModels,
  vehicleTypes,
} from '../src/platform/db/schema.js';
import { DEMO_CUSTOMER_PHONE } from '../src/seed.js';
import { insertUser, nextPhone } from './fixtures.js';
import type { TestApp } from './test-app.js';

let plateSeq = 0;
/** A unique valid registration number (DL, district 1–99, series TA–TZ, number 1–9999). */
export function nextPlate(): string {
  plateSeq += 1;
  const district = String((plateSeq % 98) + 1).padStart(2, '0');
  const series = `T${String.fromCharCode(65 + (Math.floor(plateSeq / 98) % 26))}`;
  const number = String((process.pid * 7 + plateSeq) % 9999 || 1).padStart(4, '0');
  return `DL${district}${series}${number}`;
}

export async function insertVehicle(db: Db, userId: string, registrationNumber = nextPlate()) {
  const [v] = await db.insert(userVehicles).values({ userId, registrationNumber }).returning();
  return v!;
}

export async function insertActiveTag(db: Db, vehicleId: string, code: string) {
  const [tag] = await db
    .insert(qrTags)
    .values({ code, vehicleId, status: 'active', activatedAt: new Date() })
    .returning();
  return tag!;
}

/**
 * A customer with a vehicle carrying an active tag and `contacts` emergency contacts: alerts for
 * different such tags are texted apart (texts are summed per tag and recipient).
 */
export async function insertTaggedOwner(db: Db, contacts = 2) {
  const owner = await insertUser(db, { usertype: 'Customer' });
  const vehicle = await insertVehicle(db, owner.id);
  const { code } = await insertActiveTag(db, vehicle.id, generateTagCode());
  if (contacts > 0)
    await db.insert(emergencyContacts).values(
      Array.from({ length: contacts }, (_, i) => ({
        userId: owner.id,
        name: `Contact ${i + 1}`,
        phone: nextPhone(),
        position: i,
      })),
    );
  return { ownerId: owner.id, vehicleId: vehicle.id, code };
}

/** The first type → brand → model chain of the seeded demo catalogue. */
export async function catalogueChain(db: Db) {
  const [type] = await db.select().from(vehicleTypes).where(eq(vehicleTypes.name, 'Car'));
  const [brand] = await db.select().from(vehicleBrands).where(eq(vehicleBrands.vehicleTypeId, type!.id)).limit(1);
  const [model] = await db.select().from(vehicleModels).where(eq(vehicleModels.vehicleBrandId, brand!.id)).limit(1);
  const [otherType] = await db.select().from(vehicleTypes).where(eq(vehicleTypes.name, 'Motorcycle'));
  return { type: type!, brand: brand!, model: model!, otherType: otherType! };
}

/** An admin holding exactly these flags, signed in. */
export async function adminWith(t: TestApp, flags: PermissionFlag[], name?: string) {
  const user = await insertUser(t.database.db, { usertype: 'Admin', flags, name });
  return { user, token: await t.signIn(user.phone) };
}

/** A customer, signed in. */
export async function signedInCustomer(t: TestApp, name?: string) {
  const user = await insertUser(t.database.db, { usertype: 'Customer', name });
  return { user, token: await t.signIn(user.phone) };
}

/**
 * Two signed-in customers with an address each, for the order tests: the seeded demo customer
 * and a new "Kavya Iyer" in Bengaluru.
 */
export async function twoCustomersWithAddresses(t: TestApp) {
  const db = t.database.db;
  const [demo] = await db.select().from(users).where(eq(users.phone, DEMO_CUSTOMER_PHONE));
  const [demoAddress] = await db.select().from(addresses).where(eq(addresses.userId, demo!.id));
  const first = { id: demo!.id, token: await t.signIn(DEMO_CUSTOMER_PHONE), addressId: demoAddress!.id };
  const k = await insertUser(db, { usertype: 'Customer', name: 'Kavya Iyer' });
  const [kAddress] = await db
    .insert(addresses)
    .values({ userId: k.id, streetAdd: '2 MG Road', city: 'Bengaluru', state: 'Karnataka', pincode: '560001' })
    .returning();
  const second = { id: k.id, token: await t.signIn(k.phone), addressId: kAddress!.id, phone: k.phone };
  return { first, second };
}
