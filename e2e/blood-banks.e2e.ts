import { readFileSync } from 'node:fs';
import { expect, test } from './fixtures.js';
import { DESKTOP, PHONE } from './support.js';

// The demo directory the server seeds (SEED_DEMO): 30 banks named "DEMO …" in fifteen cities.
const DEMO_CSV = readFileSync(new URL('../apps/server/src/modules/blood-banks/demo-blood-banks.csv', import.meta.url));

test.describe('the public blood-bank page', () => {
  test('finds the nearest banks by PIN code with JavaScript off, on a phone, and says what is wrong with a bad one', async ({
    openPage,
  }) => {
    const page = await openPage({ viewport: PHONE, javaScriptEnabled: false });
    await page.goto('/blood-banks');
    await expect(page.getByRole('heading', { level: 1, name: 'Nearest blood banks' })).toBeVisible();
    // Finding the location needs the script: without it the button is not offered.
    await expect(page.getByRole('button', { name: 'Use my location' })).toBeHidden();

    await page.getByLabel('PIN code, district or city').fill('56002');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page.getByText('A PIN code has 6 digits, for example 560001.')).toBeVisible();
    await expect(page.getByLabel('PIN code, district or city')).toHaveAttribute('aria-invalid', 'true');

    await page.getByLabel('PIN code, district or city').fill('560029');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/\/blood-banks\?q=560029&lang=en$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Nearest to PIN code 560029' })).toBeVisible();
    await expect(page.getByText('Within 25 km, nearest first.')).toBeVisible();
    const banks = page.locator('ol.banks > li');
    await expect(banks).toHaveCount(3);
    const first = banks.first();
    await expect(
      first.getByRole('heading', { name: 'DEMO Wilson Garden Government Hospital Blood Bank' }),
    ).toBeVisible();
    await expect(first.getByText('Government', { exact: true })).toBeVisible();
    await expect(first.getByText('Open 24 hours')).toBeVisible();
    await expect(first.getByText(/^\d+(\.\d)? km away$/)).toBeVisible();
    await expect(first.getByRole('link', { name: 'Call +91 90000 00107' })).toHaveAttribute(
      'href',
      'tel:+919000000107',
    );
    await expect(first.getByRole('link', { name: 'Open the map' })).toHaveAttribute(
      'href',
      /maps\.google\.com\/\?q=12\.94/,
    );
    await expect(banks.nth(2).getByRole('heading')).toHaveText('DEMO Whitefield Private Hospital Blood Bank');
    // Nothing runs off the side of the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  });

  test('finds them from where the visitor stands with “Use my location”', async ({ browser, baseURL }) => {
    const context = await browser.newContext({
      baseURL,
      viewport: PHONE,
      permissions: ['geolocation'],
      geolocation: { latitude: 13.0827, longitude: 80.2707 }, // Chennai
    });
    const page = await context.newPage();
    await page.goto('/blood-banks');
    await page.getByRole('button', { name: 'Use my location' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Nearest to your location' })).toBeVisible();
    await expect(page.locator('ol.banks > li h3').first()).toHaveText(
      'DEMO Park Town Government General Hospital Blood Bank',
    );
    // Posted: the position is not in the address.
    expect(page.url()).not.toContain('13.08');
    await context.close();
  });

  test('has no serious axe violations, empty and with results, at 360 and 1280 px', async ({ openPage, axe }) => {
    for (const viewport of [PHONE, DESKTOP]) {
      const page = await openPage({ viewport });
      for (const url of [
        '/blood-banks',
        '/blood-banks?q=110029',
        '/blood-banks?q=56002',
        '/blood-banks?q=Atlantis&lang=ur',
      ])
        await page.goto(url).then(() => axe(page, `${url} at ${viewport.width} px`));
    }
  });

  test('is linked from the landing page’s blood-bank locator card', async ({ openPage }) => {
    const page = await openPage({ viewport: DESKTOP });
    await page.goto('/');
    await page.getByRole('link', { name: 'Blood bank locator' }).click();
    await expect(page).toHaveURL(/\/blood-banks$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Nearest blood banks' })).toBeVisible();
  });
});

test('an admin imports the demo directory through the screen, reads the refused rows by line, and removes a bank', async ({
  adminPage: page,
  axe,
}) => {
  // The demo file as shipped (already seeded: every bank is up to date), one new bank, and two broken rows.
  const csv = Buffer.concat([
    DEMO_CSV,
    Buffer.from(
      [
        '31,E2E Koregaon Park Blood Centre,Maharashtra,Pune,Pune,North Main Road,411001,020-2612 3456,,Private,24X7,,',
        '32,E2E Broken PIN Blood Bank,Maharashtra,Pune,Pune,Camp,4110,,,Govt.,24X7,,',
        '33,E2E Odd Category Blood Bank,Maharashtra,Pune,Pune,Camp,411001,,,Hospital,24X7,,',
        '',
      ].join('\n'),
    ),
  ]);
  await page.goto('/admin-blood-banks');
  await expect(page.getByRole('heading', { name: 'Blood banks', level: 1 })).toBeVisible();
  // Import with no file: the file box says so.
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(page.getByText('Choose the CSV file to import')).toBeVisible();

  await page.locator('input[type=file]').setInputFiles({ name: 'blood-banks.csv', mimeType: 'text/csv', buffer: csv });
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  const report = page.getByRole('status', { name: 'Import report' });
  await expect(report.getByText('33 rows read: 1 added, 0 updated, 30 already up to date, 2 refused.')).toBeVisible();
  // The demo file's four banks without coordinates, and the new one.
  await expect(
    report.getByText('5 rows have no latitude and longitude: placed at their PIN code’s area.'),
  ).toBeVisible();
  const refused = report.getByRole('table', { name: 'Rows not imported' }).getByRole('row');
  await expect(refused).toHaveText([
    'LineReason',
    '33A PIN code has 6 digits and does not start with 0',
    '34The category “Hospital” is not government, private or charitable',
  ]);

  await axe(page, '/admin-blood-banks with an import report');

  // The new bank is in the list; removing it asks first.
  await page.getByLabel('Search blood banks').fill('koregaon');
  const row = page.getByRole('row', { name: /E2E Koregaon Park Blood Centre/ });
  await expect(row).toBeVisible();

  // An edit says which field is wrong, then saves.
  await row.getByRole('button', { name: 'Edit E2E Koregaon Park Blood Centre' }).click();
  const form = page.getByRole('dialog', { name: 'Edit blood bank' });
  await form.getByLabel('PIN code').fill('4110');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByText('A PIN code has 6 digits and does not start with 0')).toBeVisible();
  await form.getByLabel('PIN code').fill('411001');
  await form.getByLabel('Phone').fill('020-2612 9999');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Blood bank saved.')).toBeVisible();
  await expect(row.getByRole('link', { name: '020-2612 9999' })).toHaveAttribute('href', 'tel:02026129999');

  await row.getByRole('button', { name: 'Delete E2E Koregaon Park Blood Centre' }).click();
  const dialog = page.getByRole('dialog', { name: 'Remove blood bank?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Blood bank removed.')).toBeVisible();
  await expect(page.getByText('No blood bank matches. Try another name, place or PIN code.')).toBeVisible();
});
