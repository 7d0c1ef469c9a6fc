import { pageWindow, type TLead, type TLeadListFilter } from '@safesathi/contract';
import { writeAudit } from '../../platform/audit.js';
import type { Ctx } from '../../platform/context.js';
import type { Db } from '../../platform/db/client.js';
import { notFound } from '../../platform/errors.js';
import {
  countLeads,
  findLeadForUpdate,
  findLeadPage,
  findLeadWithHandler,
  insertLead,
  type LeadWithHandler,
  updateLeadHandled,
} from './leads.repo.js';

export interface ContactFormInput {
  name: string;
  email: string;
  phone: string;
  countryCode: string;
  message?: string;
}

/** A contact-form lead for the Queries inbox (viewQueries); no account is created. */
export async function createLead(db: Db, ctx: Ctx, input: ContactFormInput): Promise<{ _id: string }> {
  const id = await insertLead(db, {
    name: input.name,
    email: input.email,
    phone: input.phone,
    countryCode: input.countryCode,
    usertype: 'Customer',
    message: input.message ?? null,
    createdAt: ctx.now,
  });
  return { _id: id };
}

function toLead(row: LeadWithHandler): TLead {
  const { q } = row;
  return {
    _id: q.id,
    name: q.name,
    email: q.email,
    phone: q.phone,
    countryCode: q.countryCode,
    usertype: q.usertype,
    message: q.message,
    handled: q.handled,
    handledAt: q.handledAt ? q.handledAt.toISOString() : null,
    handledBy: row.handlerId ? { _id: row.handlerId, name: row.handlerName ?? '' } : null,
    createdAt: q.createdAt.toISOString(),
  };
}

/** Leads, newest first unless asked otherwise, with who handled each. */
export async function findLeads(db: Db, query: TLeadListFilter) {
  const { page, limit, offset } = pageWindow(query);
  const [rows, total] = await Promise.all([findLeadPage(db, query, limit, offset), countLeads(db, query)]);
  return { data: rows.map(toLead), total, page, limit };
}

/** Marks a lead handled (by whom, when) or open again; audited. */
export async function setLeadHandled(db: Db, ctx: Ctx, id: string, handled: boolean): Promise<TLead> {
  return db.transaction(async (tx) => {
    const before = await findLeadForUpdate(tx, id);
    if (!before) throw notFound('That query');
    const after = await updateLeadHandled(
      tx,
      id,
      handled
        ? {
            handled: true,
            handledAt: before.handled ? before.handledAt : ctx.now,
            handledBy: before.handled ? before.handledBy : (ctx.user?._id ?? null),
          }
        : { handled: false, handledAt: null, handledBy: null },
    );
    await writeAudit(tx, ctx, 'update', 'query', id, { handled: before.handled }, { handled: after.handled });
    const row = await findLeadWithHandler(tx, id);
    return toLead(row!);
  });
}
