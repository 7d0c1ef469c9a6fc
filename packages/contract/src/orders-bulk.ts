import { z } from 'zod';
import { savedResponse, ZTrue } from './responses.js';

// Work on a selection of orders from the Orders list: ship, print, export.

/**
 * What "Mark shipped" asks of each order, one order (POST /api/orders/{id}/ship) or a selection:
 * who carries it, its tracking number (both texted to the customer), where to follow it, and the
 * codes of the QR tags packed in the box (an activated one is not refundable).
 */
export const ZShipOrderRequest = z.object({
  courier: z.string().trim().min(1, 'Name the courier').max(80, 'Keep the courier under 80 characters'),
  trackingNumber: z
    .string()
    .trim()
    .min(1, 'Enter the tracking number')
    .max(80, 'Keep the tracking number under 80 characters'),
  trackingUrl: z.preprocess(
    (v) => (v === '' ? null : v),
    z.httpUrl('Enter a full web address (https://…)').max(500).nullish(),
  ),
  tagCodes: z
    .array(z.string().trim().min(1).max(20), { error: 'Send the tag codes as a list' })
    .max(100, 'At most 100 tags in one box')
    .optional(),
});
export type TShipOrderRequest = z.infer<typeof ZShipOrderRequest>;

/** POST /api/orders/bulk/ship: one courier and tracking number per order; one request for the batch. */
export const MAX_BULK_ORDERS = 100;
export const ZBulkShipRequest = z.object({
  orders: z
    .array(ZShipOrderRequest.extend({ orderId: z.uuid('Not a valid order id') }), {
      error: 'Send the orders as a list',
    })
    .min(1, 'Select at least one order')
    .max(MAX_BULK_ORDERS, `Ship at most ${MAX_BULK_ORDERS} orders at a time`),
});
export type TBulkShipRequest = z.infer<typeof ZBulkShipRequest>;
const ZBulkShipResult = z.object({
  shipped: z.array(z.object({ orderId: z.string(), orderNumber: z.string() })),
  refused: z.array(z.object({ orderId: z.string(), orderNumber: z.string().nullable(), reason: z.string() })),
});
export const ZBulkShipResponse = savedResponse(ZBulkShipResult, ZTrue);
/** POST /api/admin/orders/bulk-ship: the same, `status: 'Success'`. */
export const ZAdminBulkShipResponse = savedResponse(ZBulkShipResult);
export const ZOrderIdsQuery = z.object({
  ids: z
    .string()
    .transform((s) => [
      ...new Set(
        s
          .split(',')
          .map((x) => x.trim())
          .filter(Boolean),
      ),
    ])
    .pipe(
      z
        .array(z.uuid('Not a valid order id'))
        .min(1, 'Select at least one order')
        .max(MAX_BULK_ORDERS, `Print at most ${MAX_BULK_ORDERS} orders at a time`),
    ),
});
