import { insertUser } from '../../../test/fixtures.js';
import { bearer, type TestApp } from '../../../test/test-app.js';
import { addresses, products } from '../../platform/db/schema.js';
import { type Pair, type Walk, withToken } from './walk-test-kit.js';

// The walks of the orders' aliases (ADR 0059): the back office's under /api/admin/orders, the customer's own
// under /api/user/me/orders, the search and its `ordernumber`. Writes run as the super admin (the walker's
// admin may only view orders), each side on an order of its own.

const MISSING = '00000000-0000-4000-8000-000000000000';
const SHIP = { courier: 'Delhivery', trackingNumber: 'DLV700001' };

interface Shop {
  admin: string;
  /** A new customer each time, signed in, with an address. */
  customer: { id: string; token: string; addressId: string };
  line: { _id: string; quantity: number };
}

/** The super admin's token, one sign-in per test app (codes to one number are rate-limited). */
const superTokens = new WeakMap<TestApp, Promise<string>>();
const superToken = (t: TestApp) => {
  if (!superTokens.has(t)) superTokens.set(t, t.signIn(t.config.adminPhone));
  return superTokens.get(t)!;
};

async function shop(t: TestApp): Promise<Shop> {
  const db = t.database.db;
  const [kit] = await db.select().from(products).limit(1);
  const user = await insertUser(db, { usertype: 'Customer', name: 'Walk Buyer' });
  const [address] = await db
    .insert(addresses)
    .values({ userId: user.id, streetAdd: '9 Walk St', city: 'Pune', state: 'MH', pincode: '411002' })
    .returning();
  const customer = { id: user.id, token: await t.signIn(user.phone), addressId: address!.id };
  return { admin: await superToken(t), customer, line: { _id: kit!.id, quantity: 1 } };
}

const orderBody = (s: Shop) => ({
  customerId: s.customer.id,
  shippingAddressId: s.customer.addressId,
  productList: [s.line],
});

/** A Created order of the shop's customer, placed on the clean route; its id. */
async function newOrder(t: TestApp, s: Shop): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/admin/orders',
    headers: bearer(s.admin),
    payload: orderBody(s),
  });
  if (res.statusCode !== 201) throw new Error(res.body);
  return res.json().data._id;
}

/** The same GET on both sides, as the walker's admin (viewOrder), as nobody and for a missing id where given. */
const reads = (token: string, old: string, clean: string): Pair[] => [
  withToken({ label: 'read', old: { url: old }, clean: { url: clean } }, token),
  { label: 'no token', old: { url: old }, clean: { url: clean } },
];

