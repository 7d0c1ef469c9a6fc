import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.js';
import { ADMIN, freshPhone, PHONE, shownPhone } from './support.js';

/** Picks an option of a Mantine Select by its label. */
async function choose(page: Page, label: string, option: string): Promise<void> {
  await page.getByRole('textbox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

const dialog = (page: Page, name: string | RegExp) => page.getByRole('dialog', { name });

test.describe('customers in the back office', () => {
  // One customer, made by the first test and deleted and restored by the last.
  test.describe.configure({ mode: 'serial' });
  const suffix = String(Date.now() % 10_000).padStart(4, '0');
  const name = `Kavya Test ${suffix}`;
  const plate = `MH12QZ${suffix}`;
  const [contactA, contactB] = [freshPhone(), freshPhone()];

  test('creates a customer with two contacts and a vehicle, finds them by part of the number in lower case, opens both eye modals, edits, and opens the detail page that survives a reload', async ({
    adminPage: page,
  }) => {
    await page.goto('/admin-customers');
    await expect(page.getByRole('heading', { name: 'Customers', level: 1 })).toBeVisible();

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
    await expect(page.getByText(`${name} was saved.`)).toBeVisible();
    await expect(add).toBeHidden();

    // Part of the registration number, lower case: answered by the server.
    await page.getByLabel('Search by vehicle number').fill(`12qz${suffix.slice(0, 2)}`.toLowerCase());
    const table = page.getByRole('table', { name: 'Customers' });
    // The search is debounced: wait until only the match is left (the demo customer is filtered out).
    await expect(table.locator('tbody tr')).toHaveCount(1);
    await expect(table.getByRole('cell', { name, exact: true })).toBeVisible();

    await page.getByRole('button', { name: `Emergency contacts of ${name} (2)` }).click();
    const contacts = dialog(page, `Emergency contacts of ${name}`);
    await expect(contacts.getByText('Maa')).toBeVisible();
    await expect(contacts).toContainText(shownPhone(contactB));
    await page.keyboard.press('Escape');
    await expect(contacts).toBeHidden();

    await page.getByRole('button', { name: `Vehicles of ${name} (1)` }).click();
    const vehicles = dialog(page, `Vehicles of ${name}`);
    await expect(vehicles.getByText(plate)).toBeVisible();
    await expect(vehicles).toContainText('Swift');
    await page.keyboard.press('Escape');
    await expect(vehicles).toBeHidden();

    await page.getByRole('button', { name: `Edit ${name}` }).click();
    const edit = dialog(page, 'Edit Customer');
    await edit.getByRole('textbox', { name: 'Name', exact: true }).fill(`${name} Nair`);
    // Closing with a change not saved asks first; "Keep editing" keeps what was typed.
    await page.keyboard.press('Escape');
    const discard = dialog(page, 'Discard your changes?');
    await expect(discard).toContainText('It is lost if you leave now.');
    await discard.getByRole('button', { name: 'Keep editing' }).click();
    await expect(discard).toBeHidden();
    await expect(edit.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue(`${name} Nair`);
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText(`${name} Nair was saved.`)).toBeVisible();
    await expect(table.getByRole('cell', { name: `${name} Nair`, exact: true })).toBeVisible();

    await page.getByRole('link', { name: `Details of ${name} Nair` }).click();
    await expect(page).toHaveURL(/\/admin\/customers\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { name: `${name} Nair`, level: 1 })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { name: `${name} Nair`, level: 1 })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Vehicles and tags' })).toContainText(plate);
    await expect(page.getByRole('region', { name: 'Emergency contacts' })).toContainText('Bhai');
  });

  test('a second admin with only viewCustomer sees only the Customers entry and no edit button', async ({
    adminPage: page,
    openPage,
    signIn,
  }) => {
    const adminName = `Viewer ${suffix}`;
    const adminPhone = freshPhone();
    await page.goto('/admin');
    await expect(page.getByRole('heading', { name: 'Admin', level: 1 })).toBeVisible();
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    const add = dialog(page, 'Add User');
    await add.getByRole('textbox', { name: 'Name', exact: true }).fill(adminName);
    await add.getByRole('textbox', { name: 'Email', exact: true }).fill(`viewer${suffix}@example.in`);
    await add.getByRole('textbox', { name: 'Mobile', exact: true }).fill(adminPhone);
    await add.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText(`${adminName} was saved.`)).toBeVisible();

    await page.goto('/admin/permissions');
    await page.getByRole('button', { name: `Permissions of ${adminName}` }).click();
    const perms = dialog(page, `Give Permission To ${adminName}`);
    await perms.getByRole('checkbox', { name: 'View customers', exact: true }).check();
    await perms.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText(`Permissions of ${adminName} were saved.`)).toBeVisible();
    await page.context().close();

    const viewer = await openPage({ viewport: PHONE });
    await signIn(viewer, adminPhone);
    await viewer.goto('/admin-customers');
    await expect(viewer.getByRole('heading', { name: 'Customers', level: 1 })).toBeVisible();
    await expect(viewer.getByRole('table', { name: 'Customers' }).locator('tbody tr').first()).toBeVisible();
    await expect(viewer.getByRole('button', { name: /^Edit / })).toHaveCount(0);
    await expect(viewer.getByRole('button', { name: 'Add', exact: true })).toHaveCount(0);
    await viewer.getByRole('button', { name: 'Open menu' }).click();
    const menu = viewer.getByRole('navigation', { name: 'Back office' });
    await expect(menu.getByRole('link', { name: 'Customers' })).toBeVisible();
    await expect(menu.getByRole('link')).toHaveText(['Customers']);
  });

  test('deletes the customer, whose vehicle number another customer may then register; restoring says so, and succeeds once it is free again, on a phone', async ({
    signedInPage,
    api,
  }) => {
    const page = await signedInPage(ADMIN, { viewport: PHONE });
    await page.goto('/admin-customers');
    await expect(page.getByRole('heading', { name: 'Customers', level: 1 })).toBeVisible();
    const full = `${name} Nair`;
    await page.getByLabel('Search by name').fill(full);
    const table = page.getByRole('table', { name: 'Customers' });
    await expect(table.locator('tbody tr')).toHaveCount(1);
    await page.getByRole('button', { name: `Delete ${full}` }).click();
    const ask = dialog(page, `Delete ${full}?`);
    await expect(ask).toContainText('vehicle numbers and QR tags become free');
    await ask.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText(`${full} was deleted.`)).toBeVisible();

    await page.getByText('Deleted', { exact: true }).click();
    const deleted = page.getByRole('table', { name: 'Deleted customers' });
    const row = deleted.getByRole('row', { name: new RegExp(full) });
    await expect(row).toContainText(plate);

    // The number is free: another customer registers it; restoring now names the conflict.
    const other = await api.signIn(freshPhone(), { name: 'Rohan Other', email: `rohan${suffix}@example.in` });
    const taken = await api.post<{ data: { _id: string } }>('/api/uservehicle', { registrationNumber: plate }, other);
    await row.getByRole('button', { name: 'Restore' }).click();
    const refused = dialog(page, `Restore ${full}?`);
    await refused.getByRole('button', { name: 'Restore' }).click();
    await expect(refused.getByRole('alert')).toContainText(
      `This account cannot be restored: ${plate} is now registered to another customer.`,
    );
    await refused.getByRole('button', { name: 'Cancel' }).click();
    await expect(row).toBeVisible();

    // Once the other customer removes it, the restore goes through.
    await api.delete(`/api/uservehicle/${taken.data._id}`, other);
    await row.getByRole('button', { name: 'Restore' }).click();
    const confirm = dialog(page, `Restore ${full}?`);
    await confirm.getByRole('button', { name: 'Restore' }).click();
    await expect(page.getByText(`${full} was restored.`)).toBeVisible();
    await expect(deleted.getByRole('row', { name: new RegExp(full) })).toHaveCount(0);

    await page.getByText('Active', { exact: true }).click();
    await page.getByLabel('Search by name').fill(full);
    await expect(table.getByRole('cell', { name: full, exact: true })).toBeVisible();
    // Nothing is wider than the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  });
});
