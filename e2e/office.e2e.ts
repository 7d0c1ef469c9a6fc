import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.js';
import { ADMIN, DESKTOP, freshPhone, PHONE } from './support.js';

const TAG = 'SAFE2026';
const PLATE = 'DL01AB1234';

type Created = { data: { _id: string } };

/** A customer made and then renamed through the API, as another admin's edit would be. */
async function renamedCustomer(api: import('./fixtures.js').Api, token: string) {
  const n = Date.now() % 100_000;
  const first = `Hist Asha ${n}`;
  const second = `Hist Asha Rao ${n}`;
  const { data } = await api.post<Created>(
    '/api/user/create',
    { name: first, email: `hist${n}@example.com`, phone: freshPhone(), usertype: 'Customer' },
    token,
  );
  await api.put(`/api/user/updateCustomer/${data._id}`, { name: second }, token);
  return { id: data._id, first, second };
}

const bell = (page: Page) => page.getByRole('button', { name: /^SOS notifications/ });
const bellReady = (page: Page) => expect(bell(page)).toHaveAttribute('data-seen', 'ready');

test.describe('a working day in the back office', () => {
  test('a customer’s History tab shows the edit in words: “Name: A → B”, by whom and when; readable at 360 px', async ({
    adminPage: page,
    signedInPage,
    api,
    session,
    axe,
  }) => {
    const token = await session(ADMIN);
    const c = await renamedCustomer(api, token);
    // The old address of a customer's page (bookmarks, sent links) lands on the new one.
    await page.goto(`/view-customer/${c.id}`);
    await expect(page).toHaveURL(new RegExp(`/admin/customers/${c.id}$`));
    await page.getByRole('tab', { name: 'History' }).click();
    await expect(page).toHaveURL(/tab=history/);
    const history = page.getByRole('list', { name: 'History' });
    const update = history.getByRole('listitem').filter({ hasText: `Updated customer ${c.second}` });
    await expect(update).toContainText(`Name: ${c.first} → ${c.second}`);
    await expect(update).toContainText(/\d{2}\/\d{2}\/\d{4}/);
    await expect(history.getByRole('listitem').filter({ hasText: 'New record' })).toHaveCount(1);

    const phone = await signedInPage(ADMIN, { viewport: PHONE });
    await phone.goto(`/view-customer/${c.id}?tab=history`);
    await expect(phone).toHaveURL(new RegExp(`/admin/customers/${c.id}\\?tab=history$`));
    await expect(phone.getByText(`Name: ${c.first} → ${c.second}`)).toBeVisible();
    await phone.screenshot({ path: test.info().outputPath('history-360.png'), fullPage: true });
    await axe(phone, 'the History tab at 360 px');
  });

  test('the command palette finds a customer by registration number and opens them (Ctrl+K, and the header button on a phone)', async ({
    adminPage: page,
    signedInPage,
    axe,
  }) => {
    await page.goto('/admin-dashboard');
    await expect(page.getByRole('button', { name: 'Open the command palette' })).toBeVisible();
    await page.keyboard.press('Control+K');
    const input = page.getByRole('textbox', { name: 'Go to a screen or find a record' });
    await expect(input).toBeFocused();
    await input.fill('dl01ab12');
    const hit = page.getByRole('button', { name: new RegExp(PLATE) });
    await expect(hit).toBeVisible();
    await hit.click();
    await expect(page).toHaveURL(/\/admin\/customers\//);
    await expect(page.getByText(PLATE).first()).toBeVisible();

    // A screen by name, from the header button on a phone.
    const phone = await signedInPage(ADMIN, { viewport: PHONE });
    await phone.goto('/admin-dashboard');
    await phone.getByRole('button', { name: 'Open the command palette' }).click();
    const box = phone.getByRole('textbox', { name: 'Go to a screen or find a record' });
    await box.fill('faq');
    await expect(phone.getByRole('button', { name: /FAQs/ }).first()).toBeVisible();
    await phone.screenshot({ path: test.info().outputPath('palette-360.png') });
    await axe(phone, 'the command palette at 360 px');
    await phone.getByRole('button', { name: /FAQs/ }).first().click();
    await expect(phone).toHaveURL(/\/admin-faqs?$/i);
  });

  test('an SOS call seen in one browser is not new in a second browser of the same admin', async ({
    signedInPage,
    api,
    session,
  }) => {
    const superToken = await session(ADMIN);
    const phoneNo = freshPhone();
    const { data } = await api.post<Created>(
      '/api/user/create',
      {
        name: `Bell Admin ${phoneNo.slice(-4)}`,
        email: `bell${phoneNo}@example.com`,
        phone: phoneNo,
        usertype: 'Admin',
      },
      superToken,
    );
    await api.put(`/api/Permission/${data._id}`, { viewSosCall: true }, superToken);

    const laptop = await signedInPage(phoneNo, { viewport: DESKTOP });
    await laptop.goto('/admin-sos-calls');
    await bellReady(laptop);
    await expect(bell(laptop)).toHaveAttribute('aria-label', 'SOS notifications');

    const reasons = await api.get<{ data: { _id: string; reasonText: string }[] }>('/api/reasons');
    const reason = reasons.data.find((r) => r.reasonText === 'Car blocking the way') ?? reasons.data[0]!;
    await api.post('/api/sos-calls', {
      creatorName: 'Bell Witness',
      creatorNumber: '9811166677',
      reasonId: reason._id,
      qrcodename: TAG,
    });
    await expect(bell(laptop)).toHaveAttribute('aria-label', /SOS notifications: \d+ new/);

    const desk = await signedInPage(phoneNo, { viewport: DESKTOP });
    await desk.goto('/admin-sos-calls');
    await bellReady(desk);
    await expect(bell(desk)).toHaveAttribute('aria-label', /SOS notifications: \d+ new/);

    // Seen on the laptop…
    await bell(laptop).click();
    await expect(
      laptop
        .getByRole('menuitem')
        .filter({ hasText: 'Bell Witness' })
        .or(laptop.getByRole('menuitem').filter({ hasText: reason.reasonText }))
        .first(),
    ).toBeVisible();
    await expect(bell(laptop)).toHaveAttribute('aria-label', 'SOS notifications');
    await laptop.keyboard.press('Escape');

    // …is not new on the other machine.
    await desk.reload();
    await bellReady(desk);
    await expect(bell(desk)).toHaveAttribute('aria-label', 'SOS notifications');
  });

  test('moving an FAQ with the keyboard changes the order of the public FAQ', async ({ adminPage: page, openPage }) => {
    await page.goto('/admin-faqs');
    const list = page.getByRole('list', { name: 'FAQs' });
    await expect(list.getByRole('listitem').first()).toBeVisible();
    const handles = list.getByRole('button', { name: /^Move question/ });
    const firstName = (await handles.nth(0).getAttribute('aria-label'))!.replace(/^Move question 1: /, '');
    const secondName = (await handles.nth(1).getAttribute('aria-label'))!.replace(/^Move question 2: /, '');

    // dnd-kit announces each step in a live region: each key waits for the last one's announcement.
    await handles.nth(0).focus();
    await page.keyboard.press('Space');
    await expect(handles.nth(0)).toHaveAttribute('aria-pressed', 'true');
    await page.keyboard.press('ArrowDown');
    await expect(page.getByText(`question 1: ${firstName} is now at place 2 of`)).toBeAttached();
    await page.keyboard.press('Space');
    await expect(page.getByText('Order of the FAQs saved.')).toBeVisible();
    await expect(handles.nth(0)).toHaveAttribute('aria-label', `Move question 1: ${secondName}`);
    await expect(handles.nth(1)).toHaveAttribute('aria-label', `Move question 2: ${firstName}`);

    const visitor = await openPage({ viewport: PHONE });
    await visitor.goto('/');
    const summaries = visitor.locator('#faqs details summary');
    await expect(summaries.nth(0)).toContainText(secondName);
    await expect(summaries.nth(1)).toContainText(firstName);
  });

  test('a new admin lands on their permissions; the Warehouse preset fills the boxes and the super admin saves', async ({
    adminPage: page,
    api,
    session,
  }) => {
    const phoneNo = freshPhone();
    const name = `Packer ${phoneNo.slice(-4)}`;
    await page.goto('/admin');
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    const add = page.getByRole('dialog', { name: 'Add User' });
    await add.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
    await add.getByRole('textbox', { name: 'Email', exact: true }).fill(`packer${phoneNo}@example.in`);
    await add.getByRole('textbox', { name: 'Mobile', exact: true }).fill(phoneNo);
    await add.getByRole('button', { name: 'Save' }).click();

    await expect(page).toHaveURL(/\/admin\/permissions\?admin=/);
    const perms = page.getByRole('dialog', { name: `Give Permission To ${name}` });
    await expect(perms).toBeVisible();
    await perms.getByRole('button', { name: 'Warehouse' }).click();
    await expect(perms.locator('[data-flag="printQRCode"]')).toBeChecked();
    await expect(perms.locator('[data-flag="editOrder"]')).toBeChecked();
    await expect(perms.locator('[data-flag="viewCustomer"]')).not.toBeChecked();
    await perms.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText(`Permissions of ${name} were saved.`)).toBeVisible();

    const users = await api.get<{ data: { _id: string; name: string }[] }>(
      `/api/user/getUser?usertype=Admin&search=${encodeURIComponent(name)}`,
      await session(ADMIN),
    );
    const created = users.data.find((u) => u.name === name)!;
    expect(created).toBeTruthy();
    const flags = await api.get<{ data: Record<string, boolean> }>(
      `/api/Permission/${created._id}`,
      await session(ADMIN),
    );
    expect(flags.data).toMatchObject({ viewOrder: true, editOrder: true, printQRCode: true, viewCustomer: false });
  });
});
