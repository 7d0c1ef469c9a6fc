import { expect, test } from './fixtures.js';
import { addToCart, CAR_TAG } from './shop-support.js';
import { DESKTOP, PHONE, rupees } from './support.js';

// Prices include GST (docs/decisions/0049-tax-inclusive-prices.md): the shop and the product's page
// say so and name the shipping fee before the cart, and the cart charges the price plus shipping.

for (const [size, viewport] of [
  ['a 360-px phone', PHONE],
  ['a 1280-px desktop', DESKTOP],
] as const) {
  test(`on ${size}, a tag's price says "incl. GST", the shipping fee shows before the cart, and the cart is price + shipping`, async ({
    openPage,
    api,
    axe,
  }) => {
    const { data: products } = await api.get<{ data: { _id: string; name: string; salePricePaise: number }[] }>(
      '/api/store/products',
    );
    const tag = products.find((p) => p.name === CAR_TAG)!;
    const { data: settings } = await api.get<{ data: { shippingFeePaise: number } }>('/api/settings');
    const fee = settings.shippingFeePaise;
    expect(fee, 'the demo shop charges for shipping').toBeGreaterThan(0);
    const { data: quote } = await api.post<{ data: { totals: { taxPaise: number } } }>('/api/cart/quote', {
      lines: [{ productId: tag._id, quantity: 1 }],
    });

    const page = await openPage({ viewport });
    await page.goto('/shop');
    const tile = page.getByRole('link', { name: CAR_TAG });
    await expect(tile).toContainText(rupees(tag.salePricePaise));
    await expect(tile.getByText('incl. GST')).toBeVisible();
    await expect(page.getByTestId('shipping-note')).toHaveText(
      `Prices include GST. Shipping ${rupees(fee)} per order, added once in the cart.`,
    );
    await axe(page, `the shop at ${viewport.width} px`);

    await tile.click();
    await expect(page.getByRole('heading', { level: 1, name: CAR_TAG })).toBeVisible();
    await expect(page.getByText('incl. GST')).toBeVisible();
    await expect(page.getByTestId('shipping-note')).toContainText(`Shipping ${rupees(fee)} per order`);

    await addToCart(page, CAR_TAG, 1);
    await page.goto('/cart');
    // ₹299 + ₹50 = ₹349: the GST is inside, named under the total, never a row added to it.
    await expect(page.getByTestId('cart-total')).toHaveText(rupees(tag.salePricePaise + fee));
    await expect(page.getByTestId('cart-gst')).toHaveText(`Includes ${rupees(quote.totals.taxPaise)} GST`);
    const totals = page.getByRole('group', { name: 'Totals' });
    await expect(totals.getByText('Shipping')).toBeVisible();
    await expect(totals.getByText(/^Tax$/)).toHaveCount(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
    await axe(page, `the cart at ${viewport.width} px`);
  });
}
