import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.js';
import { bloodDonors, users } from '../../platform/db/schema.js';

export type DonorRow = typeof bloodDonors.$inferSelect;
export type NewDonorRow = typeof bloodDonors.$inferInsert;

export async function findDonor(db: DbOrTx, userId: string): Promise<DonorRow | undefined> {
  const [row] = await db.select().from(bloodDonors).where(eq(bloodDonors.userId, userId));
  return row;
}

/** Registers a donor, or replaces their details (consent is given again with each save). */
export async function upsertDonor(db: DbOrTx, row: NewDonorRow): Promise<DonorRow> {
  const { userId, createdAt: _created, ...changes } = row;
  const [saved] = await db
    .insert(bloodDonors)
    .values(row)
    .onConflictDoUpdate({ target: bloodDonors.userId, set: changes })
    .returning();
  return saved!;
}

export async function updateDonor(
  db: DbOrTx,
  userId: string,
  changes: Partial<Omit<NewDonorRow, 'userId'>>,
): Promise<DonorRow | undefined> {
  const [row] = await db.update(bloodDonors).set(changes).where(eq(bloodDonors.userId, userId)).returning();
  return row;
}

/** Leaves the register: the donor's row goes (their past answers stay, without the donor's details). */
export async function deleteDonor(db: DbOrTx, userId: string): Promise<boolean> {
  const gone = await db.delete(bloodDonors).where(eq(bloodDonors.userId, userId)).returning({ id: bloodDonors.userId });
  return gone.length > 0;
}

/** The blood group on the profile, which registration confirms (and keeps in step). */
export async function setProfileBloodGroup(db: DbOrTx, userId: string, bloodGroup: string, now: Date): Promise<void> {
  await db.update(users).set({ bloodGroup, updatedAt: now }).where(eq(users.id, userId));
}
