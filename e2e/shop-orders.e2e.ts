import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { expect, test } from './fixtures.js';
import { ADMIN, CUSTOMER, DESKTOP, loaded, PHONE, rupees, shownPhone } from './support.js';

const DEMO_CUSTOMER = { name: 'Aarav Sharma', phone: CUSTOMER, street: '14 Janpath Road' };
const DEMO_PRODUCT = 'SafeSathi QR Tag — Car';

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

const CARDS = {
  total: 'Total Orders',
  pending: 'Pending Orders',
  shipped: 'Shipping Orders',
  cancelled: 'Cancel Orders',
} as const;
type Cards = Record<keyof typeof CARDS, number>;

/** The number on one of the dashboard's summary cards. */
const countOf = (page: Page, card: keyof typeof CARDS) =>
  page.getByRole('group', { name: CARDS[card] }).locator('[data-count]');

/** The summary cards' numbers, once they have loaded. */
async function cards(page: Page): Promise<Cards> {
  await expect(countOf(page, 'total')).toBeVisible();
  const read = async (card: keyof typeof CARDS) =>
    Number((await countOf(page, card).textContent())?.replace(/\D/g, ''));
  return {
    total: await read('total'),
    pending: await read('pending'),
    shipped: await read('shipped'),
    cancelled: await read('cancelled'),
  };
}

/** The cards come to show `expected` (as the screen writes a count: en-IN grouping). */
async function expectCards(page: Page, expected: Partial<Cards>): Promise<void> {
  for (const [card, n] of Object.entries(expected) as [keyof typeof CARDS, number][])
    await expect(countOf(page, card), CARDS[card]).toHaveText(n.toLocaleString('en-IN'));
}

