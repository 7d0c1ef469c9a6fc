import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUploadTestApp, picture, sendMultipart } from '../../../../test/multipart.js';
import { call } from '../../../../test/request.js';
import type { TestApp } from '../../../../test/test-app.js';
import { signedInCustomer } from '../../../../test/user-fixtures.js';
import { products } from '../../../platform/db/schema.js';

// The shop's and the catalogue trees' clean routes (docs/decisions/0060-shop-and-catalogue-clean-routes.md):
// `status: 'Success'`, ids in the path, and a public shop that is read a page at a time to its last product.
// The old routes are walked in compat/compat.api.test.ts and proven field by field by products.api.test.ts,
// cart.api.test.ts and catalogue.api.test.ts.

let t: TestApp & { uploadDir: string };
let admin: string;
beforeAll(async () => {
  t = await createUploadTestApp({ seedDemo: true });
  admin = await t.signIn(t.config.adminPhone);
});
afterAll(async () => t?.close());

const UNKNOWN = '00000000-0000-4000-8000-000000000000';

describe('the back office’s products and reviews under /api/admin', () => {
  it('adds, edits by the id in the path, lists, and deletes one product by its id, answering Success', async () => {
    const add = await sendMultipart(t.app, {
      method: 'POST',
      url: '/api/admin/products',
      token: admin,
      fields: { name: 'Clean Vest', price: '349' },
      files: [await picture('productPicture')],
    });
    expect(add.statusCode, add.body).toBe(201);
    expect(add.json()).toMatchObject({ status: 'Success', data: { name: 'Clean Vest', pricePaise: 34900 } });
    const id = add.json().data._id;

    const edit = await sendMultipart(t.app, {
      method: 'PUT',
      url: `/api/admin/products/${id}`,
      token: admin,
      fields: { name: 'Cleaner Vest' },
    });
    expect(edit.statusCode, edit.body).toBe(200);
    expect(edit.json()).toMatchObject({ status: 'Success', message: '“Cleaner Vest” saved.', data: { _id: id } });
    // The id in the path wins over one in the form: the path names the record.
    const other = await sendMultipart(t.app, {
      method: 'PUT',
      url: `/api/admin/products/${UNKNOWN}`,
      token: admin,
      fields: { _id: id, name: 'Wrong' },
    });
    expect(other.statusCode).toBe(404);

    const one = (await call(t, 'GET', `/api/admin/products/${id}`)).json();
    expect(one).toMatchObject({ status: 'Success', data: { name: 'Cleaner Vest' } });
    const list = (await call(t, 'GET', '/api/admin/products?search=Cleaner')).json();
    expect(list).toMatchObject({ status: 'Success', total: 1, data: [{ _id: id }] });

    const del = await call(t, 'DELETE', `/api/admin/products/${id}`, admin);
    expect(del.json()).toEqual({ status: 'Success', message: '1 product deleted.', data: { deleted: 1 } });
    expect((await call(t, 'DELETE', `/api/admin/products/${id}`, admin)).statusCode).toBe(404);
    expect((await call(t, 'DELETE', '/api/admin/products/nope', admin)).json()).toMatchObject({
      code: 'VALIDATION_FAILED',
    });
  });

  it('refuses the clean writes without their flags', async () => {
    const list = (await call(t, 'GET', '/api/admin/products?limit=1')).json();
    const id = list.data[0]._id;
    expect((await call(t, 'DELETE', `/api/admin/products/${id}`)).statusCode).toBe(401);
    const customer = (await signedInCustomer(t)).token;
    expect((await call(t, 'DELETE', `/api/admin/products/${id}`, customer)).statusCode).toBe(403);
    expect((await call(t, 'GET', '/api/admin/carts', customer)).statusCode).toBe(403);
    expect((await call(t, 'GET', '/api/admin/carts')).statusCode).toBe(401);
  });

  it('adds a review, lists it under its product with the rating, edits and deletes it by its id', async () => {
    const productId = (await call(t, 'GET', '/api/shop/products?limit=1')).json().data[0]._id;
    const add = await sendMultipart(t.app, {
      method: 'POST',
      url: '/api/admin/reviews',
      token: admin,
      fields: { productId, name: 'Anita', starRating: '4', reviewText: 'Good.' },
      files: [await picture('productPicture')],
    });
    expect(add.statusCode, add.body).toBe(201);
    expect(add.json()).toMatchObject({ status: 'Success', message: 'Review added.' });
    const id = add.json().data._id;

    const reviews = (await call(t, 'GET', `/api/admin/products/${productId}/reviews`)).json();
    expect(reviews).toMatchObject({ status: 'Success', rating: { count: expect.any(Number) } });
    expect(reviews.data.map((r: { _id: string }) => r._id)).toContain(id);

    const edit = await sendMultipart(t.app, {
      method: 'PUT',
      url: `/api/admin/reviews/${id}`,
      token: admin,
      fields: { starRating: '2' },
    });
    expect(edit.json()).toMatchObject({ status: 'Success', data: { _id: id, starRating: 2 } });
    expect((await call(t, 'DELETE', `/api/admin/reviews/${id}`, admin)).json()).toMatchObject({
      status: 'Success',
      data: { deleted: 1 },
    });
  });
});

