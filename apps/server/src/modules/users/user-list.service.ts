import {
  formatDay,
  normaliseRegistration,
  pageWindow,
  type TListPage,
  type TUserListItem,
  type UserType,
} from '@safesathi/contract';
import { forbiddenMessage, hasPermission } from '../../platform/auth.js';
import type { Ctx } from '../../platform/context.js';
import { CSV_BOM, csvRow } from '../../platform/csv.js';
import type { Db } from '../../platform/db/client.js';
import { AppError } from '../../platform/errors.js';
import { findVehiclesOfUsers } from '../vehicles/vehicles.repo.js';
import { flagFor, viewableTypes } from './user-access.js';
import {
  countUsers,
  findContactsOfUsers,
  findUserPage,
  findUsersAfter,
  type KeysetCursor,
  type UserFilters,
  type UserListWhere,
  type UserOrder,
  type UserSort,
  userListWhere,
} from './users.repo.js';
import { toListItem } from './users.service.js';

export interface UserListQuery {
  page?: number;
  limit?: number;
  sort?: UserSort;
  order?: 'asc' | 'desc';
  usertype?: UserType;
  search?: string;
  vehicleNumber?: string;
}

/** The user types asked for, each one the admin may see (viewCustomer / viewAdmin). */
function filtersFor(ctx: Ctx, q: UserListQuery): UserFilters {
  let usertypes: UserType[];
  if (q.usertype) {
    const flag = flagFor('view', q.usertype);
    if (!hasPermission(ctx.user, flag)) throw new AppError('FORBIDDEN', forbiddenMessage([flag]));
    usertypes = [q.usertype];
  } else usertypes = viewableTypes(ctx);
  const vehicleNumber = q.vehicleNumber ? normaliseRegistration(q.vehicleNumber) : '';
  return { usertypes, search: q.search || undefined, vehicleNumber: vehicleNumber || undefined };
}

/** The list's order: newest first unless a column is chosen, which then goes up unless told. */
function orderOf(q: UserListQuery): UserOrder {
  const sort = q.sort ?? 'createdAt';
  return { sort, order: q.order ?? (sort === 'createdAt' ? 'desc' : 'asc') };
}

/** One page of users, each with contacts and vehicles: three queries whatever the page size, plus the count. */
export async function listUsers(db: Db, ctx: Ctx, q: UserListQuery): Promise<TListPage<TUserListItem>> {
  const filters = filtersFor(ctx, q);
  const where = userListWhere(filters);
  const { page, limit, offset } = pageWindow(q);
  const [rows, total] = await Promise.all([
    findUserPage(db, where, { ...orderOf(q), limit, offset }),
    countUsers(db, filters, where),
  ]);
  const ids = rows.map((r) => r.id);
  const [contacts, vehicles] = await Promise.all([findContactsOfUsers(db, ids), findVehiclesOfUsers(db, ids)]);
  return {
    data: rows.map((r) => toListItem(r, contacts.get(r.id), vehicles.get(r.id))),
    total,
    page,
    limit,
  };
}

const CSV_BATCH = 1000;
const CSV_HEADER = [
  'Name',
  'Mobile',
  'Email',
  'User type',
  'Blood Group',
  'Show details',
  'Created (DD/MM/YYYY)',
  'Emergency Contacts',
  'Vehicles',
];

/**
 * The filtered list as CSV in the list's sort and order (what the screen shows, every page),
 * streamed in batches walked by a (sort value, id) cursor so that exporting a million rows never
 * re-reads what it already sent.
 */
export function exportUsersCsv(db: Db, ctx: Ctx, q: UserListQuery, batchSize = CSV_BATCH): AsyncGenerator<string> {
  // Checked now, not on the first read, so that a missing permission is a proper 403.
  const where = userListWhere(filtersFor(ctx, q));
  return csvLines(db, where, orderOf(q), batchSize);
}

async function* csvLines(db: Db, where: UserListWhere, order: UserOrder, batchSize: number): AsyncGenerator<string> {
  yield CSV_BOM + csvRow(CSV_HEADER);
  let after: KeysetCursor | null = null;
  for (;;) {
    const batch = await findUsersAfter(db, where, order, after, batchSize);
    if (batch.length === 0) return;
    const rows = batch.map((b) => b.user);
    const ids = rows.map((r) => r.id);
    const [contacts, vehicles] = await Promise.all([findContactsOfUsers(db, ids), findVehiclesOfUsers(db, ids)]);
    let chunk = '';
    for (const r of rows) {
      const cs = contacts.get(r.id) ?? [];
      const vs = vehicles.get(r.id) ?? [];
      chunk += csvRow([
        r.name,
        r.phone,
        r.email,
        r.usertype,
        r.bloodGroup,
        r.showDetails ? 'yes' : 'no',
        formatDay(r.createdAt),
        cs.map((c) => `${c.name} (${c.phone})`).join('; '),
        vs
          .map((v) =>
            [v.registrationNumber, v.vehicleTypeId?.name, v.vehicleBrandId?.name, v.vehicleModelId?.name]
              .filter(Boolean)
              .join(' '),
          )
          .join('; '),
      ]);
    }
    yield chunk;
    const last = batch[batch.length - 1]!;
    after = { value: last.cursor, id: last.user.id };
    if (batch.length < batchSize) return;
  }
}
