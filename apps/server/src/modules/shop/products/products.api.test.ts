import { readdir } from 'node:fs/promises';
import { thumbFile } from '@safesathi/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUploadTestApp, type FilePart, picture, sendMultipart } from '../../../../test/multipart.js';
import { bearer, type TestApp } from '../../../../test/test-app.js';
import { auditLog, productImages } from '../../../platform/db/schema.js';

let t: TestApp & { uploadDir: string };
let admin: string;
beforeAll(async () => {
  t = await createUploadTestApp({ seedDemo: true });
  admin = await t.signIn(t.config.adminPhone);
});
afterAll(async () => t?.close());

const UNKNOWN = '00000000-0000-4000-8000-000000000000';

async function send(
  method: 'POST' | 'PUT',
  url: string,
  fields: Record<string, string | string[]>,
  files: FilePart[] = [],
) {
  return sendMultipart(t.app, { method, url, token: admin, fields, files });
}
const get = (url: string) => t.app.inject({ method: 'GET', url });
const del = (url: string, payload: object) => t.app.inject({ method: 'DELETE', url, headers: bearer(admin), payload });
const stored = async () => (await readdir(t.uploadDir).catch(() => [])).sort();

async function newProduct(fields: Record<string, string> = {}, n = 2) {
  const files = await Promise.all(Array.from({ length: n }, (_, i) => picture('productPicture', `p${i}.png`)));
  const res = await send(
    'POST',
    '/api/products',
    { name: 'Reflective Vest', price: '349', discountedPrice: '299.50', ...fields },
    files,
  );
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data;
}

