import { type ApiBody, api } from '../lib/api';

export type CartBody = ApiBody<'put', '/api/cart'>;

/** Query keys of the shop's public data and the buyer's own. */
export const shopKeys = {
  products: ['store', 'products'] as const,
  product: (id: string) => ['store', 'product', id] as const,
  cart: (who: string) => ['cart', who] as const,
  addresses: (userId: string) => ['my', 'addresses', userId] as const,
  order: (id: string) => ['my', 'order', id] as const,
};

export const fetchStoreProducts = (signal?: AbortSignal) =>
  api
    .GET('/api/store/products', { params: { query: { page: 1, limit: 100 } }, signal, anonymous: true })
    .then((a) => a.data);

export const fetchStoreProduct = (id: string, signal?: AbortSignal) =>
  api.GET('/api/store/products/{id}', { params: { path: { id } }, signal, anonymous: true }).then((a) => a.data);

export const quoteCart = (body: CartBody, signal?: AbortSignal) =>
  api.POST('/api/cart/quote', { body, signal, anonymous: true }).then((a) => a.data);
export const fetchMyCart = (signal?: AbortSignal) => api.GET('/api/cart', { signal }).then((a) => a.data);
export const saveMyCart = (body: CartBody) => api.PUT('/api/cart', { body }).then((a) => a.data);
export const mergeCart = (body: CartBody) => api.POST('/api/cart/merge', { body }).then((a) => a.data);

export const fetchMyAddresses = (userId: string, signal?: AbortSignal) =>
  api
    .GET('/api/address', { params: { query: { customerId: userId, page: 1, limit: 50 } }, signal })
    .then((a) => a.data);

export const startCheckout = (body: ApiBody<'post', '/api/checkout'>) => api.POST('/api/checkout', { body });

export const fetchMyOrder = (id: string, signal?: AbortSignal) =>
  api.GET('/api/my/orders/{id}', { params: { path: { id } }, signal }).then((a) => a.result);

export const askReturn = (id: string, form: FormData) =>
  api.POST('/api/my/orders/{id}/return', { params: { path: { id } }, body: form });

export const writeReview = (productId: string, body: { starRating: number; reviewText?: string }) =>
  api.POST('/api/products/{id}/reviews', { params: { path: { id: productId } }, body });
