/**
 * Order statuses (docs/product.md §4) and the moves between them (docs/product.md §4 "Orders"). An order bought online
 * starts as PendingPayment and becomes Created when its payment is confirmed; one never paid
 * becomes Expired. Neither is a real order: lists, cards and charts leave them out unless a
 * status filter names them (docs/decisions/0030-payments-and-stock.md).
 */
export const ORDER_STATUSES = [
  'Created',
  'Shipped',
  'Cancelled',
  'Delivered',
  'Returned',
  'PendingPayment',
  'Expired',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** Orders that are not real orders (yet): left out of lists, cards, charts and exports unless asked for. */
export const UNPLACED_STATUSES = ['PendingPayment', 'Expired'] as const satisfies readonly OrderStatus[];
export const isPlaced = (status: OrderStatus) => !(UNPLACED_STATUSES as readonly OrderStatus[]).includes(status);

/** A delivered order can be returned for this long (the refund policy's "within 7 days of delivery"). */
export const RETURN_WINDOW_DAYS = 7;
const RETURN_WINDOW_MS = RETURN_WINDOW_DAYS * 24 * 3600 * 1000;

const MOVES: Record<OrderStatus, readonly OrderStatus[]> = {
  Created: ['Shipped', 'Cancelled'],
  Shipped: ['Delivered', 'Returned'],
  Delivered: ['Returned'],
  Cancelled: [],
  Returned: [],
  // Only a payment moves these (or housekeeping, to Expired): nobody moves them by hand.
  PendingPayment: [],
  Expired: [],
};

/** The statuses an order may move to now. A Delivered order may be Returned only within the window. */
export function allowedMoves(
  status: OrderStatus,
  deliveredAt: Date | string | null | undefined,
  now: Date,
): OrderStatus[] {
  if (status !== 'Delivered') return [...MOVES[status]];
  if (!deliveredAt) return [];
  const since = now.getTime() - new Date(deliveredAt).getTime();
  return since <= RETURN_WINDOW_MS ? ['Returned'] : [];
}

export function canMove(
  from: OrderStatus,
  to: OrderStatus,
  deliveredAt: Date | string | null | undefined,
  now: Date,
): boolean {
  return allowedMoves(from, deliveredAt, now).includes(to);
}

/** Why a move is refused, in a sentence for the person who asked. */
export function illegalMoveMessage(
  from: OrderStatus,
  to: OrderStatus,
  deliveredAt: Date | string | null | undefined,
  now: Date,
): string {
  if (from === 'Delivered' && to === 'Returned')
    return `This order was delivered more than ${RETURN_WINDOW_DAYS} days ago and can no longer be returned.`;
  const moves = allowedMoves(from, deliveredAt, now);
  if (from === 'PendingPayment') return 'This order is waiting for its payment; only the payment can confirm it.';
  if (moves.length === 0) return `A ${from} order is final; its status cannot change.`;
  return `A ${from} order can only move to ${moves.join(' or ')}, not ${to}.`;
}

/** Orders that only an edit of lines, address or date may still change (spec: "edit while Created"). */
export const isEditable = (status: OrderStatus) => status === 'Created';

/** Which summary card an order counts in (docs/product.md §4): cancelled counts Cancelled plus Returned. */
export const SUMMARY_OF: Record<OrderStatus, 'pending' | 'shipped' | 'cancelled' | null> = {
  Created: 'pending',
  Shipped: 'shipped',
  Cancelled: 'cancelled',
  Returned: 'cancelled',
  Delivered: null,
  PendingPayment: null,
  Expired: null,
};
