import { pageWindow, type TAddress, type TListPage } from '@safesathi/contract';
import { writeAudit } from '../../platform/audit.js';
import type { Ctx } from '../../platform/context.js';
import type { Db } from '../../platform/db/client.js';
import { AppError, notFound } from '../../platform/errors.js';
import {
  deleteAddressRow,
  findAddress,
  findAddressPage,
  insertAddress,
  toAddress,
  updateAddressRow,
} from './addresses.repo.js';
import { assertOwnsRecord, loadOwnedUser } from './user-access.js';

export interface AddressInput {
  userid?: string;
  addressName?: string;
  streetAdd: string;
  city: string;
  state: string;
  pincode: string;
}

export interface AddressListQuery {
  customerId?: string;
  page?: number;
  limit?: number;
  sort?: 'createdAt' | 'city';
  order?: 'asc' | 'desc';
}

/** Admins (viewOrder) list anyone's addresses, filtered by customer; a customer lists their own. */
export async function listAddresses(db: Db, ctx: Ctx, q: AddressListQuery): Promise<TListPage<TAddress>> {
  let customerId = q.customerId;
  if (ctx.user?.usertype !== 'Admin') {
    if (customerId && customerId !== ctx.user?._id)
      throw new AppError('FORBIDDEN', 'You can only see and change your own records.');
    customerId = ctx.user!._id;
  }
  const { page, limit, offset } = pageWindow(q);
  const { rows, total } = await findAddressPage(db, {
    userId: customerId,
    sort: q.sort,
    order: q.order,
    limit,
    offset,
  });
  return { data: rows, total, page, limit };
}

async function findOwnedAddress(db: Db, ctx: Ctx, id: string) {
  const row = await findAddress(db, id);
  if (!row) throw notFound('That address');
  assertOwnsRecord(ctx, row.userId, 'That address');
  return row;
}

export async function createAddress(db: Db, ctx: Ctx, input: AddressInput): Promise<TAddress> {
  const owner = await loadOwnedUser(db, ctx, input.userid ?? ctx.user!._id);
  return db.transaction(async (tx) => {
    const row = await insertAddress(tx, {
      userId: owner.id,
      addressName: input.addressName ?? 'Home',
      streetAdd: input.streetAdd,
      city: input.city,
      state: input.state,
      pincode: input.pincode,
      createdAt: ctx.now,
      updatedAt: ctx.now,
    });
    const created = toAddress(row);
    await writeAudit(tx, ctx, 'create', 'address', created._id, null, created);
    return created;
  });
}

export async function updateAddress(db: Db, ctx: Ctx, id: string, input: AddressInput): Promise<TAddress> {
  const before = await findOwnedAddress(db, ctx, id);
  if (input.userid && input.userid !== before.userId)
    throw new AppError('VALIDATION_FAILED', 'An address cannot move to another person.', [
      { path: 'userid', message: 'An address cannot move to another person' },
    ]);
  return db.transaction(async (tx) => {
    const row = await updateAddressRow(tx, id, {
      addressName: input.addressName,
      streetAdd: input.streetAdd,
      city: input.city,
      state: input.state,
      pincode: input.pincode,
      updatedAt: ctx.now,
    });
    const updated = toAddress(row);
    await writeAudit(tx, ctx, 'update', 'address', id, toAddress(before), updated);
    return updated;
  });
}

/** Orders keep their own copy of the shipping address, so deleting one from the book is safe. */
export async function deleteAddress(db: Db, ctx: Ctx, id: string): Promise<void> {
  const before = await findOwnedAddress(db, ctx, id);
  await db.transaction(async (tx) => {
    await deleteAddressRow(tx, id);
    await writeAudit(tx, ctx, 'delete', 'address', id, toAddress(before), null);
  });
}
