import type {
  TAddress,
  TBuyerReviewSavedResponse,
  TCart,
  TCartRequest,
  TCheckoutRequest,
  TCheckoutResponse,
  TOrder,
  TStoreProduct,
  TStoreProductDetail,
} from '@safesathi/contract';
import { api } from '../lib/api';

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
    .get<{ data: TStoreProduct[]; total: number }>('/api/store/products', {
      signal,
      anonymous: true,
      query: { page: 1, limit: 100 },
    })
    .then((a) => a.data);

export const fetchStoreProduct = (id: string, signal?: AbortSignal) =>
  api.get<{ data: TStoreProductDetail }>(`/api/store/products/${id}`, { signal, anonymous: true }).then((a) => a.data);

type CartAnswer = { data: TCart };
export const quoteCart = (body: TCartRequest, signal?: AbortSignal) =>
  api.post<CartAnswer>('/api/cart/quote', body, { signal, anonymous: true }).then((a) => a.data);
export const fetchMyCart = (signal?: AbortSignal) => api.get<CartAnswer>('/api/cart', { signal }).then((a) => a.data);
export const saveMyCart = (body: TCartRequest) => api.put<CartAnswer>('/api/cart', body).then((a) => a.data);
export const mergeCart = (body: TCartRequest) => api.post<CartAnswer>('/api/cart/merge', body).then((a) => a.data);

export const fetchMyAddresses = (userId: string, signal?: AbortSignal) =>
  api
    .get<{ data: TAddress[] }>('/api/address', { signal, query: { customerId: userId, page: 1, limit: 50 } })
    .then((a) => a.data);

export const startCheckout = (body: TCheckoutRequest) => api.post<TCheckoutResponse>('/api/checkout', body);

export const fetchMyOrder = (id: string, signal?: AbortSignal) =>
  api.get<{ result: TOrder }>(`/api/my/orders/${id}`, { signal }).then((a) => a.result);

export const askReturn = (id: string, form: FormData) =>
  api.post<{ message: string; data: TOrder }>(`/api/my/orders/${id}/return`, form);

export const writeReview = (productId: string, body: { starRating: number; reviewText?: string }) =>
  api.post<TBuyerReviewSavedResponse>(`/api/products/${productId}/reviews`, body);
