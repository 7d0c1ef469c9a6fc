import { api } from '../../../lib/api';
import { type ProductListFilters, shopKeys } from '../../../shop/shop-keys';

/** Any of these lets an admin open the shop (reading it is public; the buttons need their own flag). */

export const productPath = (id: string) => `/admin/products/${id}`;

/** The shop's product cards for useListQuery, in the shop's own order (set by dragging), as customers see it. */
export const productList = {
  key: [...shopKeys.backOffice, 'products', 'list'] as const,
  path: '/api/admin/products',
} as const;

export const fetchProducts = (f: ProductListFilters, signal?: AbortSignal) =>
  api.GET('/api/admin/products', {
    // The shop's own order (set by dragging), as customers see it.
    params: { query: { ...f, sort: 'position', order: 'asc' } },
    signal,
  });

export const fetchProduct = (id: string, signal?: AbortSignal) =>
  api.GET('/api/admin/products/{id}', { params: { path: { id } }, signal }).then((r) => r.data);

export const fetchCategories = (signal?: AbortSignal) => api.GET('/api/categories', { signal }).then((r) => r.data);

export type ProductFields = {
  name: string;
  /** Rupees, as typed. */
  price: number | string;
  discountedPrice: number | string;
  categoryId: string | null;
  description: string;
};

function productForm(fields: ProductFields, files: File[]): FormData {
  const form = new FormData();
  form.set('name', fields.name.trim());
  form.set('price', String(fields.price));
  // An empty discounted price clears it.
  form.set('discountedPrice', fields.discountedPrice === '' ? '' : String(fields.discountedPrice));
  form.set('categoryId', fields.categoryId ?? '');
  form.set('description', fields.description.trim());
  for (const file of files) form.append('productPicture', file);
  return form;
}

/** POST /api/admin/products (multipart): the fields and at least one picture. */
export const createProduct = (fields: ProductFields, files: File[]) =>
  api.POST('/api/admin/products', { body: productForm(fields, files) });

/** PUT /api/admin/products/{id} (multipart): new pictures are added, `removeImages` names the stored ones to drop. */
export function updateProduct(id: string, fields: ProductFields, files: File[], removeImages: string[]) {
  const form = productForm(fields, files);
  form.set('removeImages', JSON.stringify(removeImages));
  return api.PUT('/api/admin/products/{id}', { params: { path: { id } }, body: form });
}

export const deleteProduct = (id: string) => api.DELETE('/api/admin/products/{id}', { params: { path: { id } } });

export const fetchReviews = (productId: string, signal?: AbortSignal) =>
  api.GET('/api/admin/products/{id}/reviews', { params: { path: { id: productId } }, signal });

export type ReviewFields = {
  name: string;
  starRating: number;
  reviewText: string;
};

function reviewForm(fields: ReviewFields, picture: File | null): FormData {
  const form = new FormData();
  form.set('name', fields.name.trim());
  form.set('starRating', String(fields.starRating));
  form.set('reviewText', fields.reviewText.trim());
  if (picture) form.set('productPicture', picture);
  return form;
}

export function createReview(productId: string, fields: ReviewFields, picture: File | null) {
  const form = reviewForm(fields, picture);
  form.set('productId', productId);
  return api.POST('/api/admin/reviews', { body: form });
}

export function updateReview(id: string, fields: ReviewFields, picture: File | null) {
  return api.PUT('/api/admin/reviews/{id}', { params: { path: { id } }, body: reviewForm(fields, picture) });
}

export const deleteReview = (id: string) => api.DELETE('/api/admin/reviews/{id}', { params: { path: { id } } });
