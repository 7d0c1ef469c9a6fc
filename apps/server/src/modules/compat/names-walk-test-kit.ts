import type { InjectOptions } from 'fastify';
import { bearer, type TestApp } from '../../../test/test-app.js';
import { adminWith, signedInCustomer } from '../../../test/user-fixtures.js';
import { DEMO_TAG_CODE } from '../../seed.js';
import { customerWithVehicles, type Pair, type Walk } from './walk-test-kit.js';

// The walks of ADR 0061's renamed routes: SOS calls and tags here, the catalogue, banners, FAQs and coupons in
// catalogue-walk-test-kit.ts (both spread into compat-test-kit.ts's WALKS). The office's walks sign in as one admin
// holding the flags these routes check.

const FLAGS = [
  'viewSosCall',
  'editSosCall',
  'printQRCode',
  'editTemplete',
  'createNewProduct',
  'editProduct',
  'deleteProduct',
  'addVehicletype',
  'deleteVehicletype',
  'addVehiclebrand',
  'deleteVehiclebrand',
  'addVehiclemodel',
  'deleteVehiclemodel',
  'createBanner',
  'deleteBanner',
  'addFAQs',
  'deleteFAQs',
  'viewCouponCode',
  'addCouponCode',
  'editCouponCode',
  'deleteCouponCode',
] as const;
const offices = new WeakMap<TestApp, Promise<string>>();
/** The token of one admin per test app with every flag of the renamed routes. */
export function office(t: TestApp): Promise<string> {
  let token = offices.get(t);
  if (!token) {
    token = adminWith(t, [...FLAGS], 'Names Walker').then((a) => a.token);
    offices.set(t, token);
  }
  return token;
}

/** A pair of requests, both signed in with `token` (none: nobody signed in). */
export function pair(label: string, old: InjectOptions, clean: InjectOptions, token?: string): Pair {
  const headers = token ? bearer(token) : {};
  return { label, old: { headers, ...old }, clean: { headers, ...clean } };
}

export const UNKNOWN = '00000000-0000-4000-8000-000000000000';
let ip = 0;
/** A bystander's address of its own, so the per-address SOS limit never decides a walk. */
const bystander = () => `198.51.100.${++ip % 250}`;

async function sosBody(t: TestApp) {
  const reasonId = (await t.app.inject({ url: '/api/reasons' })).json().data[0]._id;
  return { qrcodename: DEMO_TAG_CODE, reasonId, creatorName: 'Walk Bystander', creatorNumber: '9876543210' };
}

/** An alert on the demo tag, as a bystander sends it: its id. */
async function alert(t: TestApp): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/sos-calls',
    payload: await sosBody(t),
    remoteAddress: bystander(),
  });
  return res.json().data._id;
}

/** A batch of `count` new tags: their codes. */
async function newTags(t: TestApp, token: string, count: number): Promise<{ batch: string; codes: string[] }> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/tags/batches',
    headers: bearer(token),
    payload: { count },
  });
  const { batch, tags } = res.json().data as { batch: { _id: string }; tags: { code: string }[] };
  return { batch: batch._id, codes: tags.map((tag) => tag.code) };
}

