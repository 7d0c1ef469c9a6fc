import type { OrderStatus, TOrder } from '@safesathi/contract';
import { type ApiAnswer, type ApiBody, type ApiQuery, api } from '../../../lib/api';
import { downloadWithToken } from '../../../lib/download';
import { settingsKeys } from '../../settings/settings-api';

export const ORDERS_KEY = ['orders'] as const;

/** The order detail screen of one order. */
export const orderPath = (id: string) => `/admin/orders/${id}`;

export interface OrderListFilters {
  page: number;
  limit: number;
  sort?: ApiQuery<'/api/admin/orders'>['sort'];
  order?: 'asc' | 'desc';
  search?: string;
  status?: OrderStatus;
  /** Only these orders, comma-separated (the CSV of a selection). */
  ids?: string;
}

export const orderKeys = {
  list: [...ORDERS_KEY, 'list'] as const,
  summary: [...ORDERS_KEY, 'summary'] as const,
  daily: [...ORDERS_KEY, 'daily'] as const,
  detail: (id: string) => [...ORDERS_KEY, 'detail', id] as const,
  productOptions: [...ORDERS_KEY, 'product-options'] as const,
  coupon: (code: string) => [...ORDERS_KEY, 'coupon', code] as const,
  customers: (search: string) => [...ORDERS_KEY, 'customers', search] as const,
  /** The site settings (shipping, COD), shared with the settings screens' key. */
  siteSettings: settingsKeys.site,
};

/** The orders list for useListQuery (the CSV export takes the same filters). */
export const orderList = { key: orderKeys.list, path: '/api/admin/orders' } as const;

export const fetchOrderSummary = (signal?: AbortSignal) =>
  api.GET('/api/admin/orders/summary', { signal }).then((r) => r.data);

export type DayCount = ApiAnswer<'get', '/api/admin/orders/daily'>['data'][number];
export const fetchOrdersDaily = (signal?: AbortSignal) =>
  api.GET('/api/admin/orders/daily', { params: { query: { days: 30 } }, signal }).then((r) => r.data);

export const fetchOrder = (id: string, signal?: AbortSignal) =>
  api.GET('/api/admin/orders/{id}', { params: { path: { id } }, signal }).then((r) => r.data);

/**
 * The order dialog's body: what PUT /api/admin/orders/{id} takes (the dates DD/MM/YYYY, as the spec sends
 * them); `orderAmount` is left out, the server prices the order.
 */
export type OrderPayload = ApiBody<'put', '/api/admin/orders/{id}'>;

/**
 * A new order from the dialog's payload. The dialog may send it without a customer, an address or
 * products: the server answers each missing one as a field error, which the form shows by its field.
 */
export const createOrder = (body: OrderPayload) =>
  api.POST('/api/admin/orders', { body: body as ApiBody<'post', '/api/admin/orders'> });

export const updateOrder = (orderId: string, body: OrderPayload) =>
  api.PUT('/api/admin/orders/{id}', { params: { path: { id: orderId } }, body });

export const checkCoupon = (code: string, subtotalRupees: number | null, signal?: AbortSignal) =>
  api
    .GET('/api/coupons/check', { params: { query: { code, subtotal: subtotalRupees ?? undefined } }, signal })
    .then((r) => r.data);

/** Customers for the dialog's searchable select: the server searches name, e-mail and phone. */
export const searchCustomers = (search: string, signal?: AbortSignal) =>
  api
    .GET('/api/users', {
      params: {
        query: { usertype: 'Customer', search: search || undefined, page: 1, limit: 20, sort: 'name', order: 'asc' },
      },
      signal,
    })
    .then((r) => r.data);

export const fetchAddresses = (customerId: string, signal?: AbortSignal) =>
  api.GET('/api/addresses', { params: { query: { customerId } }, signal }).then((r) => r.data);

export type NewAddress = Omit<ApiBody<'post', '/api/addresses'>, 'userid'>;
export const createAddress = (userid: string, address: NewAddress) =>
  api.POST('/api/addresses', { body: { ...address, userid } }).then((r) => r.data);

/** Every product (the list answers 100 without a page), for the products multi-select. */
export const fetchProductOptions = (signal?: AbortSignal) =>
  api
    .GET('/api/admin/products', { params: { query: { limit: 100, sort: 'name' } }, signal, anonymous: true })
    .then((r) => r.data);

/** Shipping fee and tax rate, as the server prices orders with them. */
/** The returns screen's key; a decision refreshes it and the orders. */
export const RETURNS_KEY = ['admin', 'returns'] as const;

/** The return requests for useListQuery. */
export const returnList = { key: RETURNS_KEY, path: '/api/returns' } as const;

export const decideReturn = (orderId: string, body: ApiBody<'put', '/api/returns/{orderId}'>) =>
  api.PUT('/api/returns/{orderId}', { params: { path: { orderId } }, body });

export const fetchSiteSettings = (signal?: AbortSignal) =>
  api.GET('/api/settings', { signal, anonymous: true }).then((r) => r.data);

export const downloadOrdersCsv = (f: Omit<OrderListFilters, 'page' | 'limit'>) => {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(f)) if (v) params.set(k, String(v));
  return downloadWithToken(`/api/admin/orders.csv?${params}`, 'orders.csv', 'The export could not be made.');
};

export const downloadInvoice = (order: Pick<TOrder, '_id' | 'orderNumber'>) =>
  downloadWithToken(
    `/api/admin/orders/${order._id}/invoice.pdf`,
    `invoice-${order.orderNumber}.pdf`,
    'The invoice could not be downloaded. Please try again.',
  );

/** "Mark shipped" for one order: courier, tracking number and the tags in its box; its customer is texted the tracking. */
export const shipOrder = (id: string, body: ApiBody<'post', '/api/admin/orders/{id}/ship'>) =>
  api.POST('/api/admin/orders/{id}/ship', { params: { path: { id } }, body });

/** "Mark shipped" for a selection: one request; the answer lists the orders shipped and those refused with why. */
export const shipOrders = (body: ApiBody<'post', '/api/admin/orders/bulk-ship'>) =>
  api.POST('/api/admin/orders/bulk-ship', { body });

/** The selection's invoices and shipping labels, one PDF. */
export const downloadOrdersPdf = (ids: string[]) =>
  downloadWithToken(
    `/api/admin/orders/print.pdf?ids=${ids.join(',')}`,
    'orders.pdf',
    'The invoices and labels could not be made. Please try again.',
  );
