import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fillOtp, freshPhone, launch, newPage, PHONE, requestCode, signInAs, waitForOtp } from './support.js';

const ADMIN = '9000000001';
const CUSTOMER = '9000000002';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => browser?.close());

describe('accounts: sign-up, sign-in and guarded routes', () => {
  it('signs a new customer up on a phone-sized screen through the OTP step, and keeps them signed in on reload', async () => {
    const { context, page } = await newPage(browser, { viewport: PHONE });
    const phone = freshPhone();
    await page.goto('/sign-up');
    await page.getByRole('button', { name: 'Sent OTP' }).click();
    await page.getByText('Enter your full name').waitFor();

    await page.getByLabel('Mobile number').fill(phone);
    await page.getByLabel('Full name').fill('Kavya Nair');
    await page.getByLabel('Email').fill('kavya@example.in');
    await page.getByRole('textbox', { name: 'Blood group' }).click();
    await page.getByRole('option', { name: 'AB+' }).click();
    await page.getByRole('button', { name: 'Sent OTP' }).click();
    await page.waitForURL('**/otp-verify');
    await page.getByText('Expires in 1 minutes').waitFor();

    await fillOtp(page, await waitForOtp(phone));
    await page.getByRole('button', { name: 'Verify OTP' }).click();
    await page.waitForURL('**/account');
    await page.getByRole('heading', { name: 'Welcome, Kavya Nair' }).waitFor();

    await page.reload();
    await page.getByRole('heading', { name: 'Welcome, Kavya Nair' }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeTruthy();
    await context.close();
  });

  it('shows the server’s message for a wrong code and clears the boxes', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/sign-in');
    await page.getByLabel('Mobile number').fill(CUSTOMER);
    await requestCode(page);
    const right = await waitForOtp(CUSTOMER);
    const wrong = String((Number(right) + 1) % 10000).padStart(4, '0');
    await fillOtp(page, wrong);
    await page.getByRole('button', { name: 'Verify OTP' }).click();
    await page.getByText('The code is not correct. 4 tries left.').waitFor();
    expect(await page.getByLabel('Digit 1 of 4').inputValue()).toBe('');
    await context.close();
  });

  it('tells an unknown number to sign up', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/sign-in');
    await page.getByLabel('Mobile number').fill(freshPhone());
    await page.getByRole('button', { name: 'Send OTP' }).click();
    await page.getByText('No account found for this number. Please sign up.').waitFor();
    expect(await page.getByRole('link', { name: 'Create an account' }).isVisible()).toBe(true);
    await context.close();
  });

  it('sends a visitor from an admin page to sign-in, and an admin back to it, signed in across reloads', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/admin-customers');
    await page.waitForURL('**/sign-in');
    await page.getByLabel('Mobile number').fill(ADMIN);
    await requestCode(page);
    await fillOtp(page, await waitForOtp(ADMIN));
    await page.getByRole('button', { name: 'Verify OTP' }).click();
    await page.waitForURL('**/admin-customers');
    await page.reload();
    await page.waitForURL('**/admin-customers');
    await page.getByRole('button', { name: 'Sign out' }).waitFor();
    expect(await page.getByRole('heading', { name: 'Customers' }).isVisible()).toBe(true);

    await page.goto('/admin-dashboard');
    await page.getByRole('heading', { name: 'Orders' }).first().waitFor();
    await context.close();
  });

  it('lands an admin on /admin-dashboard after signing in from /sign-in', async () => {
    const { context, page } = await newPage(browser);
    await signInAs(page, ADMIN);
    expect(new URL(page.url()).pathname).toBe('/admin-dashboard');
    await context.close();
  });

  it('shows a customer a clear "not allowed" page on admin routes', async () => {
    const { context, page } = await newPage(browser);
    await signInAs(page, CUSTOMER);
    expect(new URL(page.url()).pathname).toBe('/account');
    await page.goto('/permission');
    await page.getByRole('heading', { name: 'You are not allowed here' }).waitFor();
    await context.close();
  });

  it('drops a token the server no longer accepts and sends the user to /login', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/');
    await page.evaluate(() => localStorage.setItem('token', 'not-a-real-token'));
    await page.goto('/admin-dashboard');
    await page.waitForURL('**/login**');
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    await context.close();
  });
});
