import type { InjectOptions } from 'fastify';
import { multipart, picture } from '../../../test/multipart.js';
import { bearer, type TestApp } from '../../../test/test-app.js';
import { adminWith, signedInCustomer } from '../../../test/user-fixtures.js';
import { type Walk, withToken } from './walk-test-kit.js';

/** The walks of the shop's and the catalogue trees' old routes (ADR 0060); compat-test-kit.ts holds the rest. */

const MISSING = '00000000-0000-4000-8000-000000000000';
const tokens = new WeakMap<TestApp, Promise<string>>();

/** An admin who may do everything the shop's routes ask a flag for (one per test app). */
function shopAdmin(t: TestApp): Promise<string> {
  let token = tokens.get(t);
  if (!token) {
    const flags = ['createNewProduct', 'editProduct', 'deleteProduct', 'createNewReview', 'deleteReview', 'viewCart'];
    token = adminWith(t, flags as Parameters<typeof adminWith>[1], 'Shop Walker').then((a) => a.token);
    tokens.set(t, token);
  }
  return token;
}

/** A multipart request as the back office's forms send it, with a picture when `withPicture`. */
async function form(url: string, token: string, fields: Record<string, string>, withPicture = true) {
  const body = await multipart(fields, withPicture ? [await picture('productPicture')] : []);
  return { url, headers: { ...bearer(token), ...body.headers }, payload: body.payload } satisfies InjectOptions;
}

const productFields = (name: string) => ({ name, price: '349', discountedPrice: '299' });

async function newProduct(t: TestApp, token: string, name: string): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    ...(await form('/api/admin/products', token, productFields(name))),
  });
  if (res.statusCode !== 201) throw new Error(res.body);
  return res.json().data._id;
}

async function newReview(t: TestApp, token: string, productId: string): Promise<string> {
  const fields = { productId, name: 'Walk Reviewer', starRating: '4', reviewText: 'Walked.' };
  const res = await t.app.inject({ method: 'POST', ...(await form('/api/admin/reviews', token, fields)) });
  if (res.statusCode !== 201) throw new Error(res.body);
  return res.json().data._id;
}

async function someProduct(t: TestApp): Promise<string> {
  return (await t.app.inject({ url: '/api/shop/products?limit=1' })).json().data[0]._id;
}

