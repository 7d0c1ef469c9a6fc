// The fake Razorpay's browser side: its checkout.js and checkout page (redirect mode), which post
// the result to the shop's callback URL as Razorpay's Standard Checkout does.
import type { ServerResponse } from 'node:http';

/** An answer was written. */
export type Sent = true;

/** What the pages need of the fake (fake-razorpay.ts), named here so the two files do not import each other. */
export interface CheckoutFake {
  orders: Map<string, { id: string; amount: number; receipt: string | null }>;
  pay(orderId: string, o: { webhooks: 'later' }): Promise<{ fields: Record<string, string> }>;
  fail(orderId: string, description: undefined, webhooks: 'later'): Promise<{ fields: Record<string, string> }>;
  flushWebhooks(): Promise<void>;
}

const esc = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** Razorpay's checkout.js in redirect mode: open() goes to this server's checkout page. */
export function checkoutScript(base: string, res: ServerResponse): Sent {
  res.writeHead(200, { 'content-type': 'application/javascript; charset=utf-8', 'cache-control': 'no-store' });
  res.end(`/* The fake Razorpay's checkout: redirect mode only (callback_url). */
(function () {
function Razorpay(options) { this.options = options || {}; }
Razorpay.prototype.on = function () {};
Razorpay.prototype.open = function () {
  var o = this.options;
  window.location.assign(${JSON.stringify(base)} + '/checkout/' + encodeURIComponent(o.order_id) +
    '?callback_url=' + encodeURIComponent(o.callback_url || '') + '&name=' + encodeURIComponent(o.name || ''));
};
window.Razorpay = Razorpay;
})();
`);
  return true;
}

export async function checkoutPage(
  fake: CheckoutFake,
  r: { method: string; orderId: string; action: string | undefined; url: URL; raw: string },
  res: ServerResponse,
): Promise<Sent> {
  const { method, orderId, action, url, raw } = r;
  const order = fake.orders.get(orderId);
  if (!order) return html(res, 404, '<h1>No such order</h1>');
  const form = new URLSearchParams(raw);
  const callback = form.get('callback_url') ?? url.searchParams.get('callback_url') ?? '';
  if (method === 'GET' && !action) {
    const rupees = (order.amount / 100).toLocaleString('en-IN', { minimumFractionDigits: 2 });
    const hidden = `<input type="hidden" name="callback_url" value="${esc(callback)}">`;
    return html(
      res,
      200,
      `<h1>Fake Razorpay</h1><p>${esc(url.searchParams.get('name') ?? '')} — order ${esc(order.receipt ?? order.id)}</p>
<p>Amount: <strong>₹${rupees}</strong></p>
<form method="post" action="/checkout/${order.id}/pay">${hidden}<button>Pay ₹${rupees}</button></form>
<form method="post" action="/checkout/${order.id}/fail">${hidden}<button>Fail the payment</button></form>`,
    );
  }
  if (method !== 'POST') return html(res, 405, '<h1>Method not allowed</h1>');
  // The shop learns of the payment from the browser first here; the webhook follows a moment later.
  const result =
    action === 'pay' ? await fake.pay(order.id, { webhooks: 'later' }) : await fake.fail(order.id, undefined, 'later');
  setTimeout(() => void fake.flushWebhooks(), 300).unref();
  if (!callback) return html(res, 200, `<pre>${esc(JSON.stringify(result.fields, null, 2))}</pre>`);
  const inputs = Object.entries(result.fields)
    .map(([k, v]) => `<input type="hidden" name="${esc(k)}" value="${esc(v)}">`)
    .join('');
  return html(
    res,
    200,
    `<p>Returning to the shop…</p><form id="back" method="post" action="${esc(callback)}">${inputs}<button>Continue</button></form>
<script>document.getElementById('back').submit()</script>`,
  );
}

function html(res: ServerResponse, status: number, body: string): Sent {
  res.writeHead(status, { 'content-type': 'text/html; charset=utf-8' });
  res.end(`<!doctype html><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>Fake Razorpay</title>
<body style="font-family:sans-serif;max-width:28rem;margin:2rem auto;padding:0 1rem">${body}</body>`);
  return true;
}
