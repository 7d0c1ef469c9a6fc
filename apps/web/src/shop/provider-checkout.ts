import type { TProviderCheckout } from '@safesathi/contract';

interface RazorpayInstance {
  open(): void;
}
type RazorpayConstructor = new (options: Record<string, unknown>) => RazorpayInstance;

const loaded = new Map<string, Promise<void>>();

/** Loads the provider's checkout.js once. */
function loadScript(url: string): Promise<void> {
  let promise = loaded.get(url);
  if (!promise) {
    promise = new Promise<void>((resolve, reject) => {
      const script = document.createElement('script');
      script.src = url;
      script.async = true;
      script.onload = () => resolve();
      script.onerror = () => {
        loaded.delete(url);
        script.remove();
        reject(new Error('The payment page could not be loaded. Check your connection and try again.'));
      };
      document.head.append(script);
    });
    loaded.set(url, promise);
  }
  return promise;
}

/**
 * Razorpay's Standard Checkout in redirect mode (README "Razorpay in production"): the script the
 * server named, then `new Razorpay(options).open()`; the provider posts the result to the
 * server's callback, which sends the buyer to their order's page.
 */
export async function openProviderCheckout(payment: TProviderCheckout): Promise<void> {
  await loadScript(payment.scriptUrl);
  const Razorpay = (window as unknown as { Razorpay?: RazorpayConstructor }).Razorpay;
  if (!Razorpay) throw new Error('The payment page could not be opened. Please try again.');
  new Razorpay({
    key: payment.keyId,
    order_id: payment.orderId,
    amount: payment.amount,
    currency: payment.currency,
    name: payment.name,
    description: payment.description,
    prefill: {
      name: payment.prefill.name,
      contact: payment.prefill.contact,
      email: payment.prefill.email ?? undefined,
    },
    callback_url: payment.callbackUrl,
    redirect: true,
  }).open();
}