describe('products', () => {
  it('adds a product with two pictures, storing rupees as paise, and serves its pictures and thumbnails', async () => {
    const cats = (await get('/api/category')).json().data;
    const p = await newProduct({ categoryId: cats[0]._id, description: 'High-visibility vest' });
    expect(p).toMatchObject({
      name: 'Reflective Vest',
      price: 349,
      discountedPrice: 299.5,
      pricePaise: 34900,
      discountedPricePaise: 29950,
      salePricePaise: 29950,
      category: { _id: cats[0]._id, name: cats[0].name },
      description: 'High-visibility vest',
      reviews: [],
      rating: { average: 0, count: 0 },
      reviewCount: 0,
    });
    expect(p.images).toHaveLength(2);
    expect(p.pictures[0]).toEqual({
      file: p.images[0],
      url: `/api/uploads/${p.images[0]}`,
      thumbUrl: `/api/uploads/${thumbFile(p.images[0])}`,
    });
    for (const url of [p.pictures[0].url, p.pictures[1].thumbUrl, `/uploads/${p.images[1]}`])
      expect((await get(url)).statusCode, url).toBe(200);

    const one = await get(`/api/products/${p._id}`);
    expect(one.json()).toMatchObject({ status: true, data: { _id: p._id, images: p.images } });
  });

  it('lists products publicly with pictures and ratings, paginated, filtered and sorted', async () => {
    const all = await get('/api/products');
    expect(all.json()).toMatchObject({ status: true, page: 1, limit: 100 });
    expect(all.json().total).toBeGreaterThanOrEqual(5);
    const page = await get('/api/products?page=1&limit=2&sort=price&order=asc');
    expect(page.json().data).toHaveLength(2);
    expect(page.json().data[0].name).toBe('SafeSathi QR Tag — Bike'); // sells at ₹249
    const search = await get('/api/products?search=first-aid');
    expect(search.json().data.map((p: { name: string }) => p.name)).toEqual(['First-Aid Box']);
    expect((await get('/api/products?sort=colour')).statusCode).toBe(400);
  });

  it('refuses a product without pictures, with a negative price or a discounted price above the price', async () => {
    const none = await send('POST', '/api/products', { name: 'X', price: '10' });
    expect(none.statusCode).toBe(400);
    expect(none.json().errors).toEqual([
      { path: 'productPicture', message: 'Add at least one picture of the product.' },
    ]);

    const files = [await picture('productPicture')];
    const negative = await send('POST', '/api/products', { name: 'X', price: '-5' }, files);
    expect(negative.statusCode).toBe(400);
    expect(negative.json().errors).toEqual([{ path: 'price', message: 'The price cannot be negative' }]);

    const above = await send('POST', '/api/products', { name: 'X', price: '100', discountedPrice: '150' }, files);
    expect(above.statusCode).toBe(400);
    expect(above.json().errors).toEqual([
      { path: 'discountedPrice', message: 'The discounted price cannot be above the price' },
    ]);

    const before = await stored();
    const badCategory = await send('POST', '/api/products', { name: 'X', price: '100', categoryId: UNKNOWN }, files);
    expect(badCategory.statusCode).toBe(404);
    expect(await stored()).toEqual(before);
  });

  it('refuses a 6 MB picture (413) and a text file renamed .png (415), storing nothing', async () => {
    const before = await stored();
    const huge = await send('POST', '/api/products', { name: 'X', price: '1' }, [
      { field: 'productPicture', name: 'huge.png', data: Buffer.alloc(6 * 1024 * 1024, 7), type: 'image/png' },
    ]);
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toMatchObject({ status: 'Error', success: false, code: 'PAYLOAD_TOO_LARGE' });
    const text = await send('POST', '/api/products', { name: 'X', price: '1' }, [
      await picture('productPicture'),
      { field: 'productPicture', name: 'readme.png', data: Buffer.from('# not a picture\n'), type: 'image/png' },
    ]);
    expect(text.statusCode).toBe(415);
    expect(text.json()).toMatchObject({ code: 'UNSUPPORTED_MEDIA_TYPE' });
    expect(await stored()).toEqual(before);
  });

  it('edits a product without new pictures, adds one and removes another, deleting the removed file', async () => {
    const p = await newProduct();
    const name = await send('PUT', '/api/products', { _id: p._id, name: 'Vest (XL)', price: '399' });
    expect(name.json()).toMatchObject({
      status: true,
      data: { name: 'Vest (XL)', pricePaise: 39900, images: p.images },
    });

    const swap = await send('PUT', '/api/products', { _id: p._id, removeImages: [p.images[0]] }, [
      await picture('productPicture', 'new.png'),
    ]);
    expect(swap.statusCode).toBe(200);
    const images: string[] = swap.json().data.images;
    expect(images).toHaveLength(2);
    expect(images[0]).toBe(p.images[1]);
    expect(images).not.toContain(p.images[0]);
    const files = await stored();
    expect(files).not.toContain(p.images[0]);
    expect(files).not.toContain(thumbFile(p.images[0]));
    expect(files).toContain(images[1]);
  });

  it('keeps at least one picture and checks the discount against the stored price', async () => {
    const p = await newProduct({}, 1);
    const empty = await send('PUT', '/api/products', { _id: p._id, removeImages: JSON.stringify(p.images) });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors[0].path).toBe('productPicture');
    const notMine = await send('PUT', '/api/products', { _id: p._id, removeImages: 'someone-else.webp' });
    expect(notMine.statusCode).toBe(400);
    expect(notMine.json().errors[0].path).toBe('removeImages');
    const above = await send('PUT', '/api/products', { _id: p._id, discountedPrice: '500' });
    expect(above.statusCode).toBe(400);
    expect(above.json().errors[0].path).toBe('discountedPrice');
    const lower = await send('PUT', '/api/products', { _id: p._id, price: '200' });
    expect(lower.statusCode).toBe(400); // the stored ₹299.50 discount would be above ₹200
    const cleared = await send('PUT', '/api/products', { _id: p._id, price: '200', discountedPrice: '' });
    expect(cleared.json().data).toMatchObject({ price: 200, discountedPrice: null, salePricePaise: 20000 });
    expect((await send('PUT', '/api/products', { _id: UNKNOWN, name: 'Y' })).statusCode).toBe(404);
    expect((await get(`/api/products/${UNKNOWN}`)).statusCode).toBe(404);
  });

  it('deletes a product with its pictures, reviews and their files, audited', async () => {
    const p = await newProduct({}, 1);
    const review = await send('POST', '/api/reviews', { productId: p._id, name: 'Asha', starRating: '5' }, [
      await picture('productPicture', 'review.png'),
    ]);
    const reviewPicture = review.json().data.picture;
    const res = await del('/api/products', { _id: p._id });
    expect(res.json()).toMatchObject({ status: true, message: '1 product deleted.' });
    const files = await stored();
    expect(files).not.toContain(p.images[0]);
    expect(files).not.toContain(reviewPicture);
    expect(await t.database.db.select().from(productImages).where(eq(productImages.productId, p._id))).toEqual([]);
    expect((await get(`/api/reviews/${p._id}`)).statusCode).toBe(404);
    const audit = await t.database.db.select().from(auditLog).where(eq(auditLog.entityId, p._id)).orderBy(auditLog.id);
    expect(audit.map((a) => a.action)).toEqual(['create', 'delete']);
    expect((await del('/api/products', { _id: p._id })).statusCode).toBe(404);
  });
});

