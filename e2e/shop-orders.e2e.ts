import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeViolations, seriousViolations } from './axe.js';
import { baseURL, DESKTOP, launch, PHONE, rupees, signedInPage } from './support.js';

const ADMIN = '9000000001';
const DEMO_CUSTOMER = { name: 'Aarav Sharma', phone: '9000000002', street: '14 Janpath Road' };
const DEMO_PRODUCT = 'SafeSathi QR Tag — Car';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => browser?.close());

const dialog = (page: Page, name: string | RegExp) => page.getByRole('dialog', { name });

/** A small real PNG, made here so the server's content check and re-encoding see a true picture. */
async function png(name: string, colour: string) {
  const buffer = await sharp({ create: { width: 240, height: 180, channels: 3, background: colour } })
    .png()
    .toBuffer();
  return { name, mimeType: 'image/png', buffer };
}

/** Picks a day of next month in a Mantine date picker opened from the button named `label`. */
async function pickNextMonthDay(page: Page, label: string, day: number) {
  await page.getByRole('button', { name: label, exact: true }).click();
  await page.getByRole('button', { name: 'Next month' }).click();
  await page.getByRole('button', { name: new RegExp(`^${day} `) }).click();
}

async function card(page: Page, title: string): Promise<number> {
  const text = await page.getByRole('group', { name: title }).locator('[data-count]').textContent();
  return Number(text?.replace(/\D/g, ''));
}

async function cards(page: Page) {
  await page.getByRole('group', { name: 'Total Orders' }).locator('[data-count]').waitFor();
  return {
    total: await card(page, 'Total Orders'),
    pending: await card(page, 'Pending Orders'),
    shipped: await card(page, 'Shipping Orders'),
    cancelled: await card(page, 'Cancel Orders'),
  };
}

async function api<T>(path: string): Promise<T> {
  const res = await fetch(`${baseURL()}${path}`);
  return (await res.json()) as T;
}