export const SHOP_WALKS: Record<string, Walk> = {
  'GET /api/products': async () => [
    { label: 'list', old: { url: '/api/products?limit=5' }, clean: { url: '/api/admin/products?limit=5' } },
    { label: 'bad limit', old: { url: '/api/products?limit=0' }, clean: { url: '/api/admin/products?limit=0' } },
  ],
  'GET /api/products/:id': async (t) => {
    const id = await someProduct(t);
    return [
      { label: 'one', old: { url: `/api/products/${id}` }, clean: { url: `/api/admin/products/${id}` } },
      { label: 'unknown', old: { url: `/api/products/${MISSING}` }, clean: { url: `/api/admin/products/${MISSING}` } },
    ];
  },
  'POST /api/products': async (t) => {
    const token = await shopAdmin(t);
    return [
      {
        label: 'add',
        old: await form('/api/products', token, productFields('Old Vest')),
        clean: await form('/api/admin/products', token, productFields('New Vest')),
      },
      {
        label: 'no picture',
        old: await form('/api/products', token, productFields('Bare'), false),
        clean: await form('/api/admin/products', token, productFields('Bare'), false),
      },
      withToken(
        {
          label: 'no flag',
          old: { url: '/api/products', payload: {} },
          clean: { url: '/api/admin/products', payload: {} },
        },
        (await signedInCustomer(t)).token,
      ),
    ];
  },
  'PUT /api/products': async (t) => {
    const token = await shopAdmin(t);
    const [a, b] = [await newProduct(t, token, 'Edit A'), await newProduct(t, token, 'Edit B')];
    const edit = { name: 'Edited Vest', price: '399' };
    return [
      {
        label: 'edit',
        old: await form('/api/products', token, { _id: a, ...edit }, false),
        clean: await form(`/api/admin/products/${b}`, token, edit, false),
      },
      {
        label: 'unknown',
        old: await form('/api/products', token, { _id: MISSING, ...edit }, false),
        clean: await form(`/api/admin/products/${MISSING}`, token, edit, false),
      },
    ];
  },
  'DELETE /api/products': async (t) => {
    const token = await shopAdmin(t);
    const [a, b] = [await newProduct(t, token, 'Delete A'), await newProduct(t, token, 'Delete B')];
    return [
      withToken(
        {
          label: 'delete',
          old: { url: '/api/products', payload: { _id: a } },
          clean: { url: '/api/admin/products/bulk-delete', payload: { ids: [b] } },
        },
        token,
      ),
      withToken(
        {
          label: 'gone',
          old: { url: '/api/products', payload: { _id: a } },
          clean: { url: '/api/admin/products/bulk-delete', payload: { ids: [b] } },
        },
        token,
      ),
    ];
  },
  'PUT /api/products/order': async (t) => {
    const token = await shopAdmin(t);
    const list = await t.app.inject({ url: '/api/admin/products?limit=100' });
    const ids = list.json().data.map((p: { _id: string }) => p._id);
    return [
      withToken(
        {
          label: 'order',
          old: { url: '/api/products/order', payload: { ids } },
          clean: { url: '/api/admin/products/order', payload: { ids } },
        },
        token,
      ),
      withToken(
        {
          label: 'not every product',
          old: { url: '/api/products/order', payload: { ids: ids.slice(1) } },
          clean: { url: '/api/admin/products/order', payload: { ids: ids.slice(1) } },
        },
        token,
      ),
    ];
  },
  'GET /api/reviews/:productId': async (t) => {
    const id = await someProduct(t);
    await newReview(t, await shopAdmin(t), id);
    return [
      { label: 'reviews', old: { url: `/api/reviews/${id}` }, clean: { url: `/api/admin/products/${id}/reviews` } },
      { label: 'bad id', old: { url: '/api/reviews/nope' }, clean: { url: '/api/admin/products/nope/reviews' } },
    ];
  },
  'POST /api/reviews': async (t) => {
    const [token, productId] = [await shopAdmin(t), await someProduct(t)];
    const fields = { productId, name: 'Walk Reviewer', starRating: '5', reviewText: 'Both ways.' };
    return [
      {
        label: 'add',
        old: await form('/api/reviews', token, fields),
        clean: await form('/api/admin/reviews', token, fields),
      },
      {
        label: 'bad stars',
        old: await form('/api/reviews', token, { ...fields, starRating: '9' }),
        clean: await form('/api/admin/reviews', token, { ...fields, starRating: '9' }),
      },
    ];
  },
  'PUT /api/reviews': async (t) => {
    const [token, productId] = [await shopAdmin(t), await someProduct(t)];
    const [a, b] = [await newReview(t, token, productId), await newReview(t, token, productId)];
    return [
      {
        label: 'edit',
        old: await form('/api/reviews', token, { _id: a, reviewText: 'Edited.' }, false),
        clean: await form(`/api/admin/reviews/${b}`, token, { reviewText: 'Edited.' }, false),
      },
    ];
  },
  'DELETE /api/reviews': async (t) => {
    const [token, productId] = [await shopAdmin(t), await someProduct(t)];
    const [a, b] = [await newReview(t, token, productId), await newReview(t, token, productId)];
    return [
      withToken(
        {
          label: 'delete',
          old: { url: '/api/reviews', payload: { _id: a } },
          clean: { url: '/api/admin/reviews/bulk-delete', payload: { ids: [b] } },
        },
        token,
      ),
    ];
  },
  'GET /api/store/products': async () => [
    {
      label: 'a page',
      old: { url: '/api/store/products?page=1&limit=5' },
      clean: { url: '/api/shop/products?page=1&limit=5' },
    },
    {
      label: 'bad sort',
      old: { url: '/api/store/products?sort=nope' },
      clean: { url: '/api/shop/products?sort=nope' },
    },
  ],
  'GET /api/store/products/:id': async (t) => {
    const id = await someProduct(t);
    return [
      { label: 'a product', old: { url: `/api/store/products/${id}` }, clean: { url: `/api/shop/products/${id}` } },
      {
        label: 'unknown',
        old: { url: `/api/store/products/${MISSING}` },
        clean: { url: `/api/shop/products/${MISSING}` },
      },
    ];
  },
  'POST /api/products/:id/reviews': async (t) => {
    const [id, buyer] = [await someProduct(t), await signedInCustomer(t)];
    const [old, clean] = [`/api/products/${id}/reviews`, `/api/shop/products/${id}/reviews`];
    return [
      withToken(
        {
          label: 'not bought',
          old: { url: old, payload: { starRating: 5 } },
          clean: { url: clean, payload: { starRating: 5 } },
        },
        buyer.token,
      ),
      withToken(
        {
          label: 'bad stars',
          old: { url: old, payload: { starRating: 9 } },
          clean: { url: clean, payload: { starRating: 9 } },
        },
        buyer.token,
      ),
      {
        label: 'nobody',
        old: { url: old, payload: { starRating: 5 } },
        clean: { url: clean, payload: { starRating: 5 } },
      },
    ];
  },
  'GET /api/carts': async (t) => [
    withToken(
      { label: 'carts', old: { url: '/api/carts?limit=5' }, clean: { url: '/api/admin/carts?limit=5' } },
      await shopAdmin(t),
    ),
    { label: 'no token', old: { url: '/api/carts' }, clean: { url: '/api/admin/carts' } },
  ],
  'GET /api/vehicletypebrand': async () => [
    { label: 'tree', old: { url: '/api/vehicletypebrand' }, clean: { url: '/api/vehicle-type-brands' } },
  ],
  'GET /api/vehiclebrandmodel': async () => [
    { label: 'tree', old: { url: '/api/vehiclebrandmodel' }, clean: { url: '/api/vehicle-brand-models' } },
  ],
};
