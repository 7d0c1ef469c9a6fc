import {
  ZBuyerReviewSavedResponse,
  ZDeletedTrueResponse,
  ZProductListResponse,
  ZProductResponse,
  ZProductSavedResponse,
  ZReviewListResponse,
  ZReviewSavedResponse,
  ZStoreProductListResponse,
  ZStoreProductResponse,
  ZVehicleBrandModelsResponse,
  ZVehicleTypeBrandsResponse,
} from '@safesathi/contract';
import { z } from 'zod';
import { failures } from '../../platform/responses.js';
import { bulkDelete, type CompatRoute, specMarker } from './compat-row.js';

/** An old shop answer: its schemas by status, the clean answer with the old marker. */
const markedTrue = (response: Record<number, unknown>) => ({ response, fromClean: specMarker });

/** ADR 0060's rows: the shop and the catalogue trees. */
export const SHOP_ROUTES: CompatRoute[] = [
  // ─── Shop and catalogue trees (ADR 0060): `status: true`, the back office's and the public shop's products
  // under one name, ids in multipart bodies, run-together tree names ───
  {
    method: 'GET',
    old: '/api/products',
    clean: '/api/admin/products',
    why: '`status: true`; the back office beside the shop',
    answer: markedTrue({ 200: ZProductListResponse }),
  },
  {
    method: 'GET',
    old: '/api/products/:id',
    clean: '/api/admin/products/:id',
    why: '`status: true`; the back office beside the shop',
    answer: markedTrue({ 200: ZProductResponse, ...failures(404) }),
  },
  {
    method: 'POST',
    old: '/api/products',
    clean: '/api/admin/products',
    why: '`status: true`; the back office beside the shop',
    answer: markedTrue({ 201: ZProductSavedResponse, ...failures(404) }),
  },
  {
    method: 'PUT',
    old: '/api/products',
    clean: '/api/admin/products/:id',
    // The clean handler takes the form's `_id` when the path has no id.
    why: '`status: true`; the id in the multipart body',
    answer: markedTrue({ 200: ZProductSavedResponse, ...failures(404) }),
  },
  {
    ...bulkDelete('/api/products', '/api/admin/products/bulk-delete'),
    why: '`status: true`; the back office beside the shop; the ids in the body of a DELETE',
    answer: markedTrue({ 200: ZDeletedTrueResponse, ...failures(404) }),
  },
  {
    method: 'PUT',
    old: '/api/products/order',
    clean: '/api/admin/products/order',
    why: 'the back office beside the shop',
  },
  {
    method: 'GET',
    old: '/api/reviews/:productId',
    clean: '/api/admin/products/:id/reviews',
    why: '`status: true`; a product id as a review path',
    request: {
      params: z.object({ productId: z.uuid('Not a valid product id') }),
      toClean: (req) => {
        req.params = { id: (req.params as { productId: string }).productId };
      },
    },
    answer: markedTrue({ 200: ZReviewListResponse, ...failures(404) }),
  },
  {
    method: 'POST',
    old: '/api/reviews',
    clean: '/api/admin/reviews',
    why: '`status: true`; the back office beside the buyers',
    answer: markedTrue({ 201: ZReviewSavedResponse, ...failures(404) }),
  },
  {
    method: 'PUT',
    old: '/api/reviews',
    clean: '/api/admin/reviews/:id',
    why: '`status: true`; the id in the multipart body',
    answer: markedTrue({ 200: ZReviewSavedResponse, ...failures(404) }),
  },
  {
    ...bulkDelete('/api/reviews', '/api/admin/reviews/bulk-delete'),
    why: '`status: true`; the back office beside the buyers; the ids in the body of a DELETE',
    answer: markedTrue({ 200: ZDeletedTrueResponse, ...failures(404) }),
  },
  {
    method: 'GET',
    old: '/api/store/products',
    clean: '/api/shop/products',
    why: '`status: true`; `store` for the shop',
    text: true,
    answer: markedTrue({ 200: ZStoreProductListResponse }),
  },
  {
    method: 'GET',
    old: '/api/store/products/:id',
    clean: '/api/shop/products/:id',
    why: '`status: true`; `store` for the shop',
    text: true,
    answer: markedTrue({ 200: ZStoreProductResponse, ...failures(404) }),
  },
  {
    method: 'POST',
    old: '/api/products/:id/reviews',
    clean: '/api/shop/products/:id/reviews',
    why: '`status: true`; a buyer among the back office’s routes',
    answer: markedTrue({ 201: ZBuyerReviewSavedResponse, ...failures(403, 404, 409) }),
  },
  { method: 'GET', old: '/api/carts', clean: '/api/admin/carts', why: 'the back office beside the buyer’s cart' },
  {
    method: 'GET',
    old: '/api/vehicletypebrand',
    clean: '/api/vehicle-type-brands',
    why: '`status: true`; run together, singular',
    answer: markedTrue({ 200: ZVehicleTypeBrandsResponse }),
  },
  {
    method: 'GET',
    old: '/api/vehiclebrandmodel',
    clean: '/api/vehicle-brand-models',
    why: '`status: true`; run together, singular',
    answer: markedTrue({ 200: ZVehicleBrandModelsResponse }),
  },
];
