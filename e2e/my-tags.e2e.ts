import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.js';
import { ADMIN, CUSTOMER, freshPhone, PHONE, PLATE, TAG } from './support.js';

/** The tag's Manage menu in the account (its only button named so), opened. */
async function manage(page: Page, code: string): Promise<void> {
  await page.getByRole('button', { name: `Manage tag ${code}` }).click();
  await expect(page.getByRole('menu')).toBeVisible();
}

test.describe('my tags in the account', () => {
  test('the owner reports the demo tag lost: its page says so with 112 first and alerts nobody; Found it brings it back', async ({
    customerPage: owner,
    openPage,
    api,
    session,
    axe,
  }) => {
    const bystander = await openPage({ viewport: PHONE });
    try {
      await owner.goto('/account');
      const row = owner.getByRole('table', { name: 'My QR tags' }).locator('tbody tr').filter({ hasText: TAG });
      await expect(row).toContainText('Active');
      await manage(owner, TAG);
      await owner.getByRole('menuitem', { name: 'Report lost' }).click();
      // It asks first, and says what will happen.
      const confirm = owner.getByRole('dialog', { name: `Report tag ${TAG} lost?` });
      await expect(confirm).toContainText('told it was reported lost');
      await expect(confirm).toContainText('You are not alerted through it any more.');
      await axe(owner, 'the Report lost dialog');
      await confirm.getByRole('button', { name: 'Report lost' }).click();
      await expect(owner.getByText('Tag reported lost.', { exact: false })).toBeVisible();
      await expect(confirm).toBeHidden();
      await expect(row.locator('[data-state]')).toHaveText('Reported lost');

      // Whoever scans it now: 112 first, then why nobody can be alerted, and no form.
      const res = await bystander.goto(`/${TAG}`);
      expect(res?.status()).toBe(404);
      await expect(bystander.getByRole('heading', { name: 'This tag was reported lost' })).toBeVisible();
      await expect(bystander.locator('main a').first()).toHaveAttribute('href', 'tel:112');
      await expect(bystander.getByRole('button', { name: 'Send alert' })).toHaveCount(0);

      // The vehicles page shows the same state, and offers Found it there too.
      await owner.goto('/account/vehicles');
      const car = owner.getByRole('list', { name: 'My vehicles' }).getByRole('listitem').filter({ hasText: PLATE });
      await expect(car.locator('[data-state]')).toHaveText('Reported lost');
      await manage(owner, TAG);
      await owner.getByRole('menuitem', { name: 'Found it' }).click();
      await expect(owner.getByText('Tag found: it alerts you again.')).toBeVisible();
      await expect(car.locator('[data-state]')).toHaveText('Active');

      await bystander.reload();
      await expect(bystander.getByRole('heading', { name: 'Send an alert' })).toBeVisible();
      await expect(bystander.getByRole('button', { name: 'Send alert' })).toBeVisible();
    } finally {
      // Every other browser test needs the demo tag active.
      await api.put(`/api/my/tags/${TAG}`, { lost: false }, await session(CUSTOMER));
    }
  });

  test('a customer with two vehicles moves their tag to the other one, on a phone; its SOS page then shows that number', async ({
    openPage,
    api,
    session,
    axe,
  }) => {
    const batch = await api.post<{ data: { tags: { code: string }[] } }>(
      '/api/tags/batches',
      { count: 1 },
      await session(ADMIN),
    );
    const code = batch.data.tags[0]!.code;
    const phone = freshPhone();
    const token = await api.signIn(phone, { name: 'Kavya Nair', email: `${phone}@example.in` });
    const suffix = String((Date.now() % 9000) + 1000);
    const [first, second] = [`KA05TG${suffix}`, `KA05TH${suffix}`];
    const vehicles: { data: { _id: string } }[] = [];
    for (const registrationNumber of [first, second])
      vehicles.push(await api.post('/api/uservehicle', { registrationNumber }, token));
    await api.post(`/api/tags/${code}/activate`, { vehicleId: vehicles[0]!.data._id }, token);

    const page = await openPage({ viewport: PHONE });
    await page.context().addInitScript((t) => localStorage.setItem('token', t), token);
    await page.goto('/account/vehicles');
    const list = page.getByRole('list', { name: 'My vehicles' });
    const onFirst = list.getByRole('listitem').filter({ hasText: first });
    const onSecond = list.getByRole('listitem').filter({ hasText: second });
    await expect(onFirst).toContainText(code);
    await manage(page, code);
    await page.getByRole('menuitem', { name: 'Move to another vehicle' }).click();
    const dialog = page.getByRole('dialog', { name: `Move tag ${code}` });
    await expect(dialog).toContainText(`The tag is on ${first} now.`);
    // The only other vehicle is already chosen.
    await expect(dialog.getByRole('textbox', { name: 'Move to' })).toHaveValue(second);
    await axe(page, 'the Move tag modal');
    await dialog.getByRole('button', { name: 'Move tag' }).click();
    await expect(page.getByText(`Tag ${code} moved`)).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(onSecond).toContainText(code);
    await expect(onFirst).not.toContainText(code);

    const bystander = await openPage({ viewport: PHONE });
    await bystander.goto(`/${code}`);
    await expect(bystander.locator('.plate')).toHaveText(second);
  });
});
