import type { TContact } from '@safesathi/contract';
import { writeAudit } from '../../platform/audit.js';
import type { Ctx } from '../../platform/context.js';
import type { Db, DbOrTx } from '../../platform/db/client.js';
import { AppError } from '../../platform/errors.js';
import { loadOwnedUser } from './user-access.js';
import { findContactsOfUsers, type LiveUser, replaceContacts } from './users.repo.js';

export interface ContactInput {
  name: string;
  phone: string;
  countryCode: string;
}

/**
 * A contact list must not repeat a number nor name the owner: the SOS alert already goes to
 * the owner, and a second SMS to the same phone only delays the others.
 */
export function checkContacts(contacts: ContactInput[], owner: { phone: string }, field: string): void {
  const errors: { path: string; message: string }[] = [];
  const seen = new Set<string>();
  contacts.forEach((c, i) => {
    if (c.phone === owner.phone)
      errors.push({ path: `${field}.${i}.phone`, message: 'This is the owner’s own number' });
    else if (seen.has(c.phone))
      errors.push({ path: `${field}.${i}.phone`, message: 'This number is already in the list' });
    seen.add(c.phone);
  });
  if (errors.length) throw new AppError('VALIDATION_FAILED', 'Some emergency contacts need attention.', errors);
}

/** Replaces a user's contacts and audits the change, inside the caller's transaction. */
export async function saveContacts(
  tx: DbOrTx,
  ctx: Ctx,
  owner: LiveUser,
  contacts: ContactInput[],
  field: string,
): Promise<TContact[]> {
  checkContacts(contacts, owner, field);
  const before = (await findContactsOfUsers(tx, [owner.id])).get(owner.id) ?? [];
  const after = await replaceContacts(tx, owner.id, contacts, ctx.now);
  const strip = (list: TContact[]) => list.map(({ name, phone, countryCode }) => ({ name, phone, countryCode }));
  await writeAudit(tx, ctx, 'update', 'emergencyContacts', owner.id, strip(before), strip(after));
  return after;
}

export async function getContacts(db: Db, ctx: Ctx, userId: string): Promise<TContact[]> {
  const owner = await loadOwnedUser(db, ctx, userId);
  return (await findContactsOfUsers(db, [owner.id])).get(owner.id) ?? [];
}

export async function setContacts(db: Db, ctx: Ctx, userId: string, contacts: ContactInput[]): Promise<TContact[]> {
  const owner = await loadOwnedUser(db, ctx, userId);
  return db.transaction((tx) => saveContacts(tx, ctx, owner, contacts, 'contacts'));
}