describe('shop, coupons, orders and the catalogue in the back office', () => {
  const suffix = String(Date.now() % 100_000).padStart(5, '0');
  const productName = `Helmet Light ${suffix}`;
  const couponCode = `E2E${suffix}`;
  const couponText = 'Ten percent off reflective gear for the monsoon season';
  let productPath = '';
  let orderNumber = '';

  it('creates a product with two pictures, then a review changes the rating counts', async () => {
    const { page, context } = await signedInPage(browser, ADMIN, { viewport: DESKTOP });
    await page.goto('/admin-shop');
    await page.getByRole('heading', { name: 'Shop', level: 1 }).waitFor();

    await page.getByRole('button', { name: 'Add', exact: true }).click();
    const add = dialog(page, 'Add Product');
    // Save with nothing: each field says what it needs.
    await add.getByRole('button', { name: 'Save' }).click();
    await add.getByText('Add at least one picture of the product').waitFor();
    await add.getByText('Enter the product name').waitFor();

    await add
      .locator('input[type=file]')
      .setInputFiles([await png('front.png', '#e8590c'), await png('back.png', '#1c7ed6')]);
    await add.getByRole('img', { name: 'New picture front.png' }).waitFor();
    await add.getByRole('img', { name: 'New picture back.png' }).waitFor();
    await add.getByRole('textbox', { name: 'Name', exact: true }).fill(productName);
    await add.getByRole('textbox', { name: 'Price', exact: true }).fill('1200');
    await add.getByRole('textbox', { name: 'Discounted price' }).fill('1300');
    await add.getByRole('button', { name: 'Save' }).click();
    await add.getByText('The discounted price cannot be above the price').waitFor();
    await add.getByRole('textbox', { name: 'Discounted price' }).fill('999');
    await add.getByRole('button', { name: 'Save' }).click();
    await page.getByText(`“${productName}” added to the shop.`).waitFor();
    await add.waitFor({ state: 'hidden' });

    const productCard = page.getByRole('article', { name: productName });
    await productCard.waitFor();
    expect(await productCard.textContent()).toContain('₹999');
    expect(await productCard.getByLabel('was ₹1,200').count()).toBe(1);

    await productCard.hover();
    await page.getByRole('link', { name: `Details of ${productName}` }).click();
    await page.waitForURL(/\/admin-product-details\/[0-9a-f-]{36}$/);
    productPath = new URL(page.url()).pathname;
    await page.getByRole('heading', { name: productName, level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Show picture 2' }).waitFor();
    const panel = page.getByRole('region', { name: 'Ratings & Reviews' });
    await panel.getByText('0 Ratings & 0 Reviews').waitFor();

    await panel.getByRole('button', { name: 'Add Review' }).click();
    const review = dialog(page, 'Add Review');
    await review.getByRole('textbox', { name: 'Name', exact: true }).fill('Meera Iyer');
    await review.getByRole('radio', { name: '4 stars' }).focus();
    await page.keyboard.press('Space');
    await review.getByRole('textbox', { name: 'Review' }).fill('Bright, and the strap holds in the rain.');
    await review.locator('input[type=file]').setInputFiles([await png('review.png', '#2f9e44')]);
    await review.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Review added.').waitFor();
    await panel.getByText('1 Rating & 1 Review').waitFor();
    await panel.getByRole('listitem', { name: '4 stars: 1' }).waitFor();
    await panel.getByRole('listitem', { name: 'Review by Meera Iyer' }).waitFor();

    // The counts are the server's, not the page's memory.
    await page.reload();
    await page.getByRole('region', { name: 'Ratings & Reviews' }).getByText('1 Rating & 1 Review').waitFor();
    expect(await page.getByRole('img', { name: /Rated 4 out of 5 from 1 rating/ }).count()).toBeGreaterThan(0);
    await context.close();
  });

  it('creates a coupon with every field, maxUsage included', async () => {
    const { page, context } = await signedInPage(browser, ADMIN, { viewport: DESKTOP });
    await page.goto('/admin-coupon-code');
    await page.getByRole('heading', { name: 'Coupon Code', level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    const add = dialog(page, 'Add Coupon');
    await add.getByRole('textbox', { name: 'Coupon code' }).fill(couponCode.toLowerCase());
    await add.getByRole('textbox', { name: 'Description' }).fill(couponText);
    await add.getByRole('textbox', { name: 'Percent discount' }).fill('10');
    await add.getByRole('textbox', { name: 'Max cap' }).fill('150');
    await add.getByRole('textbox', { name: 'Max usage' }).fill('3');
    await pickNextMonthDay(page, 'Expiry date', 20);
    await add.getByRole('button', { name: 'Save' }).click();
    await page.getByText(`Coupon ${couponCode} added.`).waitFor();

    const coupon = page.getByRole('article', { name: `Coupon ${couponCode}` });
    await coupon.waitFor();
    const text = (await coupon.textContent()) ?? '';
    expect(text).toContain('Max Cap: ₹150');
    expect(text).toContain(`${couponText.slice(0, 30)}...`);
    expect(text).not.toContain(couponText);
    expect(text).toContain('Used 0 of 3');
    await context.close();
  });

  it('places an order for the demo customer with two products and the coupon; the detail page shows every amount', async () => {
    const products = await api<{ data: { name: string; salePricePaise: number }[] }>('/api/products?limit=100');
    const sale = (name: string) => products.data.find((p) => p.name === name)!.salePricePaise;
    const { data: settings } = await api<{ data: { shippingFeePaise: number; taxPercent: number } }>('/api/settings');
    const lines = [
      { name: productName, quantity: 2, unit: sale(productName) },
      { name: DEMO_PRODUCT, quantity: 1, unit: sale(DEMO_PRODUCT) },
    ];
    expect(lines[0]!.unit).toBe(99_900);
    const subtotal = lines.reduce((a, l) => a + l.unit * l.quantity, 0);
    const discount = Math.min(Math.round((subtotal * 10) / 100), 150_00, subtotal);
    const taxBp = Math.round(settings.taxPercent * 100);
    const tax = Math.floor(((subtotal - discount) * taxBp + 5000) / 10_000);
    const total = subtotal - discount + settings.shippingFeePaise + tax;

    const { page, context } = await signedInPage(browser, ADMIN, { viewport: DESKTOP });
    await page.goto('/admin-dashboard');
    await page.getByRole('heading', { name: 'Orders', level: 1 }).waitFor();
    const before = await cards(page);

    await page.getByRole('button', { name: 'Add', exact: true }).click();
    const add = dialog(page, 'Add Order');
    await add.getByRole('textbox', { name: 'Customer' }).fill('Aarav');
    await page.getByRole('option', { name: new RegExp(`^${DEMO_CUSTOMER.name}`) }).click();
    await add.getByRole('textbox', { name: 'Delivery address' }).click();
    await page.getByRole('option', { name: new RegExp(DEMO_CUSTOMER.street) }).click();
    await add.getByRole('textbox', { name: 'Products' }).click();
    await page.getByRole('option', { name: new RegExp(`^${productName} —`) }).click();
    await page.getByRole('option', { name: new RegExp(`^${DEMO_PRODUCT} —`) }).click();
    await page.keyboard.press('Escape');
    await add.getByRole('textbox', { name: `Quantity of ${productName}` }).fill('2');

    // The coupon is checked as it is typed: an unknown code says so.
    const coupon = add.getByRole('textbox', { name: 'Coupon code' });
    await coupon.fill('NOSUCHCODE');
    await add.getByText('There is no coupon “NOSUCHCODE”. Check the code.').waitFor();
    await coupon.fill(couponCode);
    await add.getByText(`${couponCode}: 10 % off, up to ₹150`, { exact: false }).waitFor();
    await pickNextMonthDay(page, 'Delivery date', 15);

    // The preview is priced like the server will price it.
    const preview = add.getByRole('region', { name: 'Price of this order' });
    await expect.poll(async () => preview.textContent()).toContain(rupees(total));
    await add.getByRole('button', { name: 'Add Order' }).click();
    const created = page.getByText(/^Order ORD-\d{6,} created\.$/);
    await created.waitFor();
    orderNumber = (await created.textContent())!.match(/ORD-\d+/)![0];
    await add.waitFor({ state: 'hidden' });
    await expect.poll(async () => (await cards(page)).total).toBe(before.total + 1);
    expect((await cards(page)).pending).toBe(before.pending + 1);

    await page.getByRole('textbox', { name: /Search orders/ }).fill(orderNumber);
    const table = page.getByRole('table', { name: 'Orders' });
    await expect.poll(() => table.locator('tbody tr').count(), { timeout: 5000 }).toBe(1);
    const row = table.locator('tbody tr').first();
    expect(await row.textContent()).toContain(rupees(total));
    expect(await row.textContent()).toContain('Created');
    await page.getByRole('link', { name: `View ${orderNumber}` }).click();
    await page.waitForURL(/\/admin-dashboard-products\/[0-9a-f-]{36}$/);

    const checkDetail = async () => {
      await page.getByRole('heading', { name: 'Order Detail', level: 1 }).waitFor();
      await page.getByText(orderNumber, { exact: true }).first().waitFor();
      const items = page.getByRole('table', { name: 'Products of this order' });
      for (const l of lines) {
        const line = items.locator('tbody tr', { hasText: l.name });
        const cells = await line.locator('td').allTextContents();
        expect(cells[1]).toBe(String(l.quantity));
        expect(cells[2]).toBe(rupees(l.unit * l.quantity));
      }
      const amounts = page.getByRole('table', { name: 'Amounts' });
      const rowOf = (label: string) => amounts.locator('tr', { hasText: new RegExp(`^${label}`) });
      const amount = async (label: string) => (await rowOf(label).locator('td').textContent())?.trim();
      expect(await amount('Sub Total')).toBe(rupees(subtotal));
      expect(await rowOf('Coupon Code').locator('th').textContent()).toContain(couponCode);
      expect(await amount('Coupon Code')).toBe(`−${rupees(discount)}`);
      expect(await amount('Shipping Cost')).toBe(rupees(settings.shippingFeePaise));
      expect(await amount('Tax')).toBe(rupees(tax));
      expect(await amount('Total')).toBe(rupees(total));
      const customer = (await page.getByRole('region', { name: 'Customer' }).textContent()) ?? '';
      expect(customer).toContain(DEMO_CUSTOMER.name);
      expect(customer).toContain(DEMO_CUSTOMER.phone);
      expect(await page.getByRole('region', { name: 'Delivery address' }).textContent()).toContain(
        DEMO_CUSTOMER.street,
      );
      expect(await page.getByRole('region', { name: 'Status history' }).textContent()).toContain('by Super Admin');
    };
    await checkDetail();
    await page.reload();
    await checkDetail();

    // Print downloads the PDF invoice (fetched with the session's token).
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('region', { name: 'Invoice' }).getByRole('button', { name: 'Print' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`invoice-${orderNumber}.pdf`);

    // The coupon's use is counted.
    await page.goto('/admin-coupon-code');
    await page
      .getByRole('article', { name: `Coupon ${couponCode}` })
      .getByText('Used 1 of 3')
      .waitFor();
    await context.close();
  });

  it('moves the order Created → Shipped → Delivered, offering only the allowed moves, and the cards follow', async () => {
    const { page, context } = await signedInPage(browser, ADMIN, { viewport: DESKTOP });
    await page.goto('/admin-dashboard');
    await page.getByRole('heading', { name: 'Orders', level: 1 }).waitFor();
    const before = await cards(page);
    await page.getByRole('textbox', { name: /Search orders/ }).fill(orderNumber);
    const table = page.getByRole('table', { name: 'Orders' });
    await expect.poll(() => table.locator('tbody tr').count(), { timeout: 5000 }).toBe(1);

    const move = async (from: string, offered: string[], to: string) => {
      await page.getByRole('button', { name: `Edit ${orderNumber}` }).click();
      const edit = dialog(page, `Edit Order ${orderNumber}`);
      const status = edit.getByRole('textbox', { name: 'Status' });
      expect(await status.inputValue()).toBe(from);
      await status.click();
      const options = await page.getByRole('listbox').getByRole('option').allTextContents();
      expect(options.map((o) => o.trim())).toEqual(offered);
      await page.getByRole('option', { name: to, exact: true }).click();
      await edit.getByRole('button', { name: 'Save' }).click();
      await page.getByText(`Order ${orderNumber} saved.`).first().waitFor();
      await edit.waitFor({ state: 'hidden' });
      await table.locator('tbody tr').first().getByText(to, { exact: true }).waitFor();
    };

    await move('Created', ['Created', 'Shipped', 'Cancelled'], 'Shipped');
    await expect.poll(async () => (await cards(page)).shipped).toBe(before.shipped + 1);
    expect((await cards(page)).pending).toBe(before.pending - 1);

    await move('Shipped', ['Shipped', 'Delivered', 'Returned'], 'Delivered');
    await expect.poll(async () => (await cards(page)).shipped).toBe(before.shipped);
    const after = await cards(page);
    expect(after.pending).toBe(before.pending - 1);
    expect(after.total).toBe(before.total);
    expect(after.cancelled).toBe(before.cancelled);

    // The history says who moved it and when.
    await page.getByRole('link', { name: `View ${orderNumber}` }).click();
    const history = page.getByRole('region', { name: 'Status history' });
    await history.getByText('Shipped → Delivered').waitFor();
    expect(await history.textContent()).toContain('Created → Shipped');
    await context.close();
  });

  it('ticks two new brands and deletes them together after the confirmation; a brand in use is refused with the reason', async () => {
    const { page, context } = await signedInPage(browser, ADMIN, { viewport: DESKTOP });
    await page.goto('/admin-vehicle-brand');
    await page.getByRole('heading', { name: 'Vehicle Brands', level: 1 }).waitFor();
    const form = page.getByRole('region', { name: 'Add brand' });
    const names = [`Brand A ${suffix}`, `Brand B ${suffix}`];
    for (const name of names) {
      await form.getByRole('textbox', { name: 'Vehicle type' }).click();
      await page.getByRole('option', { name: 'Car', exact: true }).click();
      await form.getByRole('textbox', { name: 'Brand name' }).fill(name);
      await form.getByRole('button', { name: 'Add', exact: true }).click();
      await page.getByText(`Brand “${name}” added.`).waitFor();
    }
    const list = page.getByRole('region', { name: 'Brands by vehicle type' });
    for (const name of names) await list.getByRole('checkbox', { name: `Select ${name} (Car)` }).check();
    // Ticking alone deletes nothing.
    expect(await list.getByRole('checkbox', { name: `Select ${names[0]} (Car)` }).count()).toBe(1);
    await list.getByRole('button', { name: 'Delete selected (2)' }).click();
    const confirm = dialog(page, 'Delete 2 brands?');
    expect(await confirm.textContent()).toContain(`${names[0]}, ${names[1]}`);
    await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
    await page.getByText('2 brands deleted.').waitFor();
    for (const name of names)
      await list.getByRole('checkbox', { name: `Select ${name} (Car)` }).waitFor({ state: 'detached' });

    // Maruti Suzuki has models (and the demo vehicle): the server says so and nothing is deleted.
    await list.getByRole('checkbox', { name: 'Select Maruti Suzuki (Car)' }).check();
    await list.getByRole('button', { name: 'Delete selected (1)' }).click();
    const refuse = dialog(page, 'Delete 1 brand?');
    await refuse.getByRole('button', { name: 'Delete', exact: true }).click();
    await refuse
      .getByRole('alert')
      .getByText(/Maruti Suzuki: .* use this brand/)
      .waitFor();
    await refuse.getByRole('button', { name: 'Cancel' }).click();
    await list.getByRole('checkbox', { name: 'Select Maruti Suzuki (Car)' }).waitFor();
    await context.close();
  });

  it('the orders, shop and settings screens have no serious axe violations, on a phone and a desktop', async () => {
    const screens = [
      '/admin-dashboard',
      '/admin-shop',
      productPath,
      '/admin-coupon-code',
      '/admin-reasons',
      '/admin-faq',
      '/admin-banner',
      '/admin-vehicle-brand',
      '/admin-vehicle-model',
      '/admin-category',
    ];
    for (const viewport of [DESKTOP, PHONE]) {
      const { page, context } = await signedInPage(browser, ADMIN, { viewport });
      for (const path of screens) {
        await page.goto(path);
        await page.getByRole('heading', { level: 1 }).waitFor();
        await page.waitForFunction(() => !document.querySelector('[role="status"] .mantine-Loader-root'));
        await page.waitForTimeout(300);
        const violations = await seriousViolations(page);
        expect(violations, `${path} at ${viewport.width} px:\n${describeViolations(violations)}`).toEqual([]);
      }
      // The order dialog, open.
      await page.goto('/admin-dashboard');
      await page.getByRole('button', { name: 'Add', exact: true }).click();
      await dialog(page, 'Add Order').waitFor();
      await page.waitForTimeout(400); // the modal's fade-in, which axe would read as low contrast
      const violations = await seriousViolations(page);
      expect(violations, `order dialog at ${viewport.width} px:\n${describeViolations(violations)}`).toEqual([]);
      await context.close();
    }
  });
});
