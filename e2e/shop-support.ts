import { readFileSync } from 'node:fs';
import { expect, type Page } from '@playwright/test';
import { PDFParse } from 'pdf-parse';
import type { Api } from './fixtures.js';
import { hydrated } from './support.js';

/** The demo shop's products (apps/server/src/seed.ts). */
export const CAR_TAG = 'SafeSathi QR Tag — Car';
export const KIT = 'Roadside Safety Kit';

/** /shop → the product's page → "Add to cart" with a quantity. */
export async function addToCart(page: Page, product: string, quantity = 1): Promise<void> {
  await page.goto('/shop');
  // A signed-in visitor's app hydrates the server-rendered list at once; a click during it may be lost.
  await hydrated(page);
  await page.getByRole('link', { name: product }).click();
  await expect(page.getByRole('heading', { level: 1, name: product })).toBeVisible();
  await page.getByLabel('Quantity').fill(String(quantity));
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByText(`${product} × ${quantity} is in your cart.`)).toBeVisible();
}

/** On the fake Razorpay's page (the provider's checkout): Pay or Fail, then back to the order's page. */
export async function payOnFake(page: Page, outcome: 'pay' | 'fail'): Promise<string> {
  await expect(page.getByRole('heading', { name: 'Fake Razorpay' })).toBeVisible();
  await page.getByRole('button', { name: outcome === 'pay' ? /^Pay ₹/ : 'Fail the payment' }).click();
  await expect(page).toHaveURL(/\/account\/orders\/[0-9a-f-]{36}\?payment=/);
  return page.url().match(/orders\/([0-9a-f-]{36})/)![1]!;
}

/** The back office ships (courier, tracking, the tags in the box) and then delivers an order, as PUT /api/order does. */
export async function shipAndDeliver(api: Api, admin: string, orderId: string, tagCodes: string[] = []) {
  await api.put(
    '/api/order',
    {
      orderId,
      status: 'Shipped',
      courier: 'BlueDart',
      trackingNumber: 'BD123456',
      trackingUrl: 'https://track.example.in/BD123456',
      tagCodes,
    },
    admin,
  );
  await api.put('/api/order', { orderId, status: 'Delivered' }, admin);
}

/** The words of a downloaded PDF. */
export async function pdfText(path: string): Promise<string> {
  const parser = new PDFParse({ data: new Uint8Array(readFileSync(path)) });
  try {
    return (await parser.getText()).text.replace(/\s+/g, ' ');
  } finally {
    await parser.destroy();
  }
}