export const ORDER_WALKS: Record<string, Walk> = {
  'GET /api/orders/daily': async (_t, token) =>
    reads(token, '/api/orders/daily?days=7', '/api/admin/orders/daily?days=7'),
  'GET /api/orders.csv': async (t, token) => {
    await newOrder(t, await shop(t));
    return reads(token, '/api/orders.csv?status=Created', '/api/admin/orders.csv?status=Created');
  },
  'GET /api/orders/:id': async (t, token) => {
    const s = await shop(t);
    const id = await newOrder(t, s);
    return [
      ...reads(token, `/api/orders/${id}`, `/api/admin/orders/${id}`),
      withToken(
        { label: 'missing', old: { url: `/api/orders/${MISSING}` }, clean: { url: `/api/admin/orders/${MISSING}` } },
        token,
      ),
      withToken(
        { label: 'its customer', old: { url: `/api/orders/${id}` }, clean: { url: `/api/admin/orders/${id}` } },
        s.customer.token,
      ),
    ];
  },
  'GET /orders/:id': async (t, token) => {
    const s = await shop(t);
    const id = await newOrder(t, s);
    return [
      ...reads(token, `/orders/${id}`, `/api/admin/orders/${id}`),
      withToken(
        { label: 'missing', old: { url: `/orders/${MISSING}` }, clean: { url: `/api/admin/orders/${MISSING}` } },
        token,
      ),
    ];
  },
  'GET /api/orders/:id/invoice.pdf': async (t, token) => {
    const id = await newOrder(t, await shop(t));
    return reads(token, `/api/orders/${id}/invoice.pdf`, `/api/admin/orders/${id}/invoice.pdf`);
  },
  'GET /api/orders/print.pdf': async (t, token) => {
    const id = await newOrder(t, await shop(t));
    return [
      ...reads(token, `/api/orders/print.pdf?ids=${id}`, `/api/admin/orders/print.pdf?ids=${id}`),
      withToken(
        {
          label: 'no ids',
          old: { url: '/api/orders/print.pdf?ids=' },
          clean: { url: '/api/admin/orders/print.pdf?ids=' },
        },
        token,
      ),
    ];
  },
  'POST /api/order/quote': async (t) => {
    const s = await shop(t);
    const payload = { productList: [s.line] };
    return [
      { label: 'quote', old: { url: '/api/order/quote', payload }, clean: { url: '/api/admin/orders/quote', payload } },
      {
        label: 'no products',
        old: { url: '/api/order/quote', payload: {} },
        clean: { url: '/api/admin/orders/quote', payload: {} },
      },
      {
        label: 'unknown product',
        old: { url: '/api/order/quote', payload: { productList: [{ _id: MISSING, quantity: 1 }] } },
        clean: { url: '/api/admin/orders/quote', payload: { productList: [{ _id: MISSING, quantity: 1 }] } },
      },
    ].map((p) => withToken(p, s.admin));
  },
  'POST /api/order': async (t, token) => {
    const s = await shop(t);
    return [
      withToken(
        {
          label: 'place',
          old: { url: '/api/order', payload: orderBody(s) },
          clean: { url: '/api/admin/orders', payload: orderBody(s) },
        },
        s.admin,
      ),
      withToken(
        {
          label: 'no products',
          old: { url: '/api/order', payload: {} },
          clean: { url: '/api/admin/orders', payload: {} },
        },
        s.admin,
      ),
      withToken(
        {
          label: 'without createNewOrder',
          old: { url: '/api/order', payload: orderBody(s) },
          clean: { url: '/api/admin/orders', payload: orderBody(s) },
        },
        token,
      ),
    ];
  },
  'PUT /api/order': async (t) => {
    const s = await shop(t);
    const [a, b, c, d] = [await newOrder(t, s), await newOrder(t, s), await newOrder(t, s), await newOrder(t, s)];
    return [
      {
        label: 'cancel',
        old: { url: '/api/order', payload: { orderId: a, status: 'Cancelled' } },
        clean: { url: `/api/admin/orders/${b}`, payload: { status: 'Cancelled' } },
      },
      {
        label: 'shipped without tracking',
        old: { url: '/api/order', payload: { orderId: c, status: 'Shipped' } },
        clean: { url: `/api/admin/orders/${d}`, payload: { status: 'Shipped' } },
      },
      {
        label: 'shipped with tracking',
        old: { url: '/api/order', payload: { orderId: c, status: 'Shipped', ...SHIP } },
        clean: { url: `/api/admin/orders/${d}`, payload: { status: 'Shipped', ...SHIP } },
      },
      {
        label: 'missing',
        old: { url: '/api/order', payload: { orderId: MISSING, status: 'Cancelled' } },
        clean: { url: `/api/admin/orders/${MISSING}`, payload: { status: 'Cancelled' } },
      },
      {
        label: 'bad status',
        old: { url: '/api/order', payload: { orderId: a, status: 'Lost' } },
        clean: { url: `/api/admin/orders/${b}`, payload: { status: 'Lost' } },
      },
    ].map((p) => withToken(p, s.admin));
  },
  'POST /api/orders/:id/ship': async (t) => {
    const s = await shop(t);
    const [a, b] = [await newOrder(t, s), await newOrder(t, s)];
    return [
      {
        label: 'ship',
        old: { url: `/api/orders/${a}/ship`, payload: SHIP },
        clean: { url: `/api/admin/orders/${b}/ship`, payload: SHIP },
      },
      {
        label: 'again',
        old: { url: `/api/orders/${a}/ship`, payload: SHIP },
        clean: { url: `/api/admin/orders/${b}/ship`, payload: SHIP },
      },
      {
        label: 'no tracking',
        old: { url: `/api/orders/${a}/ship`, payload: {} },
        clean: { url: `/api/admin/orders/${b}/ship`, payload: {} },
      },
    ].map((p) => withToken(p, s.admin));
  },
  'POST /api/orders/bulk/ship': async (t) => {
    const s = await shop(t);
    const [a, b] = [await newOrder(t, s), await newOrder(t, s)];
    const bulk = (orderId: string) => ({
      orders: [
        { orderId, ...SHIP },
        { orderId: MISSING, ...SHIP },
      ],
    });
    return [
      {
        label: 'ship',
        old: { url: '/api/orders/bulk/ship', payload: bulk(a) },
        clean: { url: '/api/admin/orders/bulk-ship', payload: bulk(b) },
      },
      {
        label: 'none',
        old: { url: '/api/orders/bulk/ship', payload: { orders: [] } },
        clean: { url: '/api/admin/orders/bulk-ship', payload: { orders: [] } },
      },
    ].map((p) => withToken(p, s.admin));
  },
  'GET /api/my/orders': async (t) => {
    const s = await shop(t);
    await newOrder(t, s);
    return [
      withToken(
        { label: 'mine', old: { url: '/api/my/orders' }, clean: { url: '/api/user/me/orders' } },
        s.customer.token,
      ),
      withToken(
        { label: 'an admin (none of theirs)', old: { url: '/api/my/orders' }, clean: { url: '/api/user/me/orders' } },
        s.admin,
      ),
      { label: 'no token', old: { url: '/api/my/orders' }, clean: { url: '/api/user/me/orders' } },
    ];
  },
  'GET /api/my/orders/:id': async (t) => {
    const [s, other] = [await shop(t), await shop(t)];
    const id = await newOrder(t, s);
    const pair = { old: { url: `/api/my/orders/${id}` }, clean: { url: `/api/user/me/orders/${id}` } };
    return [
      withToken({ label: 'mine', ...pair }, s.customer.token),
      withToken({ label: 'another customer', ...pair }, other.customer.token),
      withToken({ label: 'an admin', ...pair }, s.admin),
    ];
  },
  'GET /api/my/orders/:id/invoice': async (t) => {
    const [s, other] = [await shop(t), await shop(t)];
    const id = await newOrder(t, s);
    const pair = {
      old: { url: `/api/my/orders/${id}/invoice` },
      clean: { url: `/api/user/me/orders/${id}/invoice.pdf` },
    };
    return [
      withToken({ label: 'mine', ...pair }, s.customer.token),
      withToken({ label: 'another customer', ...pair }, other.customer.token),
    ];
  },
  'GET /api/search': async (t, token) => {
    await newOrder(t, await shop(t));
    return reads(token, '/api/search?q=ORD-', '/api/admin/search?q=ORD-');
  },
};
