import { PERMISSION_FLAGS, type PermissionFlag } from '@safesathi/contract';
import type { Db } from '../src/platform/db/client.js';
import { permissions, users } from '../src/platform/db/schema.js';

let counter = 0;
/** A unique valid Indian mobile number for a test user. */
export function nextPhone(): string {
  counter += 1;
  return `7${String(Date.now() % 1_000_000).padStart(6, '0')}${String(counter).padStart(3, '0')}`.slice(0, 10);
}

export async function insertUser(
  db: Db,
  fields: {
    usertype: 'Customer' | 'Admin';
    name?: string;
    phone?: string;
    flags?: PermissionFlag[];
    /** Opted in to offers by SMS (as if they ticked the box now); off by default, as for a real sign-up. */
    smsOffers?: boolean;
  },
) {
  const [user] = await db
    .insert(users)
    .values({
      name: fields.name ?? `${fields.usertype} ${counter}`,
      phone: fields.phone ?? nextPhone(),
      usertype: fields.usertype,
      ...(fields.smsOffers ? { smsOffers: true, smsOffersConsentAt: new Date() } : {}),
    })
    .returning();
  if (fields.flags) {
    const flags = Object.fromEntries(PERMISSION_FLAGS.map((f) => [f, fields.flags!.includes(f)]));
    await db.insert(permissions).values({ userId: user!.id, flags });
  }
  return user!;
}