test.describe('shop, coupons, orders and the catalogue in the back office', () => {
  // The product, coupon and order made by the first tests are used by the ones after.
  test.describe.configure({ mode: 'serial' });

  const suffix = String(Date.now() % 100_000).padStart(5, '0');
  const productName = `Helmet Light ${suffix}`;
  const couponCode = `E2E${suffix}`;
  const couponText = 'Ten percent off reflective gear for the monsoon season';
  let productPath = '';
  let orderNumber = '';

  test('creates a product with two pictures, then a review changes the rating counts', async ({ adminPage: page }) => {
    await page.goto('/admin-shop');
    await expect(page.getByRole('heading', { name: 'Shop', level: 1 })).toBeVisible();

    await page.getByRole('button', { name: 'Add', exact: true }).click();
    const add = dialog(page, 'Add Product');
    // Save with nothing: each field says what it needs.
    await add.getByRole('button', { name: 'Save' }).click();
    await expect(add.getByText('Add at least one picture of the product')).toBeVisible();
    await expect(add.getByText('Enter the product name')).toBeVisible();

    await add
      .locator('input[type=file]')
      .setInputFiles([await png('front.png', '#e8590c'), await png('back.png', '#1c7ed6')]);
    await expect(add.getByRole('img', { name: 'New picture front.png' })).toBeVisible();
    await expect(add.getByRole('img', { name: 'New picture back.png' })).toBeVisible();
    await add.getByRole('textbox', { name: 'Name', exact: true }).fill(productName);
    await add.getByRole('textbox', { name: 'Price', exact: true }).fill('1200');
    await add.getByRole('textbox', { name: 'Discounted price' }).fill('1300');
    await add.getByRole('button', { name: 'Save' }).click();
    await expect(add.getByText('The discounted price cannot be above the price')).toBeVisible();
    await add.getByRole('textbox', { name: 'Discounted price' }).fill('999');
    await add.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText(`“${productName}” added to the shop.`)).toBeVisible();
    await expect(add).toBeHidden();

    const productCard = page.getByRole('article', { name: productName });
    await expect(productCard).toContainText('₹999');
    await expect(productCard.getByLabel('was ₹1,200')).toHaveCount(1);

    await productCard.hover();
    await page.getByRole('link', { name: `Details of ${productName}` }).click();
    await expect(page).toHaveURL(/\/admin\/products\/[0-9a-f-]{36}$/);
    productPath = new URL(page.url()).pathname;
    await expect(page.getByRole('heading', { name: productName, level: 1 })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Show picture 2' })).toBeVisible();
    const panel = page.getByRole('region', { name: 'Ratings & Reviews' });
    await expect(panel.getByText('0 Ratings & 0 Reviews')).toBeVisible();

    await panel.getByRole('button', { name: 'Add Review' }).click();
    const review = dialog(page, 'Add Review');
    await review.getByRole('textbox', { name: 'Name', exact: true }).fill('Meera Iyer');
    await review.getByRole('radio', { name: '4 stars' }).focus();
    await page.keyboard.press('Space');
    await review.getByRole('textbox', { name: 'Review' }).fill('Bright, and the strap holds in the rain.');
    await review.locator('input[type=file]').setInputFiles([await png('review.png', '#2f9e44')]);
    await review.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Review added.')).toBeVisible();
    await expect(panel.getByText('1 Rating & 1 Review')).toBeVisible();
    await expect(panel.getByRole('listitem', { name: '4 stars: 1' })).toBeVisible();
    await expect(panel.getByRole('listitem', { name: 'Review by Meera Iyer' })).toBeVisible();

    // The counts are the server's, not the page's memory.
    await page.reload();
    await expect(
      page.getByRole('region', { name: 'Ratings & Reviews' }).getByText('1 Rating & 1 Review'),
    ).toBeVisible();
    await expect(page.getByRole('img', { name: /Rated 4 out of 5 from 1 rating/ }).first()).toBeAttached();
  });

  test('creates a coupon with every field, maxUsage included', async ({ adminPage: page }) => {
    await page.goto('/admin-coupon-code');
    await expect(page.getByRole('heading', { name: 'Coupon Code', level: 1 })).toBeVisible();
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    const add = dialog(page, 'Add Coupon');
    await add.getByRole('textbox', { name: 'Coupon code' }).fill(couponCode.toLowerCase());
    await add.getByRole('textbox', { name: 'Description' }).fill(couponText);
    await add.getByRole('textbox', { name: 'Percent discount' }).fill('10');
    await add.getByRole('textbox', { name: 'Max cap' }).fill('150');
    await add.getByRole('textbox', { name: 'Max usage' }).fill('3');
    await pickNextMonthDay(page, 'Expiry date', 20);
    await add.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText(`Coupon ${couponCode} added.`)).toBeVisible();

    const coupon = page.getByRole('article', { name: `Coupon ${couponCode}` });
    await expect(coupon).toContainText('Max Cap: ₹150');
    await expect(coupon).toContainText(`${couponText.slice(0, 30)}...`);
    await expect(coupon).not.toContainText(couponText);
    await expect(coupon).toContainText('Used 0 of 3');
  });

  test('places an order for the demo customer with two products and the coupon; the detail page shows every amount', async ({
    adminPage: page,
    api,
  }) => {
    const products = await api.get<{ data: { name: string; salePricePaise: number }[] }>('/api/products?limit=100');
    const sale = (name: string) => products.data.find((p) => p.name === name)!.salePricePaise;
    const { data: settings } = await api.get<{ data: { shippingFeePaise: number } }>('/api/settings');
    const lines = [
      { name: productName, quantity: 2, unit: sale(productName) },
      { name: DEMO_PRODUCT, quantity: 1, unit: sale(DEMO_PRODUCT) },
    ];
    expect(lines[0]!.unit).toBe(99_900);
    const subtotal = lines.reduce((a, l) => a + l.unit * l.quantity, 0);
    const discount = Math.min(Math.round((subtotal * 10) / 100), 150_00, subtotal);
    // Prices include GST (ADR 0049): the total is the goods after the coupon plus shipping, nothing on top.
    const total = subtotal - discount + settings.shippingFeePaise;

    await page.goto('/admin-dashboard');
    await expect(page.getByRole('heading', { name: 'Orders', level: 1 })).toBeVisible();
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
    await expect(add.getByText('There is no coupon “NOSUCHCODE”. Check the code.')).toBeVisible();
    await coupon.fill(couponCode);
    await expect(add.getByText(`${couponCode}: 10 % off, up to ₹150`, { exact: false })).toBeVisible();
    await pickNextMonthDay(page, 'Delivery date', 15);

    // The preview is priced like the server will price it.
    await expect(add.getByRole('region', { name: 'Price of this order' })).toContainText(rupees(total));
    await add.getByRole('button', { name: 'Add Order' }).click();
    const created = page.getByText(/^Order ORD-\d{6,} created\.$/);
    await expect(created).toBeVisible();
    orderNumber = (await created.textContent())!.match(/ORD-\d+/)![0];
    await expect(add).toBeHidden();
    await expectCards(page, { total: before.total + 1, pending: before.pending + 1 });

    await page.getByRole('textbox', { name: /Search orders/ }).fill(orderNumber);
    const rows = page.getByRole('table', { name: 'Orders' }).locator('tbody tr');
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText(rupees(total));
    await expect(rows.first()).toContainText('Created');
    // The search has reached the address: the list is settled before a row is opened.
    await expect(page).toHaveURL(new RegExp(`[?&]q=${orderNumber}`));
    await page.getByRole('link', { name: `View ${orderNumber}` }).click();
    await expect(page).toHaveURL(/\/admin\/orders\/[0-9a-f-]{36}$/);

    const checkDetail = async () => {
      await expect(page.getByRole('heading', { name: 'Order Detail', level: 1 })).toBeVisible();
      await expect(page.getByText(orderNumber, { exact: true }).first()).toBeVisible();
      const items = page.getByRole('table', { name: 'Products of this order' });
      for (const l of lines) {
        const cells = items.locator('tbody tr', { hasText: l.name }).locator('td');
        await expect(cells.nth(1)).toHaveText(String(l.quantity));
        await expect(cells.nth(2)).toHaveText(rupees(l.unit * l.quantity));
      }
      const amounts = page.getByRole('table', { name: 'Amounts' });
      const amount = (label: string) => amounts.locator('tr', { hasText: new RegExp(`^${label}`) }).locator('td');
      await expect(amount('Sub Total')).toHaveText(rupees(subtotal));
      await expect(amounts.locator('tr', { hasText: /^Coupon Code/ }).locator('th')).toContainText(couponCode);
      await expect(amount('Coupon Code')).toHaveText(`−${rupees(discount)}`);
      await expect(amount('Shipping Cost')).toHaveText(rupees(settings.shippingFeePaise));
      await expect(amount('Total')).toHaveText(rupees(total));
      await expect(amount('GST included')).toHaveText(/^₹[\d,]+(\.\d\d)?$/);
      await expect(amounts.locator('tr', { hasText: /^Tax/ })).toHaveCount(0);
      const customer = page.getByRole('region', { name: 'Customer' });
      await expect(customer).toContainText(DEMO_CUSTOMER.name);
      await expect(customer).toContainText(shownPhone(DEMO_CUSTOMER.phone));
      await expect(page.getByRole('region', { name: 'Delivery address' })).toContainText(DEMO_CUSTOMER.street);
      await expect(page.getByRole('region', { name: 'Status history' })).toContainText('by Super Admin');
    };
    await checkDetail();
    await page.reload();
    await checkDetail();

    // Print downloads the PDF invoice (fetched with the session's token).
    const download = page.waitForEvent('download');
    await page.getByRole('region', { name: 'Invoice' }).getByRole('button', { name: 'Print' }).click();
    expect((await download).suggestedFilename()).toBe(`invoice-${orderNumber}.pdf`);

    // The coupon's use is counted.
    await page.goto('/admin-coupon-code');
    await expect(page.getByRole('article', { name: `Coupon ${couponCode}` }).getByText('Used 1 of 3')).toBeVisible();
  });

  test('moves the order Created → Shipped → Delivered, offering only the allowed moves, and the cards follow', async ({
    adminPage: page,
  }) => {
    await page.goto('/admin-dashboard');
    await expect(page.getByRole('heading', { name: 'Orders', level: 1 })).toBeVisible();
    const before = await cards(page);
    await page.getByRole('textbox', { name: /Search orders/ }).fill(orderNumber);
    const rows = page.getByRole('table', { name: 'Orders' }).locator('tbody tr');
    await expect(rows).toHaveCount(1);

    const move = async (from: string, offered: string[], to: string) => {
      await page.getByRole('button', { name: `Edit ${orderNumber}` }).click();
      const edit = dialog(page, `Edit Order ${orderNumber}`);
      const status = edit.getByRole('textbox', { name: 'Status' });
      await expect(status).toHaveValue(from);
      await status.click();
      await expect(page.getByRole('listbox').getByRole('option')).toHaveText(offered);
      await page.getByRole('option', { name: to, exact: true }).click();
      await edit.getByRole('button', { name: 'Save' }).click();
      await expect(page.getByText(`Order ${orderNumber} saved.`).first()).toBeVisible();
      await expect(edit).toBeHidden();
      await expect(rows.first().getByText(to, { exact: true })).toBeVisible();
    };

    // Shipping asks for the tracking (Mark shipped on the row), so the edit dialog does not offer it.
    await page.getByRole('button', { name: `Edit ${orderNumber}` }).click();
    const edit = dialog(page, `Edit Order ${orderNumber}`);
    await edit.getByRole('textbox', { name: 'Status' }).click();
    await expect(page.getByRole('listbox').getByRole('option')).toHaveText(['Created', 'Cancelled']);
    await page.getByRole('option', { name: 'Created', exact: true }).click();
    await edit.getByRole('button', { name: 'Cancel' }).click();
    await expect(edit).toBeHidden();
    await page.getByRole('button', { name: `Mark ${orderNumber} shipped` }).click();
    const ship = dialog(page, 'Mark shipped');
    await ship.getByLabel('Courier').fill('Delhivery');
    await ship.getByLabel('Tracking number').fill('DLV900100');
    await ship.getByRole('button', { name: 'Mark shipped' }).click();
    await expect(page.getByText(`Order ${orderNumber} marked shipped.`).first()).toBeVisible();
    await expect(rows.first().getByText('Shipped', { exact: true })).toBeVisible();
    await expectCards(page, { shipped: before.shipped + 1, pending: before.pending - 1 });

    await move('Shipped', ['Shipped', 'Delivered', 'Returned'], 'Delivered');
    await expectCards(page, {
      shipped: before.shipped,
      pending: before.pending - 1,
      total: before.total,
      cancelled: before.cancelled,
    });

    // The history says who moved it and when.
    await page.getByRole('link', { name: `View ${orderNumber}` }).click();
    const history = page.getByRole('region', { name: 'Status history' });
    await expect(history.getByText('Shipped → Delivered')).toBeVisible();
    await expect(history).toContainText('Created → Shipped');
  });

  test('ticks two new brands and deletes them together after the confirmation; a brand in use is refused with the reason', async ({
    adminPage: page,
  }) => {
    await page.goto('/admin-vehicle-brand');
    await expect(page.getByRole('heading', { name: 'Vehicle Brands', level: 1 })).toBeVisible();
    const form = page.getByRole('region', { name: 'Add brand' });
    const names = [`Brand A ${suffix}`, `Brand B ${suffix}`];
    for (const name of names) {
      await form.getByRole('textbox', { name: 'Vehicle type' }).click();
      await page.getByRole('option', { name: 'Car', exact: true }).click();
      await form.getByRole('textbox', { name: 'Brand name' }).fill(name);
      await form.getByRole('button', { name: 'Add', exact: true }).click();
      await expect(page.getByText(`Brand “${name}” added.`)).toBeVisible();
    }
    const list = page.getByRole('region', { name: 'Brands by vehicle type' });
    const tick = (name: string) => list.getByRole('checkbox', { name: `Select ${name} (Car)` });
    for (const name of names) await tick(name).check();
    // Ticking alone deletes nothing.
    await expect(tick(names[0]!)).toHaveCount(1);
    await list.getByRole('button', { name: 'Delete selected (2)' }).click();
    const confirm = dialog(page, 'Delete 2 brands?');
    await expect(confirm).toContainText(`${names[0]}, ${names[1]}`);
    await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(page.getByText('2 brands deleted.')).toBeVisible();
    for (const name of names) await expect(tick(name)).toHaveCount(0);

    // Maruti Suzuki has models (and the demo vehicle): the server says so and nothing is deleted.
    await tick('Maruti Suzuki').check();
    await list.getByRole('button', { name: 'Delete selected (1)' }).click();
    const refuse = dialog(page, 'Delete 1 brand?');
    await refuse.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(refuse.getByRole('alert').getByText(/Maruti Suzuki: .* use this brand/)).toBeVisible();
    await refuse.getByRole('button', { name: 'Cancel' }).click();
    await expect(tick('Maruti Suzuki')).toBeVisible();
  });

  test('the orders, shop and settings screens have no serious axe violations, on a phone and a desktop', async ({
    signedInPage,
    axe,
  }) => {
    // Eight screens, each checked twice (phone and desktop): over a minute on a busy two-core machine.
    test.slow();
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
      const page = await signedInPage(ADMIN, { viewport });
      for (const path of screens) {
        await page.goto(path);
        await loaded(page);
        await axe(page, `${path} at ${viewport.width} px`);
      }
      // The order dialog, open (and faded in: half-transparent text would read as low contrast).
      await page.goto('/admin-dashboard');
      await page.getByRole('button', { name: 'Add', exact: true }).click();
      await expect(dialog(page, 'Add Order')).toHaveCSS('opacity', '1');
      await axe(page, `order dialog at ${viewport.width} px`);
    }
  });
});
