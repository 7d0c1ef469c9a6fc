import { multipart } from '../../../test/multipart.js';
import { bearer, type TestApp } from '../../../test/test-app.js';
import { office, pair, UNKNOWN } from './names-walk-test-kit.js';
import { addFaq, type Pair, type Walk } from './walk-test-kit.js';

// The walks of ADR 0061's catalogue, banners, FAQs and coupons (names-walk-test-kit.ts holds SOS calls and tags).

let n = 0;
/** A name no earlier walk used. */
const fresh = (what: string) => `Walk ${what} ${++n}`;

/** Adds a record by its clean route: its id. */
async function add(t: TestApp, url: string, payload: Record<string, unknown>): Promise<string> {
  const res = await t.app.inject({ method: 'POST', url, headers: bearer(await office(t)), payload });
  if (res.statusCode !== 201) throw new Error(res.body);
  return res.json().data._id;
}

const addType = (t: TestApp) => add(t, '/api/vehicle-types', { name: fresh('type') });
const addBrand = async (t: TestApp) =>
  add(t, '/api/vehicle-brands', { name: fresh('brand'), vehicleTypeId: await addType(t) });
async function addModel(t: TestApp, vehicleBrandId: string): Promise<string> {
  const form = await multipart({ name: fresh('model'), vehicleBrandId });
  const headers = { ...bearer(await office(t)), ...form.headers };
  const res = await t.app.inject({ method: 'POST', url: '/api/vehicle-models', headers, payload: form.payload });
  return res.json().data._id;
}

function expiry(t: TestApp): string {
  return new Date(t.clock.now().getTime() + 10 * 24 * 3600 * 1000).toISOString().slice(0, 10);
}
const coupon = (t: TestApp) => ({
  discountName: `WALK${++n}`,
  percentDiscount: 10,
  maxCap: 100,
  maxUsage: 5,
  expiryDate: expiry(t),
});

/** An old DELETE with `{_id}` against POST …/bulk-delete with `{ids}`, each on a record of its own; then both gone. */
async function bulkDelete(t: TestApp, old: string, clean: string, make: () => Promise<string>): Promise<Pair[]> {
  const [a, b, token] = [await make(), await make(), await office(t)];
  return [
    pair('one', { url: old, payload: { _id: a } }, { url: clean, payload: { ids: [b] } }, token),
    pair('gone', { url: old, payload: { ids: [a] } }, { url: clean, payload: { ids: [b] } }, token),
    pair('no ids', { url: old, payload: {} }, { url: clean, payload: {} }, token),
  ];
}

/** A list read by its old and clean names, signed in or not. */
const list =
  (old: string, clean: string, signedIn = false): Walk =>
  async (t) => [pair('list', { url: old }, { url: clean }, signedIn ? await office(t) : undefined)];

