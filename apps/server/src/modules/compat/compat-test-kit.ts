import { bearer } from '../../../test/test-app.js';
import { adminWith } from '../../../test/user-fixtures.js';
import { DEMO_TAG_CODE } from '../../seed.js';
import { CATALOGUE_WALKS } from './catalogue-walk-test-kit.js';
import { NAME_WALKS } from './names-walk-test-kit.js';
import { ORDER_WALKS } from './orders-walk-test-kit.js';
import { RECORD_WALKS } from './records-walk-test-kit.js';
import { SHOP_WALKS } from './shop-walk-test-kit.js';
import {
  addFaq,
  addReason,
  faq,
  lead,
  newestLead,
  newUser,
  placeOrder,
  reason,
  type Walk,
  withToken,
} from './walk-test-kit.js';

// The requests compat.api.test.ts sends to each row of COMPAT_ROUTES: the old route and its clean twin, with
// inputs of their own (a write is made twice). Every row needs an entry here: the test fails on a row without.

export const WALKS: Record<string, Walk> = {
  ...RECORD_WALKS,
  ...ORDER_WALKS,
  // ADR 0061's names: SOS calls, tags, the catalogue, banners, FAQs' bulk delete, coupons.
  ...NAME_WALKS,
  ...CATALOGUE_WALKS,
  ...SHOP_WALKS,
  'GET /api/Reasons': async (_t, token) =>
    [
      { label: 'list', old: { url: '/api/Reasons' }, clean: { url: '/api/admin/reasons' } },
      {
        label: 'no token',
        old: { url: '/api/Reasons', headers: {} },
        clean: { url: '/api/admin/reasons', headers: {} },
      },
    ].map((p) => withToken(p, token)),
  'POST /api/Reason': async (_t, token) => [
    withToken(
      {
        label: 'add',
        old: { url: '/api/Reason', payload: reason('Old flat') },
        clean: { url: '/api/admin/reasons', payload: reason('New flat') },
      },
      token,
    ),
    withToken(
      {
        label: 'bad body',
        old: { url: '/api/Reason', payload: {} },
        clean: { url: '/api/admin/reasons', payload: {} },
      },
      token,
    ),
  ],
  'PUT /api/reason/update/:id': async (t, token) => {
    const [a, b] = [await addReason(t, token, 'Toggle A'), await addReason(t, token, 'Toggle B')];
    const missing = '00000000-0000-4000-8000-000000000000';
    return [
      {
        label: 'toggle',
        old: { url: `/api/reason/update/${a}`, payload: { status: 'inactive' } },
        clean: { url: `/api/admin/reasons/${b}`, payload: { status: 'inactive' } },
      },
      {
        label: 'unknown id',
        old: { url: `/api/reason/update/${missing}`, payload: { status: 'active' } },
        clean: { url: `/api/admin/reasons/${missing}`, payload: { status: 'active' } },
      },
    ].map((p) => withToken(p, token));
  },
  'DELETE /api/reason': async (t, token) => {
    const [a, b] = [await addReason(t, token, 'Delete A'), await addReason(t, token, 'Delete B')];
    return [
      withToken(
        {
          label: 'delete',
          old: { url: '/api/reason', payload: { _id: a } },
          clean: { url: `/api/admin/reasons/${b}` },
        },
        token,
      ),
      withToken(
        { label: 'gone', old: { url: '/api/reason', payload: { _id: a } }, clean: { url: `/api/admin/reasons/${b}` } },
        token,
      ),
    ];
  },
  'PUT /api/Reasons/order': async (t, token) => {
    const list = await t.app.inject({ url: '/api/admin/reasons', headers: bearer(token) });
    const ids = list.json().data.map((r: { _id: string }) => r._id);
    return [
      withToken(
        {
          label: 'order',
          old: { url: '/api/Reasons/order', payload: { ids } },
          clean: { url: '/api/admin/reasons/order', payload: { ids } },
        },
        token,
      ),
    ];
  },
  'GET /api/Permission/:adminId': async (t) => {
    const [superToken, admin] = [await t.signIn(t.config.adminPhone), await adminWith(t, ['viewOrder'])];
    const [old, clean] = [`/api/Permission/${admin.user.id}`, `/api/admin/permissions/${admin.user.id}`];
    return [withToken({ label: 'flags', old: { url: old }, clean: { url: clean } }, superToken)];
  },
  'PUT /api/Permission/:adminId': async (t, token) => {
    const [superToken, admin] = [await t.signIn(t.config.adminPhone), await adminWith(t, ['viewOrder'])];
    const [old, clean] = [`/api/Permission/${admin.user.id}`, `/api/admin/permissions/${admin.user.id}`];
    return [
      withToken(
        {
          label: 'set',
          old: { url: old, payload: { viewSosCall: true } },
          clean: { url: clean, payload: { viewOrder: true } },
        },
        superToken,
      ),
      withToken(
        { label: 'not the super admin', old: { url: old, payload: {} }, clean: { url: clean, payload: {} } },
        token,
      ),
    ];
  },
  'GET /api/FAQs': async () => [{ label: 'public list', old: { url: '/api/FAQs' }, clean: { url: '/api/faqs' } }],
  'PUT /api/FAQs/order': async (t, token) => {
    const ids = (await t.app.inject({ url: '/api/faqs' })).json().data.map((f: { _id: string }) => f._id);
    return [
      withToken(
        {
          label: 'order',
          old: { url: '/api/FAQs/order', payload: { ids } },
          clean: { url: '/api/faqs/order', payload: { ids } },
        },
        token,
      ),
    ];
  },
  'POST /api/FAQ': async (_t, token) => [
    withToken(
      {
        label: 'add',
        old: { url: '/api/FAQ', payload: faq('Old?') },
        clean: { url: '/api/faqs', payload: faq('New?') },
      },
      token,
    ),
  ],
  'PUT /api/FAQ/:id': async (t, token) => {
    const [a, b] = [await addFaq(t, token), await addFaq(t, token)];
    return [
      withToken(
        {
          label: 'edit',
          old: { url: `/api/FAQ/${a}`, payload: faq('Edited?') },
          clean: { url: `/api/faqs/${b}`, payload: faq('Edited?') },
        },
        token,
      ),
    ];
  },
  'DELETE /api/FAQ': async (t, token) => {
    const [a, b] = [await addFaq(t, token), await addFaq(t, token)];
    return [
      withToken(
        {
          label: 'delete',
          old: { url: '/api/FAQ', payload: { _id: a } },
          clean: { url: '/api/faqs/bulk-delete', payload: { ids: [b] } },
        },
        token,
      ),
    ];
  },
  'POST /api/user/create': async (_t, token) => [
    {
      label: 'lead, no token',
      old: { url: '/api/user/create', payload: lead('Old Lead') },
      clean: { url: '/api/leads', payload: lead('New Lead') },
    },
    {
      label: 'bad lead',
      old: { url: '/api/user/create', payload: { name: '' } },
      clean: { url: '/api/leads', payload: { name: '' } },
    },
    withToken(
      {
        label: 'admin creates a user',
        old: { url: '/api/user/create', payload: newUser('Old User') },
        clean: { url: '/api/users', payload: newUser('New User') },
      },
      token,
    ),
    {
      label: 'stale token',
      old: { url: '/api/user/create', headers: bearer('stale'), payload: lead('Stale') },
      clean: { url: '/api/leads', headers: bearer('stale'), payload: lead('Stale') },
    },
  ],
  'GET /api/queries': async (_t, token) => [
    withToken({ label: 'list', old: { url: '/api/queries?limit=5' }, clean: { url: '/api/leads?limit=5' } }, token),
  ],
  'PUT /api/queries/:id': async (t, token) => {
    const [a, b] = [await newestLead(t, token), await newestLead(t, token)];
    return [
      withToken(
        {
          label: 'handled',
          old: { url: `/api/queries/${a}`, payload: { handled: true } },
          clean: { url: `/api/leads/${b}`, payload: { handled: true } },
        },
        token,
      ),
    ];
  },
  'GET /api/orders': async (t, token) => {
    await placeOrder(t);
    const q = '?limit=5&sort=createdAt&order=desc';
    return [
      withToken({ label: 'list', old: { url: `/api/orders${q}` }, clean: { url: `/api/admin/orders${q}` } }, token),
    ];
  },
  'GET /api/orders/summary': async (_t, token) => [
    withToken(
      { label: 'cards', old: { url: '/api/orders/summary' }, clean: { url: '/api/admin/orders/summary' } },
      token,
    ),
    { label: 'no token', old: { url: '/api/orders/summary' }, clean: { url: '/api/admin/orders/summary' } },
  ],
  'GET /api/soscall/:qrcodename': async () => [
    {
      label: 'a tag',
      old: { url: `/api/soscall/${DEMO_TAG_CODE}` },
      clean: { url: `/api/sos-pages/${DEMO_TAG_CODE}` },
    },
    { label: 'no such tag', old: { url: '/api/soscall/NOSUCH00' }, clean: { url: '/api/sos-pages/NOSUCH00' } },
  ],
};
