import {
  canMove,
  illegalMoveMessage,
  pageWindow,
  type TReturnListResponse,
  type TSpecOrder,
  type ZReturnDecisionRequest,
  type ZReturnListQuery,
  type ZReturnRequest,
} from '@safesathi/contract';
import type { z } from 'zod';
import { writeAudit } from '../../../platform/audit.js';
import type { Config } from '../../../platform/config.js';
import type { Ctx } from '../../../platform/context.js';
import type { Db } from '../../../platform/db/client.js';
import { AppError, fieldError, notFound } from '../../../platform/errors.js';
import type { UploadedFile, UploadStore } from '../../../platform/uploads.js';
import { applyMove } from '../orders/order-moves.js';
import { queueOrderText } from '../orders/order-texts.js';
import { toReturnInfo } from '../orders/orders.repo.js';
import { getOrder, recordStatus } from '../orders/orders.service.js';
import {
  countReturns,
  findActivatedTagCodes,
  findCustomerOrder,
  findOrderForUpdate,
  findReturnOfOrder,
  findReturnOfOrderForUpdate,
  findReturnPage,
  insertReturn,
  updateOrderColumns,
  updateReturn,
} from './returns.repo.js';

/**
 * Returns, as the refund policy promises (docs/decisions/0030-payments-and-stock.md): the customer
 * asks within 7 days of delivery (reason, a photo); an admin approves — the order is Returned and
 * what was paid goes back — or refuses with a word why. A QR tag that has been activated is not
 * refundable: an order whose box held one cannot be returned.
 */
const refused = (message: string) => new AppError('RETURN_NOT_ALLOWED', message);

const tagMessage = (codes: string[]) =>
  `The QR tag ${codes.join(', ')} in this order ${codes.length === 1 ? 'has' : 'have'} been activated, and an activated tag is not refundable (see the refund policy). Contact support about the rest of the order.`;

export async function requestReturn(
  db: Db,
  ctx: Ctx,
  store: UploadStore,
  orderId: string,
  input: z.output<typeof ZReturnRequest>,
  photos: UploadedFile[],
): Promise<TSpecOrder> {
  if (photos.length > 1) throw fieldError('photo', 'Add one photo.');
  const order = await findCustomerOrder(db, orderId, ctx.user!._id);
  if (!order) throw notFound('That order');
  if (order.status !== 'Delivered')
    throw refused(`Only a delivered order can be returned; this one is ${order.status}.`);
  if (!canMove('Delivered', 'Returned', order.actualDeliveryDate, ctx.now))
    throw refused(illegalMoveMessage('Delivered', 'Returned', order.actualDeliveryDate, ctx.now));
  const asked = await findReturnOfOrder(db, orderId);
  if (asked) throw refused(`You have already asked to return this order (${asked.status}).`);
  const tags = await findActivatedTagCodes(db, orderId);
  if (tags.length) throw refused(tagMessage(tags));
  await store.with(photos, ([photo]) =>
    db.transaction(async (tx) => {
      const row = await insertReturn(tx, {
        orderId,
        reason: input.reason,
        photo: photo ?? null,
        createdAt: ctx.now,
        updatedAt: ctx.now,
      });
      await writeAudit(tx, ctx, 'create', 'return', row.id, null, row);
    }),
  );
  return getOrder(db, ctx, orderId);
}

/**
 * An admin's decision (editOrder). Approving moves the order to Returned even past the 7 days
 * (the request was in time) and owes its payment back: through the provider when paid online,
 * recorded when paid in cash. Both are audited and texted to the customer.
 */
export async function decideReturn(
  db: Db,
  ctx: Ctx,
  config: Pick<Config, 'appName' | 'delivery'>,
  orderId: string,
  input: z.output<typeof ZReturnDecisionRequest>,
): Promise<TSpecOrder> {
  const deps = { appName: config.appName, retrySeconds: config.delivery.retrySeconds };
  await db.transaction(async (tx) => {
    const ret = await findReturnOfOrderForUpdate(tx, orderId);
    if (!ret) throw notFound('That return request');
    if (ret.status !== 'requested') throw new AppError('CONFLICT', `This return was already ${ret.status}.`);
    const order = await findOrderForUpdate(tx, orderId);
    const note = input.note || null;
    if (input.decision === 'approve') {
      if (order!.status !== 'Delivered') throw refused(`This order is ${order!.status} now; it cannot be returned.`);
      const tags = await findActivatedTagCodes(tx, orderId);
      if (tags.length) throw refused(tagMessage(tags));
      const set = await applyMove(tx, ctx, deps, order!, 'Returned', {});
      await updateOrderColumns(tx, orderId, { ...set, status: 'Returned', updatedAt: ctx.now });
      await recordStatus(tx, ctx, orderId, order!.status, 'Returned', `Return approved${note ? `: ${note}` : ''}`);
    } else await queueOrderText(tx, deps, ctx.now, order!, 'return-refused', { reason: note ?? undefined });
    const status = input.decision === 'approve' ? 'approved' : 'refused';
    const after = await updateReturn(tx, ret.id, {
      status,
      note,
      decidedBy: ctx.user?._id ?? null,
      decidedAt: ctx.now,
      updatedAt: ctx.now,
    });
    await writeAudit(tx, ctx, 'update', 'return', ret.id, ret, after);
  });
  return getOrder(db, ctx, orderId);
}

/** Return requests, newest first, with their order and customer (viewOrder). */
export async function listReturns(
  db: Db,
  q: z.output<typeof ZReturnListQuery>,
): Promise<Omit<TReturnListResponse, 'status'>> {
  const { page, limit, offset } = pageWindow(q);
  const [rows, total] = await Promise.all([
    findReturnPage(db, q.status, q.order, limit, offset),
    countReturns(db, q.status),
  ]);
  return {
    data: rows.map(({ r, o, name, phone }) => ({
      ...toReturnInfo(r),
      order: {
        _id: o.id,
        orderNumber: o.orderNumber,
        status: o.status,
        totalPaise: o.totalPaise,
        customer: { _id: o.customerId, name, phone },
      },
    })),
    total,
    page,
    limit,
  };
}
