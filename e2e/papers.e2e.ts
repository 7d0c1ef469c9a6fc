import sharp from 'sharp';
import { expect, test } from './fixtures.js';
import { PHONE, PLATE } from './support.js';

// Vehicle papers (docs/decisions/0058-vehicle-papers.md) at 360 px: add a policy with a photo, see
// its expiry badge, share it by a link opened in another browser, revoke the link.

/** YYYY-MM-DD, n days after today in India. */
function dayInIndia(n: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());
  const d = new Date(`${today}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}

test.describe('vehicle papers', () => {
  test('add a policy with a photo, see "expires in 12 days", share it to another browser, revoke the link', async ({
    customerPage: owner,
    openPage,
    axe,
  }) => {
    await owner.goto('/account/papers');
    await expect(owner.getByRole('heading', { name: 'My papers' })).toBeVisible();
    await owner.getByRole('button', { name: 'Add a paper' }).click();
    const form = owner.getByRole('form', { name: 'Add a paper' });
    await form.getByRole('textbox', { name: 'Vehicle' }).click();
    await owner.getByRole('option', { name: PLATE }).click();
    const number = `POL-${Date.now()}`;
    await form.getByLabel('Number').fill(number);
    await form.getByLabel('Valid until').fill(dayInIndia(12));
    await form.getByLabel('Insurer', { exact: true }).fill('New India Assurance');
    await form.getByLabel("Insurer's claim helpline").fill('1800 209 1415');
    const photo = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#1c7ed6' } })
      .jpeg()
      .toBuffer();
    await form
      .locator('input[type="file"]')
      .setInputFiles({ name: 'policy.jpg', mimeType: 'image/jpeg', buffer: photo });
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(owner.getByText('Paper saved.')).toBeVisible();

    const item = owner.getByRole('listitem').filter({ hasText: number });
    await expect(item).toContainText('Insurance policy');
    await expect(item.getByText('expires in 12 days')).toBeVisible();
    await axe(owner, 'my papers');
    // The account's home lists it first, as one to renew.
    await owner.goto('/account');
    await expect(owner.getByRole('region', { name: 'Papers to renew' })).toContainText('expires in 12 days');
    await owner.goto('/account/papers');

    await item.getByRole('button', { name: 'Share' }).click();
    let dialog = owner.getByRole('dialog', { name: 'Share your insurance policy' });
    await dialog.getByRole('button', { name: 'Make link' }).click();
    await expect(dialog.getByRole('img', { name: 'QR code of the share link' })).toBeVisible();
    const url = (await dialog.getByTestId('share-url').textContent())!.trim();
    expect(url).toMatch(/\/p\/[\w-]+$/);

    // Someone else, in another browser, with no account.
    const other = await openPage({ viewport: PHONE });
    await other.goto(url);
    await expect(other.getByRole('heading', { name: 'Insurance policy' })).toBeVisible();
    await expect(other.getByText(number)).toBeVisible();
    await expect(other.getByText(/DigiLocker or mParivahan are the legally recognised ones/)).toBeVisible();
    const shown = other.getByRole('img', { name: 'The insurance policy' });
    await expect(shown).toBeVisible();
    expect(await shown.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(400);

    // The owner sees the view, then revokes the link.
    await dialog.getByRole('button', { name: 'Close' }).click();
    await item.getByRole('button', { name: 'Share' }).click();
    dialog = owner.getByRole('dialog', { name: 'Share your insurance policy' });
    await expect(dialog.getByText(/Opened 1 time/)).toBeVisible();
    await dialog.getByRole('button', { name: 'Revoke' }).click();
    await owner.getByRole('dialog', { name: 'Revoke this link?' }).getByRole('button', { name: 'Revoke' }).click();
    await expect(owner.getByText('Link revoked. It no longer opens.')).toBeVisible();
    await expect(dialog.getByText(/revoked/)).toBeVisible();

    await other.reload();
    await expect(other.getByRole('heading', { name: 'This link no longer works' })).toBeVisible();
    await expect(other.getByText(number)).toBeHidden();
  });
});
