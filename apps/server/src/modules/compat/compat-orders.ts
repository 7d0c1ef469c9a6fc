import {
  ZBulkShipResponse,
  ZOrderDailyResponse,
  ZOrderDetailResponse,
  ZOrderListResponse,
  ZOrderQuoteResponse,
  ZOrderSavedResponse,
  ZSearchResponse,
  ZUpdateOrderRequest,
  ZUserDetailSpecResponse,
} from '@safesathi/contract';
import { failures } from '../../platform/responses.js';
import { type CompatRoute, data, type Json, specMarker, specOrder, specOrders } from './compat-row.js';

/** A list of orders, an order saved, one order read: `status: true`, `ordernumber`, and `result` for one read. */
const specSaved = (body: Json) => ({ ...body, status: true, data: specOrder(data(body)) });
const specDetail = (body: Json) => ({ status: true, result: specOrder(data(body)) });
/** Rows of `{_id, orderNumber…}` named `ordernumber` as the spec's did (the search, a user's orders). */
const specNumbers = (rows: unknown) =>
  (rows as Json[]).map(({ orderNumber, ...row }) => ({ ...row, ordernumber: orderNumber }));
const ORDER_ANSWER = { 200: ZOrderDetailResponse, ...failures(404) };

/** ADR 0059's rows: the rest of the orders. */
export const ORDER_ROUTES: CompatRoute[] = [
  // ─── Orders, the rest (ADR 0059): `status: true`, `ordernumber`, `result`, the id in PUT /api/order's body ───
  {
    method: 'GET',
    old: '/api/orders/daily',
    clean: '/api/admin/orders/daily',
    why: '`status: true`; not under /api/admin',
    answer: { response: { 200: ZOrderDailyResponse }, fromClean: specMarker },
  },
  { method: 'GET', old: '/api/orders.csv', clean: '/api/admin/orders.csv', why: 'not under /api/admin' },
  {
    method: 'GET',
    old: '/api/orders/:id',
    clean: '/api/admin/orders/:id',
    why: '`status: true`; `result` for `data`; `ordernumber` beside `orderNumber`',
    answer: { response: ORDER_ANSWER, fromClean: specDetail },
  },
  {
    method: 'GET',
    old: '/orders/:id',
    clean: '/api/admin/orders/:id',
    why: 'no /api; `status: true`; `result` for `data`; `ordernumber` beside `orderNumber`',
    answer: { response: ORDER_ANSWER, fromClean: specDetail },
  },
  {
    method: 'GET',
    old: '/api/orders/:id/invoice.pdf',
    clean: '/api/admin/orders/:id/invoice.pdf',
    why: 'not under /api/admin',
  },
  { method: 'GET', old: '/api/orders/print.pdf', clean: '/api/admin/orders/print.pdf', why: 'not under /api/admin' },
  {
    method: 'POST',
    old: '/api/order/quote',
    clean: '/api/admin/orders/quote',
    why: 'singular; `status: true`',
    answer: { response: { 200: ZOrderQuoteResponse, ...failures(404, 409) }, fromClean: specMarker },
  },
  {
    method: 'POST',
    old: '/api/order',
    clean: '/api/admin/orders',
    why: 'singular; `status: true`; `ordernumber` beside `orderNumber`',
    answer: { response: { 201: ZOrderSavedResponse, ...failures(404, 409) }, fromClean: specSaved },
  },
  {
    method: 'PUT',
    old: '/api/order',
    clean: '/api/admin/orders/:id',
    why: 'singular; the id in the body; `status: true`; `ordernumber` beside `orderNumber`',
    request: {
      body: ZUpdateOrderRequest,
      toClean: (req) => {
        req.params = { id: (req.body as { orderId: string }).orderId };
      },
    },
    answer: { response: { 200: ZOrderSavedResponse, ...failures(404, 409) }, fromClean: specSaved },
  },
  {
    method: 'POST',
    old: '/api/orders/:id/ship',
    clean: '/api/admin/orders/:id/ship',
    why: '`status: true`; `ordernumber` beside `orderNumber`',
    answer: { response: { 200: ZOrderSavedResponse, ...failures(404, 409) }, fromClean: specSaved },
  },
  {
    method: 'POST',
    old: '/api/orders/bulk/ship',
    clean: '/api/admin/orders/bulk-ship',
    why: '`status: true`; not under /api/admin',
    answer: { response: { 200: ZBulkShipResponse }, fromClean: specMarker },
  },
  {
    method: 'GET',
    old: '/api/my/orders',
    clean: '/api/user/me/orders',
    why: '`status: true`; `ordernumber` beside `orderNumber`',
    answer: { response: { 200: ZOrderListResponse }, fromClean: specOrders },
  },
  {
    method: 'GET',
    old: '/api/my/orders/:id',
    clean: '/api/user/me/orders/:id',
    why: '`status: true`; `result` for `data`; `ordernumber` beside `orderNumber`',
    answer: { response: ORDER_ANSWER, fromClean: specDetail },
  },
  {
    method: 'GET',
    old: '/api/my/orders/:id/invoice',
    clean: '/api/user/me/orders/:id/invoice.pdf',
    why: 'the invoice named otherwise than the back office’s',
  },
  {
    method: 'GET',
    old: '/api/search',
    clean: '/api/admin/search',
    why: "the orders' `ordernumber`",
    answer: {
      response: { 200: ZSearchResponse },
      fromClean: (body) => ({ ...body, data: { ...data(body), orders: specNumbers(data(body).orders) } }),
    },
  },
  {
    method: 'GET',
    old: '/api/user/:id',
    clean: '/api/users/:id',
    why: "singular; the orders' `ordernumber`",
    answer: {
      response: { 200: ZUserDetailSpecResponse, ...failures(404) },
      fromClean: (body) => ({ ...body, data: { ...data(body), orders: specNumbers(data(body).orders) } }),
    },
  },
];