describe('the public shop under /api/shop/products', () => {
  it('reads a shop of 150 products to the last one, a page at a time, with the total', async () => {
    const before = (await call(t, 'GET', '/api/shop/products?page=1&limit=1')).json().total as number;
    const rows = Array.from({ length: 150 }, (_, i) => ({
      name: `Paged product ${String(i).padStart(3, '0')}`,
      pricePaise: 10_000 + i,
      position: 1000 + i,
    }));
    await t.database.db.insert(products).values(rows);
    const total = before + 150;

    const first = (await call(t, 'GET', '/api/shop/products?page=1&limit=100')).json();
    expect(first).toMatchObject({ status: 'Success', total, page: 1, limit: 100 });
    expect(first.data).toHaveLength(100);
    const second = (await call(t, 'GET', '/api/shop/products?page=2&limit=100')).json();
    expect(second).toMatchObject({ status: 'Success', total, page: 2, limit: 100 });
    expect(second.data).toHaveLength(total - 100);

    const names = [...first.data, ...second.data].map((p: { name: string }) => p.name);
    expect(new Set(names).size).toBe(total);
    expect(names).toContain('Paged product 149');
    expect(names.at(-1)).toBe('Paged product 149');
    expect((await call(t, 'GET', '/api/shop/products?page=3&limit=100')).json()).toMatchObject({ data: [], total });
    expect((await call(t, 'GET', '/api/shop/products?limit=101')).json()).toMatchObject({ code: 'VALIDATION_FAILED' });
  });

  it('answers one product and a buyer’s review in the clean envelope', async () => {
    const id = (await call(t, 'GET', '/api/shop/products?limit=1')).json().data[0]._id;
    const one = (await call(t, 'GET', `/api/shop/products/${id}`)).json();
    expect(one).toMatchObject({ status: 'Success', data: { _id: id, reviews: expect.any(Array) } });
    expect((await call(t, 'GET', `/api/shop/products/${UNKNOWN}`)).statusCode).toBe(404);
    // Nobody signed in: the review is refused before anything is read.
    expect((await call(t, 'POST', `/api/shop/products/${id}/reviews`, undefined, { starRating: 5 })).statusCode).toBe(
      401,
    );
  });
});

describe('the vehicle catalogue trees', () => {
  it('answers each type with its brands and each brand with its models, marked Success', async () => {
    const types = (await call(t, 'GET', '/api/vehicle-type-brands')).json();
    expect(types.status).toBe('Success');
    expect(types.data[0]).toMatchObject({ _id: expect.any(String), vehiclebrand: expect.any(Array) });
    const brands = (await call(t, 'GET', '/api/vehicle-brand-models')).json();
    expect(brands.status).toBe('Success');
    expect(brands.data[0]).toMatchObject({ _id: expect.any(String), vehiclemodel: expect.any(Array) });
  });
});
