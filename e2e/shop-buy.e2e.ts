import { expect, test } from './fixtures.js';
import { addToCart, CAR_TAG, payOnFake, pdfText } from './shop-support.js';
import { ADMIN, DESKTOP, fillOtp, freshPhone, loaded, requestCode, tokenOf } from './support.js';

test.describe('a customer buys a tag on the website and activates it', () => {
  test('browse, cart across a reload, sign in from checkout, pay, shipped, delivered, invoice, activate', async ({
    openPage,
    signedInPage,
    api,
    session,
    outbox,
  }) => {
    test.setTimeout(120_000);
    const admin = await session(ADMIN);
    // A tag from a fresh batch, packed in the box when the order ships; a coupon good for one use.
    const batch = await api.post<{ data: { tags: { code: string }[] } }>('/api/tags/batches', { count: 1 }, admin);
    const code = batch.data.tags[0]!.code;
    const coupon = `ONCE${Date.now() % 100000}`;
    await api.post(
      '/api/coupons',
      { discountName: coupon, percentDiscount: 10, maxCap: 100, maxUsage: 1, expiryDate: '2099-12-31' },
      admin,
    );
    // A customer with an account, not signed in on this browser.
    const phone = freshPhone();
    await api.signIn(phone, { name: 'Meera Buyer', email: 'meera@example.in' });

    const page = await openPage({ viewport: DESKTOP });
    await addToCart(page, CAR_TAG, 2);
    await expect(page.getByRole('link', { name: 'Cart, 2 items' })).toBeVisible();
    await page.getByRole('link', { name: 'View cart' }).click();
    await expect(page).toHaveURL(/\/cart$/);
    const line = page.getByRole('group', { name: CAR_TAG });
    await expect(line.getByRole('textbox', { name: `Quantity of ${CAR_TAG}` })).toHaveValue('2');
    await page.getByLabel('Coupon code').fill(coupon);
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page.getByText(new RegExp(`${coupon} saves ₹`))).toBeVisible();
    const total = (await page.getByTestId('cart-total').textContent())!;

    // A reload keeps the visitor's cart (local storage, priced again by the server).
    await page.reload();
    await expect(page.getByRole('group', { name: CAR_TAG })).toBeVisible();
    await expect(page.getByTestId('cart-total')).toHaveText(total);

    // Checkout sends the visitor to sign in, then back to checkout with the cart.
    await page.getByRole('link', { name: 'Check out' }).click();
    await expect(page).toHaveURL(/\/sign-in$/);
    const before = await outbox.newest(phone);
    await page.getByLabel('Mobile number').fill(phone);
    await requestCode(page);
    await fillOtp(page, await outbox.code(phone, before));
    await page.getByRole('button', { name: 'Verify OTP' }).click();
    await expect(page).toHaveURL(/\/checkout$/);
    await loaded(page);
    await expect(page.getByText(`${CAR_TAG} × 2`)).toBeVisible();
    await expect(page.getByTestId('cart-total')).toHaveText(total);

    // A new address: a wrong PIN code is named beside its field.
    await page.getByLabel('Street address').fill('22 Lodhi Road');
    await page.getByLabel('City').fill('New Delhi');
    await page.getByLabel('PIN code').fill('12345');
    await page.getByRole('button', { name: /^Pay ₹/ }).click();
    await expect(page.getByText('Enter the 6-digit PIN code')).toBeVisible();
    await expect(page.getByText('Enter the state')).toBeVisible();
    await page.getByLabel('PIN code').fill('110003');
    await page.getByRole('textbox', { name: /^State/ }).click();
    await page.getByRole('option', { name: 'Delhi', exact: true }).click();
    await page.getByRole('button', { name: `Pay ${total}` }).click();

    // The fake Razorpay's page; paying comes back to the order's page.
    const orderId = await payOnFake(page, 'pay');
    await expect(page.getByText('Payment received')).toBeVisible();
    const token = await tokenOf(page);
    await expect
      .poll(
        async () =>
          (await api.get<{ result: { payment: { status: string } } }>(`/api/my/orders/${orderId}`, token)).result
            .payment.status,
        { message: 'the order paid' },
      )
      .toBe('paid');
    await page.goto('/cart');
    await expect(page.getByText('Your cart is empty')).toBeVisible();

    // The back office finds the paid order, ships it with tracking and the tag in the box, then delivers it.
    const { orderNumber } = (await api.get<{ result: { orderNumber: string } }>(`/api/my/orders/${orderId}`, token))
      .result;
    const office = await signedInPage(ADMIN, { viewport: DESKTOP });
    await office.goto('/admin-orders');
    await office.getByRole('textbox', { name: /Search orders/ }).fill(orderNumber);
    await office.getByRole('checkbox', { name: `Select order ${orderNumber}` }).check();
    await office.getByRole('button', { name: 'Mark shipped' }).click();
    const ship = office
      .getByRole('dialog', { name: 'Mark shipped' })
      .getByRole('group', { name: `Order ${orderNumber}` });
    await ship.getByLabel('Courier').fill('BlueDart');
    await ship.getByLabel('Tracking number').fill('BD123456');
    await ship.getByLabel('Tracking link').fill('https://track.example.in/BD123456');
    await ship.getByLabel('QR tags in the box').fill(code);
    await ship.getByLabel('QR tags in the box').press('Enter');
    await office.getByRole('button', { name: 'Mark 1 shipped' }).click();
    await expect(office.getByText(/marked shipped/)).toBeVisible();
    await api.put('/api/order', { orderId, status: 'Delivered' }, admin);
    await page.goto(`/account/orders/${orderId}`);
    await loaded(page);
    const timeline = page.getByLabel('What happened to the order');
    await expect(timeline.getByText('Paid online')).toBeVisible();
    await expect(timeline.getByText('Shipped')).toBeVisible();
    await expect(timeline.getByRole('link', { name: 'Track the parcel' })).toHaveAttribute(
      'href',
      'https://track.example.in/BD123456',
    );
    await expect(timeline.getByText('Delivered')).toBeVisible();

    // The GST invoice downloads, with its tax lines.
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download invoice' }).click();
    const text = await pdfText((await (await download).path())!);
    expect(text).toMatch(/CGST|IGST/);
    expect(text).toContain(CAR_TAG);

    // The tag's SOS page offers "This is my tag"; it leads to activating it on a new vehicle.
    await page.goto(`/${code}`);
    await page.getByRole('link', { name: 'This is my tag' }).click();
    await expect(page).toHaveURL(new RegExp(`/account/vehicles\\?activate=${code}$`));
    await expect(page.getByRole('heading', { name: `Activate tag ${code}` })).toBeVisible();
    const plate = `DL${String(10 + (Date.now() % 80))}CA${String(1000 + (Date.now() % 8999))}`;
    await page.getByLabel('Registration number').fill(plate);
    await page.getByRole('button', { name: /Add vehicle/ }).click();
    await expect(page.getByLabel('Tag code')).toHaveValue(code);
    await page.getByRole('button', { name: 'Activate tag' }).click();
    await expect(page.getByText(`Tag ${code} is active`).first()).toBeVisible();
    await page.getByRole('link', { name: 'See its SOS page' }).click();
    await expect(page.getByText(plate).first()).toBeVisible();

    // An activated tag cannot be returned: the server's sentence is shown.
    await page.goto(`/account/orders/${orderId}`);
    await page.getByLabel('What is wrong?').fill('The sticker arrived torn at one corner.');
    await page.getByRole('button', { name: 'Ask for a return' }).click();
    await expect(page.getByText(`The QR tag ${code} in this order has been activated`)).toBeVisible();

    // The coupon was used once, its cap: another visitor's cart is told why it does not apply.
    const other = await openPage({ viewport: DESKTOP });
    await addToCart(other, CAR_TAG);
    await other.goto('/cart');
    await other.getByLabel('Coupon code').fill(coupon);
    await other.getByRole('button', { name: 'Apply' }).click();
    await expect(other.getByText(`The coupon “${coupon}” has been used its maximum of 1 times.`)).toBeVisible();
    // One tap takes it off again.
    await other.getByRole('button', { name: `Remove coupon ${coupon}` }).click();
    await expect(other.getByLabel('Coupon code')).toHaveValue('');
    await expect(other.getByRole('button', { name: 'Apply' })).toBeVisible();
    await expect(other.getByText(`The coupon “${coupon}” has been used its maximum of 1 times.`)).toBeHidden();
  });
});