export const NAME_WALKS: Record<string, Walk> = {
  'POST /api/soscall': async (t) => {
    const body = await sosBody(t);
    const form = {
      headers: { accept: 'text/html', 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(body).toString(),
    };
    return [
      pair(
        'an alert',
        { url: '/api/soscall', payload: body, remoteAddress: bystander() },
        { url: '/api/sos-calls', payload: body, remoteAddress: bystander() },
      ),
      pair(
        'a browser form',
        { url: '/api/soscall', ...form, remoteAddress: bystander() },
        { url: '/api/sos-calls', ...form, remoteAddress: bystander() },
      ),
      pair(
        'a field wrong',
        { url: '/api/soscall', payload: { ...body, creatorNumber: '12' }, remoteAddress: bystander() },
        { url: '/api/sos-calls', payload: { ...body, creatorNumber: '12' }, remoteAddress: bystander() },
      ),
    ];
  },
  'GET /api/soscall': async (t) => {
    await alert(t);
    const token = await office(t);
    return [
      pair('list', { url: '/api/soscall?limit=5' }, { url: '/api/sos-calls?limit=5' }, token),
      pair('no token', { url: '/api/soscall' }, { url: '/api/sos-calls' }),
    ];
  },
  'PUT /api/soscall/:id': async (t) => {
    const [a, b, token] = [await alert(t), await alert(t), await office(t)];
    const payload = { status: 'resolved', note: 'Walked.' };
    return [
      pair('resolve', { url: `/api/soscall/${a}`, payload }, { url: `/api/sos-calls/${b}`, payload }, token),
      pair(
        'unknown',
        { url: `/api/soscall/${UNKNOWN}`, payload },
        { url: `/api/sos-calls/${UNKNOWN}`, payload },
        token,
      ),
    ];
  },
  'POST /api/soscall/:id/retry': async (t) => {
    const [a, token] = [await alert(t), await office(t)];
    return [
      pair('unknown', { url: `/api/soscall/${UNKNOWN}/retry` }, { url: `/api/sos-calls/${UNKNOWN}/retry` }, token),
      pair('nothing undelivered', { url: `/api/soscall/${a}/retry` }, { url: `/api/sos-calls/${a}/retry` }, token),
    ];
  },
  'GET /api/my/soscalls': async (t) => {
    const customer = await signedInCustomer(t);
    return [
      pair('mine', { url: '/api/my/soscalls' }, { url: '/api/my/sos-calls' }, customer.token),
      pair('no token', { url: '/api/my/soscalls' }, { url: '/api/my/sos-calls' }),
    ];
  },
  'POST /api/my/soscalls/:id/answer': async (t) => {
    const [a, customer] = [await alert(t), await signedInCustomer(t)];
    const payload = { kind: 'seen' };
    return [
      pair(
        "someone else's alert",
        { url: `/api/my/soscalls/${a}/answer`, payload },
        { url: `/api/my/sos-calls/${a}/answer`, payload },
        customer.token,
      ),
      pair(
        'bad body',
        { url: `/api/my/soscalls/${a}/answer`, payload: {} },
        { url: `/api/my/sos-calls/${a}/answer`, payload: {} },
        customer.token,
      ),
    ];
  },
  'GET /api/qrcode': async (t) => [
    pair('list', { url: '/api/qrcode?limit=5' }, { url: '/api/tags?limit=5' }, await office(t)),
    pair('bad status', { url: '/api/qrcode?status=x' }, { url: '/api/tags?status=x' }, await office(t)),
  ],
  'GET /api/qrcode/batches': async (t) => {
    await newTags(t, await office(t), 1);
    return [pair('batches', { url: '/api/qrcode/batches' }, { url: '/api/tags/batches' }, await office(t))];
  },
  'POST /api/qrcode/batch': async (t) => [
    pair(
      'make',
      { url: '/api/qrcode/batch', payload: { count: 2 } },
      { url: '/api/tags/batches', payload: { count: 2 } },
      await office(t),
    ),
    pair(
      'none',
      { url: '/api/qrcode/batch', payload: { count: 0 } },
      { url: '/api/tags/batches', payload: { count: 0 } },
      await office(t),
    ),
  ],
  'GET /api/qrcode/batch/:id/sheet.pdf': async (t) => {
    const { batch } = await newTags(t, await office(t), 1);
    return [
      pair(
        'sheet',
        { url: `/api/qrcode/batch/${batch}/sheet.pdf` },
        { url: `/api/tags/batches/${batch}/sheet.pdf` },
        await office(t),
      ),
    ];
  },
  'PUT /api/qrcode/:code': async (t) => {
    const token = await office(t);
    const { codes } = await newTags(t, token, 2);
    const payload = { status: 'suspended' };
    return [
      pair('suspend', { url: `/api/qrcode/${codes[0]}`, payload }, { url: `/api/tags/${codes[1]}`, payload }, token),
      pair('not a code', { url: '/api/qrcode/NOSUCH00', payload }, { url: '/api/tags/NOSUCH00', payload }, token),
    ];
  },
  'POST /api/qrcode/:code/activate': async (t) => {
    const { codes } = await newTags(t, await office(t), 2);
    const owner = await customerWithVehicles(t);
    const [one, two] = owner.vehicles.map((vehicleId) => ({ vehicleId }));
    return [
      pair(
        'activate',
        { url: `/api/qrcode/${codes[0]}/activate`, payload: one },
        { url: `/api/tags/${codes[1]}/activate`, payload: two },
        owner.token,
      ),
      pair(
        'taken',
        { url: `/api/qrcode/${codes[0]}/activate`, payload: one },
        { url: `/api/tags/${codes[1]}/activate`, payload: two },
        owner.token,
      ),
    ];
  },
};
