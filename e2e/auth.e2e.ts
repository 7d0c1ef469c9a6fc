import { expect, test } from './fixtures.js';
import { ADMIN, CUSTOMER, fillOtp, freshPhone, PHONE, requestCode, tokenOf } from './support.js';

const onPath = (path: string) => (url: URL) => url.pathname === path;

test.describe('accounts: sign-up, sign-in and guarded routes', () => {
  test('signs a new customer up on a phone-sized screen through the OTP step, and keeps them signed in on reload', async ({
    openPage,
    outbox,
  }) => {
    const page = await openPage({ viewport: PHONE });
    const phone = freshPhone();
    await page.goto('/sign-up');
    await page.getByRole('button', { name: 'Sent OTP' }).click();
    await expect(page.getByText('Enter your full name')).toBeVisible();

    await page.getByLabel('Mobile number').fill(phone);
    await page.getByLabel('Full name').fill('Kavya Nair');
    await page.getByLabel('Email').fill('kavya@example.in');
    await page.getByRole('textbox', { name: 'Blood group' }).click();
    await page.getByRole('option', { name: 'AB+' }).click();
    // Offers by SMS are asked for, in plain words, and start unticked (ADR 0045).
    const offers = page.getByRole('checkbox', { name: 'Text me offers and reminders' });
    await expect(offers).not.toBeChecked();
    await expect(offers).toHaveAccessibleDescription(/Leave it unticked and you get none/);
    await page.getByRole('button', { name: 'Sent OTP' }).click();
    await expect(page).toHaveURL(/\/otp-verify$/);
    // A live countdown from one minute, in words: "Expires in 1 minute", then "59 seconds"…
    await expect(page.getByText(/^Expires in (1 minute|[1-5]?\d seconds?)$/)).toBeVisible();

    await fillOtp(page, await outbox.code(phone));
    await page.getByRole('button', { name: 'Verify OTP' }).click();
    await expect(page).toHaveURL(/\/account$/);
    await expect(page.getByRole('heading', { name: 'Welcome, Kavya Nair' })).toBeVisible();

    await page.reload();
    await expect(page.getByRole('heading', { name: 'Welcome, Kavya Nair' })).toBeVisible();
    await tokenOf(page);

    // Left unticked, the account shows offers off, and says so.
    await page.goto('/account/profile');
    const offersSwitch = page.getByRole('switch', { name: 'Text me offers and reminders' });
    await expect(offersSwitch).not.toBeChecked();
    await expect(page.getByText('Off: you get no offers or reminders.', { exact: false })).toBeVisible();
  });

  test('a new customer who ticks the offers box at sign-up finds offers on in their account, with the day they agreed', async ({
    openPage,
    outbox,
  }) => {
    const page = await openPage({ viewport: PHONE });
    const phone = freshPhone();
    await page.goto('/sign-up');
    await page.getByLabel('Mobile number').fill(phone);
    await page.getByLabel('Full name').fill('Arjun Rao');
    await page.getByLabel('Email').fill('arjun@example.in');
    await page.getByRole('textbox', { name: 'Blood group' }).click();
    await page.getByRole('option', { name: 'O+' }).click();
    await page.getByRole('checkbox', { name: 'Text me offers and reminders' }).check();
    await page.getByRole('button', { name: 'Sent OTP' }).click();
    await expect(page).toHaveURL(/\/otp-verify$/);
    await fillOtp(page, await outbox.code(phone));
    await page.getByRole('button', { name: 'Verify OTP' }).click();
    await expect(page).toHaveURL(/\/account$/);

    await page.goto('/account/profile');
    await expect(page.getByRole('switch', { name: 'Text me offers and reminders' })).toBeChecked();
    const today = new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Kolkata' }).format(new Date());
    await expect(page.getByText(`You agreed on ${today}.`, { exact: false })).toBeVisible();
  });

  test('signs in with the number typed as "+91 98765-43210", cutting nothing while typing, and shows it as +91 98765 43210', async ({
    openPage,
    outbox,
    request,
    api,
  }) => {
    const RAVI = '9876543210';
    // The account, made once (a retry finds it there: the sign-in answers with a code instead of 404).
    const known = await request.post('/api/user/otp-generate', { data: { phone: RAVI } });
    if (known.status() === 404) await api.signIn(RAVI, { name: 'Ravi Verma', email: 'ravi.verma@example.in' });

    const page = await openPage({ viewport: PHONE });
    await page.goto('/sign-in');
    const field = page.getByLabel('Mobile number');
    await field.pressSequentially('+91 98765-43210');
    await expect(field).toHaveValue('+91 98765-43210');
    const before = await outbox.newest(RAVI);
    await requestCode(page);
    await expect(page.getByText('+91 98765 43210', { exact: true })).toBeVisible();
    await fillOtp(page, await outbox.code(RAVI, before));
    await page.getByRole('button', { name: 'Verify OTP' }).click();
    await expect(page).toHaveURL(/\/account$/);
    await expect(page.getByRole('heading', { name: 'Welcome, Ravi Verma' })).toBeVisible();
    await expect(page.getByText('+91 98765 43210')).toBeVisible();
  });

  test('shows the server’s message for a wrong code and clears the boxes', async ({ page, outbox }) => {
    const before = await outbox.newest(CUSTOMER);
    await page.goto('/sign-in');
    await page.getByLabel('Mobile number').fill(CUSTOMER);
    await requestCode(page);
    const right = await outbox.code(CUSTOMER, before);
    const wrong = String((Number(right) + 1) % 10000).padStart(4, '0');
    await fillOtp(page, wrong);
    await page.getByRole('button', { name: 'Verify OTP' }).click();
    await expect(page.getByText('The code is not correct. 4 tries left.')).toBeVisible();
    await expect(page.getByLabel('Digit 1 of 4')).toHaveValue('');
  });

  test('takes an unknown number straight into sign-up, the number carried over', async ({ page }) => {
    const phone = freshPhone();
    await page.goto('/sign-in');
    await page.getByLabel('Mobile number').fill(phone);
    await page.getByRole('button', { name: 'Send OTP' }).click();
    await expect(page).toHaveURL(/\/sign-up$/);
    await expect(page.getByText('No account for this number yet')).toBeVisible();
    await expect(page.getByLabel('Mobile number')).toHaveValue(new RegExp(phone.slice(-4)));
  });

  test('sends a visitor from an admin page to sign-in, and an admin back to it, signed in across reloads', async ({
    page,
    outbox,
  }) => {
    await page.goto('/admin-customers');
    await expect(page).toHaveURL(/\/sign-in$/);
    const before = await outbox.newest(ADMIN);
    await page.getByLabel('Mobile number').fill(ADMIN);
    await requestCode(page);
    await fillOtp(page, await outbox.code(ADMIN, before));
    await page.getByRole('button', { name: 'Verify OTP' }).click();
    await expect(page).toHaveURL(/\/admin-customers$/);
    await page.reload();
    await expect(page).toHaveURL(/\/admin-customers$/);
    await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Customers' })).toBeVisible();

    await page.goto('/admin-dashboard');
    await expect(page.getByRole('heading', { name: 'Orders' }).first()).toBeVisible();
  });

  test('lands an admin on /admin-dashboard after signing in from /sign-in', async ({ page, signIn }) => {
    await signIn(page, ADMIN);
    await expect(page).toHaveURL(onPath('/admin-dashboard'));
  });

  test('shows a customer a clear "not allowed" page on admin routes', async ({ page, signIn }) => {
    await signIn(page, CUSTOMER);
    await expect(page).toHaveURL(onPath('/account'));
    await page.goto('/admin/permissions');
    await expect(page.getByRole('heading', { name: 'You are not allowed here' })).toBeVisible();
  });

  test('drops a token the server no longer accepts and sends the user to /login', async ({ page }) => {
    await page.goto('/');
    await page.evaluate(() => localStorage.setItem('token', 'not-a-real-token'));
    await page.goto('/admin-dashboard');
    await expect(page).toHaveURL(/\/login/);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  });
});