export const CATALOGUE_WALKS: Record<string, Walk> = {
  'GET /api/category': list('/api/category', '/api/categories'),
  'POST /api/category': async (t) => [
    pair(
      'add',
      { url: '/api/category', payload: { name: fresh('category') } },
      { url: '/api/categories', payload: { name: fresh('category') } },
      await office(t),
    ),
    pair(
      'taken',
      { url: '/api/category', payload: { name: 'QR Tags' } },
      { url: '/api/categories', payload: { name: 'QR Tags' } },
      await office(t),
    ),
  ],
  'PUT /api/category/:id': async (t) => {
    const [a, b] = [
      await add(t, '/api/categories', { name: fresh('c') }),
      await add(t, '/api/categories', { name: fresh('c') }),
    ];
    return [
      pair(
        'rename',
        { url: `/api/category/${a}`, payload: { name: fresh('c') } },
        { url: `/api/categories/${b}`, payload: { name: fresh('c') } },
        await office(t),
      ),
      pair(
        'unknown',
        { url: `/api/category/${UNKNOWN}`, payload: { name: 'X' } },
        { url: `/api/categories/${UNKNOWN}`, payload: { name: 'X' } },
        await office(t),
      ),
    ];
  },
  'DELETE /api/category': (t) =>
    bulkDelete(t, '/api/category', '/api/categories/bulk-delete', () =>
      add(t, '/api/categories', { name: fresh('c') }),
    ),
  'GET /api/vehicletype': list('/api/vehicletype', '/api/vehicle-types'),
  'POST /api/vehicletype': async (t) => [
    pair(
      'add',
      { url: '/api/vehicletype', payload: { name: fresh('t') } },
      { url: '/api/vehicle-types', payload: { name: fresh('t') } },
      await office(t),
    ),
  ],
  'DELETE /api/vehicletype': (t) =>
    bulkDelete(t, '/api/vehicletype', '/api/vehicle-types/bulk-delete', () => addType(t)),
  'GET /api/vehiclebrand': list('/api/vehiclebrand', '/api/vehicle-brands'),
  'POST /api/vehiclebrand': async (t) => {
    const vehicleTypeId = await addType(t);
    return [
      pair(
        'add',
        { url: '/api/vehiclebrand', payload: { name: fresh('b'), vehicleTypeId } },
        { url: '/api/vehicle-brands', payload: { name: fresh('b'), vehicleTypeId } },
        await office(t),
      ),
      pair(
        'unknown type',
        { url: '/api/vehiclebrand', payload: { name: fresh('b'), vehicleTypeId: UNKNOWN } },
        { url: '/api/vehicle-brands', payload: { name: fresh('b'), vehicleTypeId: UNKNOWN } },
        await office(t),
      ),
    ];
  },
  'DELETE /api/vehiclebrand': (t) =>
    bulkDelete(t, '/api/vehiclebrand', '/api/vehicle-brands/bulk-delete', () => addBrand(t)),
  'GET /api/vehiclemodel': list('/api/vehiclemodel', '/api/vehicle-models'),
  'POST /api/vehiclemodel': async (t) => {
    const vehicleBrandId = await addBrand(t);
    const [a, b] = [
      await multipart({ name: fresh('m'), vehicleBrandId }),
      await multipart({ name: fresh('m'), vehicleBrandId }),
    ];
    const token = await office(t);
    return [
      pair(
        'add',
        { url: '/api/vehiclemodel', headers: { ...bearer(token), ...a.headers }, payload: a.payload },
        { url: '/api/vehicle-models', headers: { ...bearer(token), ...b.headers }, payload: b.payload },
      ),
    ];
  },
  'DELETE /api/vehiclemodel': async (t) => {
    const brand = await addBrand(t);
    return bulkDelete(t, '/api/vehiclemodel', '/api/vehicle-models/bulk-delete', () => addModel(t, brand));
  },
  'GET /api/banner': list('/api/banner', '/api/banners'),
  'POST /api/banner': async (t) => [
    pair(
      'no picture',
      { url: '/api/banner', payload: { title: 'T', description: 'D' } },
      { url: '/api/banners', payload: { title: 'T', description: 'D' } },
      await office(t),
    ),
  ],
  'PUT /api/banner/order': async (t) => {
    const ids = (await t.app.inject({ url: '/api/banners' })).json().data.map((b: { _id: string }) => b._id);
    return [
      pair(
        'order',
        { url: '/api/banner/order', payload: { ids } },
        { url: '/api/banners/order', payload: { ids } },
        await office(t),
      ),
    ];
  },
  'DELETE /api/banner': async (t) => [
    pair(
      'unknown',
      { url: '/api/banner', payload: { _id: UNKNOWN } },
      { url: '/api/banners/bulk-delete', payload: { ids: [UNKNOWN] } },
      await office(t),
    ),
    pair(
      'no ids',
      { url: '/api/banner', payload: {} },
      { url: '/api/banners/bulk-delete', payload: {} },
      await office(t),
    ),
  ],
  'DELETE /api/faqs': async (t) => {
    const token = await office(t);
    return bulkDelete(t, '/api/faqs', '/api/faqs/bulk-delete', () => addFaq(t, token));
  },
  'GET /api/discount': list('/api/discount', '/api/coupons', true),
  'GET /api/discount/check': async (t) => {
    const body = coupon(t);
    await add(t, '/api/coupons', body);
    const code = body.discountName;
    return [
      pair(
        'usable',
        { url: `/api/discount/check?code=${code}&subtotal=500` },
        { url: `/api/coupons/check?code=${code}&subtotal=500` },
        await office(t),
      ),
      pair(
        'unknown',
        { url: '/api/discount/check?code=NOPE99' },
        { url: '/api/coupons/check?code=NOPE99' },
        await office(t),
      ),
    ];
  },
  'POST /api/discount': async (t) => [
    pair(
      'add',
      { url: '/api/discount', payload: coupon(t) },
      { url: '/api/coupons', payload: coupon(t) },
      await office(t),
    ),
    pair('bad', { url: '/api/discount', payload: {} }, { url: '/api/coupons', payload: {} }, await office(t)),
  ],
  'PUT /api/discount/:id': async (t) => {
    const [a, b] = [await add(t, '/api/coupons', coupon(t)), await add(t, '/api/coupons', coupon(t))];
    const payload = { percentDiscount: 15 };
    return [
      pair('edit', { url: `/api/discount/${a}`, payload }, { url: `/api/coupons/${b}`, payload }, await office(t)),
    ];
  },
  'DELETE /api/discount': (t) =>
    bulkDelete(t, '/api/discount', '/api/coupons/bulk-delete', () => add(t, '/api/coupons', coupon(t))),
};