describe('reviews', () => {
  it('adds, edits and deletes reviews, and the product’s counts follow', async () => {
    const p = await newProduct({}, 1);
    for (const [name, stars] of [
      ['Asha', '5'],
      ['Vikram', '4'],
      ['Meera', '2'],
    ]) {
      const res = await send(
        'POST',
        '/api/reviews',
        { productId: p._id, name: name!, starRating: stars!, reviewText: 'Good' },
        [await picture('productPicture')],
      );
      expect(res.statusCode).toBe(201);
    }
    const list = await get(`/api/reviews/${p._id}`);
    expect(list.json()).toMatchObject({ status: true, rating: { average: 3.7, count: 3, stars: [0, 1, 0, 1, 1] } });
    const meera = list.json().data.find((r: { name: string }) => r.name === 'Meera');
    expect(meera).toMatchObject({ starRating: 2, reviewText: 'Good', image: { url: expect.any(String) } });

    const product = (await get(`/api/products/${p._id}`)).json().data;
    expect(product).toMatchObject({ reviewCount: 3, rating: { average: 3.7, count: 3 } });
    expect(product.reviews).toEqual([{ starRating: 5 }, { starRating: 4 }, { starRating: 2 }]);

    const oldPicture = meera.picture;
    const edit = await send('PUT', '/api/reviews', { _id: meera._id, starRating: '3' }, [
      await picture('productPicture', 'b.png'),
    ]);
    expect(edit.json()).toMatchObject({ status: true, data: { starRating: 3, name: 'Meera' } });
    expect(edit.json().data.picture).not.toBe(oldPicture);
    expect(await stored()).not.toContain(oldPicture);
    const kept = await send('PUT', '/api/reviews', { _id: meera._id, reviewText: 'Better now' });
    expect(kept.json().data).toMatchObject({ reviewText: 'Better now', picture: edit.json().data.picture });

    const gone = await del('/api/reviews', { _id: meera._id });
    expect(gone.json()).toMatchObject({ status: true, message: '1 review deleted.' });
    expect((await get(`/api/products/${p._id}`)).json().data.rating).toMatchObject({ count: 2, average: 4.5 });
  });

  it('validates a review: picture and name required, 1–5 stars, a known product', async () => {
    const p = await newProduct({}, 1);
    const noPicture = await send('POST', '/api/reviews', { productId: p._id, name: 'A', starRating: '4' });
    expect(noPicture.statusCode).toBe(400);
    expect(noPicture.json().errors[0].path).toBe('productPicture');
    const files = [await picture('productPicture')];
    const six = await send('POST', '/api/reviews', { productId: p._id, name: '', starRating: '6' }, files);
    expect(six.statusCode).toBe(400);
    expect(
      six
        .json()
        .errors.map((e: { path: string }) => e.path)
        .sort(),
    ).toEqual(['name', 'starRating']);
    const unknown = await send('POST', '/api/reviews', { productId: UNKNOWN, name: 'A', starRating: '4' }, files);
    expect(unknown.statusCode).toBe(404);
    expect((await get(`/api/reviews/${UNKNOWN}`)).statusCode).toBe(404);
    expect((await send('PUT', '/api/reviews', { _id: UNKNOWN, name: 'B' })).statusCode).toBe(404);
    expect((await del('/api/reviews', { _id: UNKNOWN })).statusCode).toBe(404);
  });
});
