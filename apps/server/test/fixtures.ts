import { PERMISSION_FLAGS, type PermissionFlag } from '@safesathi/contract';
import { generateTagCode } from '../src/modules/tags/tag-code.js';
import type { Db } from '../src/platform/db/client.js';
import { emergencyContacts, permissions, qrTags, users, userVehicles } from '../src/platform/db/schema.js';

let counter = 0;
/** A unique valid Indian mobile number for a test user. */
export function nextPhone(): string {
  counter += 1;
  return `7${String(Date.now() % 1_000_000).padStart(6, '0')}${String(counter).padStart(3, '0')}`.slice(0, 10);
}

export async function insertUser(
  db: Db,
  fields: { usertype: 'Customer' | 'Admin'; name?: string; phone?: string; flags?: PermissionFlag[] },
) {
  const [user] = await db
    .insert(users)
    .values({
      name: fields.name ?? `${fields.usertype} ${counter}`,
      phone: fields.phone ?? nextPhone(),
      usertype: fields.usertype,
    })
    .returning();
  if (fields.flags) {
    const flags = Object.fromEntries(PERMISSION_FLAGS.map((f) => [f, fields.flags!.includes(f)]));
    await db.insert(permissions).values({ userId: user!.id, flags });
  }
  return user!;
}

let plate = 0;
/**
 * A customer with a vehicle carrying an active tag and `contacts` emergency contacts: alerts for
 * different such tags are texted apart (texts are summed per tag and recipient).
 */
export async function insertTaggedOwner(db: Db, contacts = 2): Promise<{ ownerId: string; code: string }> {
  const owner = await insertUser(db, { usertype: 'Customer' });
  plate += 1;
  const [vehicle] = await db
    .insert(userVehicles)
    .values({ userId: owner.id, registrationNumber: `KA05TT${String(plate).padStart(4, '0')}` })
    .returning();
  const code = generateTagCode();
  await db.insert(qrTags).values({ code, status: 'active', vehicleId: vehicle!.id, activatedAt: new Date() });
  if (contacts > 0)
    await db.insert(emergencyContacts).values(
      Array.from({ length: contacts }, (_, i) => ({
        userId: owner.id,
        name: `Contact ${i + 1}`,
        phone: nextPhone(),
        position: i,
      })),
    );
  return { ownerId: owner.id, code };
}
