import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { adminWith } from '../../../test/user-fixtures.js';
import { COMPAT_ROUTES, type Json, openApiPath } from './compat-table.js';
import { WALKS } from './compat-test-kit.js';

// Every old route of the compat table answers as before: the status of its clean twin, and the clean answer's
// shape mapped back to the old one; the OpenAPI document marks it deprecated (ADR 0052). The module tests that
// call old routes (reasons, leads, users, sos) prove their answers field by field.

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp({ seedDemo: true });
  const flags = [
    'viewReason',
    'addReason',
    'deleteReason',
    'viewQueries',
    'createNewCustomer',
    'viewOrder',
    'addFAQs',
    'deleteFAQs',
  ] as const;
  token = (await adminWith(t, [...flags], 'Compat Walker')).token;
});
afterAll(async () => t?.close());

/** The shape of an answer: field names and kinds of value, an array by its first item. */
function shape(value: unknown): unknown {
  if (Array.isArray(value)) return value.length ? [shape(value[0])] : [];
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value)
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([k, v]) => [k, shape(v)]),
    );
  return value === null ? 'null' : typeof value;
}

/** A JSON answer parsed; any other (a CSV) by its type, as its content is the same code's. */
const body = (res: LightMyRequestResponse): Json | null =>
  String(res.headers['content-type']).includes('json')
    ? (res.json() as Json)
    : res.body
      ? { text: res.headers['content-type'] }
      : null;

describe('the compat layer', () => {
  it('has a walk for every old route, and no walk without a route', () => {
    expect(Object.keys(WALKS).sort()).toEqual(COMPAT_ROUTES.map((r) => `${r.method} ${r.old}`).sort());
  });

  for (const row of COMPAT_ROUTES) {
    it(`${row.method} ${row.old} answers as ${row.method} ${row.clean}${row.cleanWithAdmin ? ` / ${row.cleanWithAdmin}` : ''} mapped back`, async () => {
      const pairs = await WALKS[`${row.method} ${row.old}`]!(t, token);
      for (const pair of pairs) {
        const clean = await t.app.inject({ method: row.cleanMethod ?? row.method, ...pair.clean });
        const old = await t.app.inject({ method: row.method, ...pair.old });
        expect(old.statusCode, pair.label).toBe(clean.statusCode);
        const cleanBody = body(clean);
        const ok = clean.statusCode < 300 && cleanBody;
        const expected = ok && row.answer ? row.answer.fromClean(cleanBody) : cleanBody;
        expect(shape(body(old)), pair.label).toEqual(shape(expected));
        expect(old.headers.deprecation, pair.label).toBe('true');
        expect(old.headers.link).toBe(`<${openApiPath(row.clean)}>; rel="successor-version"`);
        expect(clean.headers.deprecation).toBeUndefined();
      }
    });
  }

  it('marks every old route deprecated in the OpenAPI document, and no clean twin', () => {
    const paths = (t.app.swagger() as { paths: Record<string, Record<string, { deprecated?: boolean }>> }).paths;
    for (const row of COMPAT_ROUTES) {
      const method = row.method.toLowerCase();
      const cleanMethod = (row.cleanMethod ?? row.method).toLowerCase();
      expect(paths[openApiPath(row.old)]?.[method]?.deprecated, `${row.method} ${row.old}`).toBe(true);
      for (const clean of [row.clean, row.cleanWithAdmin].filter(Boolean) as string[]) {
        expect(paths[openApiPath(clean)]?.[cleanMethod], `${cleanMethod} ${clean}`).toBeDefined();
        expect(paths[openApiPath(clean)]?.[cleanMethod]?.deprecated, `${cleanMethod} ${clean}`).toBeFalsy();
      }
    }
  });

  it('answers the clean routes in the clean names: vehicle, one envelope, orderNumber alone, cancelled', async () => {
    const { DEMO_TAG_CODE, DEMO_REGISTRATION } = await import('../../seed.js');
    const page = await t.app.inject({ url: `/api/sos-pages/${DEMO_TAG_CODE}` });
    expect(page.json().data.vehicle).toEqual({ registrationNumber: DEMO_REGISTRATION });
    expect(page.json().data).not.toHaveProperty('vehical');
    const list = await t.app.inject({ url: '/api/admin/reasons', headers: { authorization: `Bearer ${token}` } });
    const id = list.json().data[0]._id;
    const put = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/reasons/${id}`,
      headers: { authorization: `Bearer ${token}` },
      payload: { status: 'active' },
    });
    expect(put.json()).toMatchObject({ status: 'Success', data: { _id: id } });
    expect(put.json()).not.toHaveProperty('success');

    const auth = { authorization: `Bearer ${token}` };
    const orders = (await t.app.inject({ url: '/api/admin/orders', headers: auth })).json();
    expect(orders).toMatchObject({ status: 'Success' });
    expect(orders.data[0]).toHaveProperty('orderNumber');
    expect(orders.data[0]).not.toHaveProperty('ordernumber');
    const cards = (await t.app.inject({ url: '/api/admin/orders/summary', headers: auth })).json();
    expect(Object.keys(cards.data).sort()).toEqual(['cancelled', 'pending', 'shipped', 'total']);
    expect(cards.status).toBe('Success');
  });
});
