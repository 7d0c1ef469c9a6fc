import type { OrderStatus, TOrder } from '@safesathi/contract';
import { type ApiAnswer, type ApiBody, type ApiQuery, api } from '../../lib/api';
import { downloadWithToken } from '../../lib/download';

export const ORDERS_KEY = ['orders'] as const;

/** The order detail screen of one order. */
export const orderPath = (id: string) => `/admin-dashboard-products/${id}`;

export interface OrderListFilters {
  page: number;
  limit: number;
  sort?: ApiQuery<'/api/orders'>['sort'];
  order?: 'asc' | 'desc';
  search?: string;
  status?: OrderStatus;
  /** Only these orders, comma-separated (the CSV of a selection). */
  ids?: string;
}

export const orderKeys = {
  list: (f: OrderListFilters) => [...ORDERS_KEY, 'list', f] as const,
  summary: [...ORDERS_KEY, 'summary'] as const,
  daily: [...ORDERS_KEY, 'daily'] as const,
  detail: (id: string) => [...ORDERS_KEY, 'detail', id] as const,
};

export const fetchOrders = (f: OrderListFilters, signal?: AbortSignal) =>
  api.GET('/api/orders', { params: { query: { ...f } }, signal });

export const fetchOrderSummary = (signal?: AbortSignal) =>
  api.GET('/api/orders/summary', { signal }).then((r) => r.data);

export type DayCount = ApiAnswer<'get', '/api/orders/daily'>['data'][number];
export const fetchOrdersDaily = (signal?: AbortSignal) =>
  api.GET('/api/orders/daily', { params: { query: { days: 30 } }, signal }).then((r) => r.data);

export const fetchOrder = (id: string, signal?: AbortSignal) =>
  api.GET('/api/orders/{id}', { params: { path: { id } }, signal }).then((r) => r.result);

/**
 * The order dialog's body: what PUT /api/order takes besides the order's id (the dates DD/MM/YYYY,
 * as the spec sends them); `orderAmount` is left out, the server prices the order.
 */
export type OrderPayload = Omit<ApiBody<'put', '/api/order'>, 'orderId'>;

/**
 * A new order from the dialog's payload. The dialog may send it without a customer, an address or
 * products: the server answers each missing one as a field error, which the form shows by its field.
 */
export const createOrder = (body: OrderPayload) =>
  api.POST('/api/order', { body: body as ApiBody<'post', '/api/order'> });

export const updateOrder = (orderId: string, body: OrderPayload) =>
  api.PUT('/api/order', { body: { ...body, orderId } });

export const checkCoupon = (code: string, subtotalRupees: number | null, signal?: AbortSignal) =>
  api
    .GET('/api/discount/check', { params: { query: { code, subtotal: subtotalRupees ?? undefined } }, signal })
    .then((r) => r.data);

/** Customers for the dialog's searchable select: the server searches name, e-mail and phone. */
export const searchCustomers = (search: string, signal?: AbortSignal) =>
  api
    .GET('/api/user/getUser', {
      params: {
        query: { usertype: 'Customer', search: search || undefined, page: 1, limit: 20, sort: 'name', order: 'asc' },
      },
      signal,
    })
    .then((r) => r.data);

export const fetchAddresses = (customerId: string, signal?: AbortSignal) =>
  api.GET('/api/address', { params: { query: { customerId } }, signal }).then((r) => r.data);

export type NewAddress = Omit<ApiBody<'post', '/api/address'>, 'userid'>;
export const createAddress = (userid: string, address: NewAddress) =>
  api.POST('/api/address', { body: { ...address, userid } }).then((r) => r.data);

/** Every product (the list answers 100 without a page), for the products multi-select. */
export const fetchProductOptions = (signal?: AbortSignal) =>
  api
    .GET('/api/products', { params: { query: { limit: 100, sort: 'name' } }, signal, anonymous: true })
    .then((r) => r.data);

/** Shipping fee and tax rate, as the server prices orders with them. */
export const fetchSiteSettings = (signal?: AbortSignal) =>
  api.GET('/api/settings', { signal, anonymous: true }).then((r) => r.data);

export const downloadOrdersCsv = (f: Omit<OrderListFilters, 'page' | 'limit'>) => {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(f)) if (v) params.set(k, String(v));
  return downloadWithToken(`/api/orders.csv?${params}`, 'orders.csv', 'The export could not be made.');
};

export const downloadInvoice = (order: Pick<TOrder, '_id' | 'orderNumber'>) =>
  downloadWithToken(
    `/api/orders/${order._id}/invoice.pdf`,
    `invoice-${order.orderNumber}.pdf`,
    'The invoice could not be downloaded. Please try again.',
  );

/** "Mark shipped" for a selection: one request; the answer lists the orders shipped and those refused with why. */
export const shipOrders = (body: ApiBody<'post', '/api/orders/bulk/ship'>) =>
  api.POST('/api/orders/bulk/ship', { body });

/** The selection's invoices and shipping labels, one PDF. */
export const downloadOrdersPdf = (ids: string[]) =>
  downloadWithToken(
    `/api/orders/print.pdf?ids=${ids.join(',')}`,
    'orders.pdf',
    'The invoices and labels could not be made. Please try again.',
  );
