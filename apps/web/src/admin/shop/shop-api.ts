import { api } from '../../lib/api';

export const SHOP_KEY = ['shop'] as const;

export interface ProductListFilters {
  page: number;
  limit: number;
  search?: string;
  categoryId?: string;
}

export const shopKeys = {
  list: (f: ProductListFilters) => [...SHOP_KEY, 'products', f] as const,
  product: (id: string) => [...SHOP_KEY, 'product', id] as const,
  reviews: (id: string) => [...SHOP_KEY, 'reviews', id] as const,
  categories: ['catalogue', 'categories'] as const,
};

/** Any of these lets an admin open the shop (reading it is public; the buttons need their own flag). */
export const PRODUCT_FLAGS = ['viewProduct', 'createNewProduct', 'editProduct', 'deleteProduct'];

export const productPath = (id: string) => `/admin-product-details/${id}`;

export const fetchProducts = (f: ProductListFilters, signal?: AbortSignal) =>
  api.GET('/api/products', {
    // The shop's own order (set by dragging), as customers see it.
    params: { query: { ...f, sort: 'position', order: 'asc' } },
    signal,
  });

export const fetchProduct = (id: string, signal?: AbortSignal) =>
  api.GET('/api/products/{id}', { params: { path: { id } }, signal }).then((r) => r.data);

export const fetchCategories = (signal?: AbortSignal) => api.GET('/api/category', { signal }).then((r) => r.data);

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

/** POST /api/products (multipart): the fields and at least one picture. */
export const createProduct = (fields: ProductFields, files: File[]) =>
  api.POST('/api/products', { body: productForm(fields, files) });

/** PUT /api/products (multipart): new pictures are added, `removeImages` names the stored ones to drop. */
export function updateProduct(id: string, fields: ProductFields, files: File[], removeImages: string[]) {
  const form = productForm(fields, files);
  form.set('_id', id);
  form.set('removeImages', JSON.stringify(removeImages));
  return api.PUT('/api/products', { body: form });
}

export const deleteProduct = (id: string) => api.DELETE('/api/products', { body: { _id: id } });

export const fetchReviews = (productId: string, signal?: AbortSignal) =>
  api.GET('/api/reviews/{productId}', { params: { path: { productId } }, signal });

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
  return api.POST('/api/reviews', { body: form });
}

export function updateReview(id: string, fields: ReviewFields, picture: File | null) {
  const form = reviewForm(fields, picture);
  form.set('_id', id);
  return api.PUT('/api/reviews', { body: form });
}

export const deleteReview = (id: string) => api.DELETE('/api/reviews', { body: { _id: id } });
