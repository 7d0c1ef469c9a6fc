import { type ApiBody, api } from '../lib/api';
import { SHOP_PAGE_SIZE } from './shop-keys';

export type CartBody = ApiBody<'put', '/api/cart'>;

/** One page of the products on sale, with `total`, how many there are in all (ADR 0060). */
export const fetchShopProducts = (page: number, signal?: AbortSignal) =>
  api.GET('/api/shop/products', { params: { query: { page, limit: SHOP_PAGE_SIZE } }, signal, anonymous: true });

export const fetchStoreProduct = (id: string, signal?: AbortSignal) =>
  api.GET('/api/shop/products/{id}', { params: { path: { id } }, signal, anonymous: true }).then((a) => a.data);

export const quoteCart = (body: CartBody, signal?: AbortSignal) =>
  api.POST('/api/cart/quote', { body, signal, anonymous: true }).then((a) => a.data);
export const fetchMyCart = (signal?: AbortSignal) => api.GET('/api/cart', { signal }).then((a) => a.data);
export const saveMyCart = (body: CartBody) => api.PUT('/api/cart', { body }).then((a) => a.data);
export const mergeCart = (body: CartBody) => api.POST('/api/cart/merge', { body }).then((a) => a.data);

export const fetchMyAddresses = (userId: string, signal?: AbortSignal) =>
  api
    .GET('/api/addresses', { params: { query: { customerId: userId, page: 1, limit: 50 } }, signal })
    .then((a) => a.data);

export const startCheckout = (body: ApiBody<'post', '/api/checkout'>) => api.POST('/api/checkout', { body });

export const fetchMyOrder = (id: string, signal?: AbortSignal) =>
  api.GET('/api/user/me/orders/{id}', { params: { path: { id } }, signal }).then((a) => a.data);

export const askReturn = (id: string, form: FormData) =>
  api.POST('/api/my/orders/{id}/return', { params: { path: { id } }, body: form });

export const writeReview = (productId: string, body: { starRating: number; reviewText?: string }) =>
  api.POST('/api/shop/products/{id}/reviews', { params: { path: { id: productId } }, body });
