import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, freshPhone, launch, newPage, PHONE, signInAs } from './support.js';

const ADMIN = '9000000001';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => browser?.close());

/** Picks an option of a Mantine Select by its label. */
async function choose(page: Page, label: string, option: string): Promise<void> {
  await page.getByRole('textbox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

const dialog = (page: Page, name: string | RegExp) => page.getByRole('dialog', { name });

describe('customers in the back office', () => {
  const suffix = String(Date.now() % 10_000).padStart(4, '0');
  const name = `Kavya Test ${suffix}`;
  const plate = `MH12QZ${suffix}`;
  const [contactA, contactB] = [freshPhone(), freshPhone()];

  it('creates a customer with two contacts and a vehicle, finds them by part of the number in lower case, opens both eye modals, edits, and opens the detail page that survives a reload', async () => {
    const { page, context } = await newPage(browser, { viewport: DESKTOP });
    await signInAs(page, ADMIN);
    await page.goto('/admin-customers');
    await page.getByRole('heading', { name: 'Customers', level: 1 }).waitFor();

    await page.getByRole('button', { name: 'Add', exact: true }).click();
    const add = dialog(page, 'Add Customer');
    await add.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
    await add.getByRole('textbox', { name: 'Email', exact: true }).fill(`kavya${suffix}@example.in`);
    await add.getByRole('textbox', { name: 'Mobile', exact: true }).fill(freshPhone());
    await choose(page, 'Blood group', 'O+');
    await add.getByRole('button', { name: 'Add contact' }).click();
    await add.getByRole('button', { name: 'Add contact' }).click();
    await add.getByLabel('Contact 1 name').fill('Maa');
    await add.getByRole('textbox', { name: 'Contact 1 mobile' }).fill(contactA);
    await add.getByLabel('Contact 2 name').fill('Bhai');
    await add.getByRole('textbox', { name: 'Contact 2 mobile' }).fill(contactB);
    await add.getByRole('button', { name: 'Add vehicle' }).click();
    await choose(page, 'Vehicle 1 type', 'Car');
    await choose(page, 'Vehicle 1 brand', 'Maruti Suzuki');
    await choose(page, 'Vehicle 1 model', 'Swift');
    await add.getByLabel('Vehicle 1 number').fill(`mh 12 qz ${suffix}`);
    await add.getByRole('button', { name: 'Save' }).click();
    await page.getByText(`${name} was saved.`).waitFor();
    await add.waitFor({ state: 'hidden' });

    // Part of the registration number, lower case: answered by the server.
    await page.getByLabel('Search by vehicle number').fill(`12qz${suffix.slice(0, 2)}`.toLowerCase());
    const table = page.getByRole('table', { name: 'Customers' });
    // The search is debounced: wait until only the match is left (the demo customer is filtered out).
    await expect.poll(() => table.locator('tbody tr').count(), { timeout: 5000 }).toBe(1);
    await table.getByRole('cell', { name, exact: true }).waitFor();

    await page.getByRole('button', { name: `Emergency contacts of ${name} (2)` }).click();
    const contacts = dialog(page, `Emergency contacts of ${name}`);
    await contacts.getByText('Maa').waitFor();
    expect(await contacts.textContent()).toContain(contactB);
    await page.keyboard.press('Escape');
    await contacts.waitFor({ state: 'hidden' });

    await page.getByRole('button', { name: `Vehicles of ${name} (1)` }).click();
    const vehicles = dialog(page, `Vehicles of ${name}`);
    await vehicles.getByText(plate).waitFor();
    expect(await vehicles.textContent()).toContain('Swift');
    await page.keyboard.press('Escape');
    await vehicles.waitFor({ state: 'hidden' });

    await page.getByRole('button', { name: `Edit ${name}` }).click();
    const edit = dialog(page, 'Edit Customer');
    await edit.getByRole('textbox', { name: 'Name', exact: true }).fill(`${name} Nair`);
    await edit.getByRole('button', { name: 'Save' }).click();
    await page.getByText(`${name} Nair was saved.`).waitFor();
    await table.getByRole('cell', { name: `${name} Nair`, exact: true }).waitFor();

    await page.getByRole('link', { name: `Details of ${name} Nair` }).click();
    await page.waitForURL(/\/view-customer\/[0-9a-f-]{36}$/);
    await page.getByRole('heading', { name: `${name} Nair`, level: 1 }).waitFor();
    await page.reload();
    await page.getByRole('heading', { name: `${name} Nair`, level: 1 }).waitFor();
    const vehiclesCard = page.getByRole('region', { name: 'Vehicles and tags' });
    expect(await vehiclesCard.textContent()).toContain(plate);
    expect(await page.getByRole('region', { name: 'Emergency contacts' }).textContent()).toContain('Bhai');
    await context.close();
  });

  it('a second admin with only viewCustomer sees only the Customers entry and no edit button', async () => {
    const { page, context } = await newPage(browser, { viewport: DESKTOP });
    await signInAs(page, ADMIN);
    const adminName = `Viewer ${suffix}`;
    const adminPhone = freshPhone();
    await page.goto('/admin');
    await page.getByRole('heading', { name: 'Admin', level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    const add = dialog(page, 'Add User');
    await add.getByRole('textbox', { name: 'Name', exact: true }).fill(adminName);
    await add.getByRole('textbox', { name: 'Email', exact: true }).fill(`viewer${suffix}@example.in`);
    await add.getByRole('textbox', { name: 'Mobile', exact: true }).fill(adminPhone);
    await add.getByRole('button', { name: 'Save' }).click();
    await page.getByText(`${adminName} was saved.`).waitFor();

    await page.goto('/permission');
    await page.getByRole('button', { name: `Permissions of ${adminName}` }).click();
    const perms = dialog(page, `Give Permission To ${adminName}`);
    await perms.getByRole('checkbox', { name: 'View customer', exact: true }).check();
    await perms.getByRole('button', { name: 'Save' }).click();
    await page.getByText(`Permissions of ${adminName} were saved.`).waitFor();
    await context.close();

    const viewer = await newPage(browser, { viewport: PHONE });
    await signInAs(viewer.page, adminPhone);
    await viewer.page.goto('/admin-customers');
    await viewer.page.getByRole('heading', { name: 'Customers', level: 1 }).waitFor();
    await viewer.page.getByRole('table', { name: 'Customers' }).locator('tbody tr').first().waitFor();
    expect(await viewer.page.getByRole('button', { name: /^Edit / }).count()).toBe(0);
    expect(await viewer.page.getByRole('button', { name: 'Add', exact: true }).count()).toBe(0);
    await viewer.page.getByRole('button', { name: 'Open menu' }).click();
    const menu = viewer.page.getByRole('navigation', { name: 'Back office' });
    await menu.getByRole('link', { name: 'Customers' }).waitFor();
    const entries = await menu.getByRole('link').allTextContents();
    expect(entries.map((e) => e.trim())).toEqual(['Customers']);
    await viewer.context.close();
  });
  it('deletes the customer, finds them under Deleted with their vehicle, and restores them, on a phone', async () => {
    const { page, context } = await newPage(browser, { viewport: PHONE });
    await signInAs(page, ADMIN);
    await page.goto('/admin-customers');
    await page.getByRole('heading', { name: 'Customers', level: 1 }).waitFor();
    const full = `${name} Nair`;
    await page.getByLabel('Search by name').fill(full);
    const table = page.getByRole('table', { name: 'Customers' });
    await expect.poll(() => table.locator('tbody tr').count(), { timeout: 5000 }).toBe(1);
    await page.getByRole('button', { name: `Delete ${full}` }).click();
    const ask = dialog(page, `Delete ${full}?`);
    expect(await ask.textContent()).toContain('vehicle numbers and QR tags become free');
    await ask.getByRole('button', { name: 'Delete' }).click();
    await page.getByText(`${full} was deleted.`).waitFor();

    await page.getByText('Deleted', { exact: true }).click();
    const deleted = page.getByRole('table', { name: 'Deleted customers' });
    const row = deleted.getByRole('row', { name: new RegExp(full) });
    await row.waitFor();
    expect(await row.textContent()).toContain(plate);
    await row.getByRole('button', { name: 'Restore' }).click();
    const confirm = dialog(page, `Restore ${full}?`);
    await confirm.getByRole('button', { name: 'Restore' }).click();
    await page.getByText(`${full} was restored.`).waitFor();
    await expect.poll(() => deleted.getByRole('row', { name: new RegExp(full) }).count()).toBe(0);

    await page.getByText('Active', { exact: true }).click();
    await page.getByLabel('Search by name').fill(full);
    await table.getByRole('cell', { name: full, exact: true }).waitFor();
    // Nothing is wider than the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await context.close();
  });
});
