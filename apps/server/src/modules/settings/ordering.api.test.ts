import type { PermissionFlag } from '@safesathi/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, json, type TestApp } from '../../../test/test-app.js';
import { adminWith } from '../../../test/user-fixtures.js';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp({ seedDemo: true });
  admin = await t.signIn(t.config.adminPhone);
});
afterAll(async () => t?.close());

const ids = (body: { data: { _id: string }[] }) => body.data.map((r) => r._id);
const read = async (url: string, token?: string) =>
  ids(json(await t.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} })));
const reorder = (url: string, payload: unknown, token = admin) =>
  t.app.inject({ method: 'PUT', url, headers: bearer(token), payload: payload as object });

const addFaq = async (question: string) => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/FAQ',
    headers: bearer(admin),
    payload: { question, answer: `About ${question}` },
  });
  expect(res.statusCode).toBe(201);
  return json<{ data: { _id: string } }>(res).data._id;
};

/** Each ordered list: where it is read, where it is ordered, and the flag that may order it. */
const LISTS: { name: string; read: string; order: string; flag: PermissionFlag; readAs?: PermissionFlag }[] = [
  { name: 'FAQs', read: '/api/FAQs', order: '/api/FAQs/order', flag: 'addFAQs' },
  { name: 'banners', read: '/api/banner', order: '/api/banner/order', flag: 'createBanner' },
  { name: 'reasons', read: '/api/Reasons', order: '/api/Reasons/order', flag: 'addReason', readAs: 'viewReason' },
  { name: 'products', read: '/api/products', order: '/api/products/order', flag: 'editProduct' },
];

describe('ordering lists by hand', () => {
  for (const list of LISTS) {
    it(`${list.name}: the reversed order is what everyone reads next; 403 without ${list.flag}`, async () => {
      const before = await read(list.read, admin);
      expect(before.length).toBeGreaterThan(1);
      const reversed = [...before].reverse();

      const { token: without } = await adminWith(t, list.readAs ? [list.readAs] : []);
      const refused = await reorder(list.order, { ids: reversed }, without);
      expect(refused.statusCode).toBe(403);
      expect(json(refused)).toMatchObject({ code: 'FORBIDDEN' });

      const { token } = await adminWith(t, [list.flag]);
      const res = await reorder(list.order, { ids: reversed }, token);
      expect(res.statusCode).toBe(200);
      expect(await read(list.read, admin)).toEqual(reversed);
    });
  }

  it('the public FAQ follows the order, and a new FAQ goes last', async () => {
    const a = await addFaq('Order A?');
    const b = await addFaq('Order B?');
    const all = await read('/api/FAQs');
    const wanted = [b, ...all.filter((id) => id !== a && id !== b), a];
    expect((await reorder('/api/FAQs/order', { ids: wanted })).statusCode).toBe(200);
    expect(await read('/api/FAQs')).toEqual(wanted);
    const c = await addFaq('Order C?');
    expect(await read('/api/FAQs')).toEqual([...wanted, c]);
  });

  it('refuses a partial or stale list (409), an unknown id (404), duplicates and junk (400)', async () => {
    const all = await read('/api/FAQs');
    const partial = await reorder('/api/FAQs/order', { ids: all.slice(1) });
    expect(partial.statusCode).toBe(409);
    expect(json(partial)).toMatchObject({ code: 'CONFLICT', message: expect.stringMatching(/reload/) });
    const unknown = await reorder('/api/FAQs/order', {
      ids: [...all.slice(1), '00000000-0000-4000-8000-000000000000'],
    });
    expect(unknown.statusCode).toBe(404);
    const twice = await reorder('/api/FAQs/order', { ids: [all[0], all[0]] });
    expect(twice.statusCode).toBe(400);
    expect(json(twice)).toMatchObject({ code: 'VALIDATION_FAILED' });
    expect((await reorder('/api/FAQs/order', { ids: 'first' })).statusCode).toBe(400);
    expect(await read('/api/FAQs')).toEqual(all);
  });

  it('two admins saving at once end with one of the two whole orders, never a mix', async () => {
    const all = await read('/api/FAQs');
    const one = [...all].reverse();
    const two = [...all.slice(1), all[0]!];
    const results = await Promise.all([
      reorder('/api/FAQs/order', { ids: one }),
      reorder('/api/FAQs/order', { ids: two }),
    ]);
    for (const r of results) expect(r.statusCode).toBe(200);
    const after = await read('/api/FAQs');
    expect([one, two]).toContainEqual(after);
  });
});
