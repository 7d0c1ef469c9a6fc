import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.js';
import { DESKTOP, freshPhone, loaded, PHONE } from './support.js';

// The development server's telephony is the console provider: nobody's phone rings, and
// /api/dev/calls lists what would have been connected. Its ringer searches a new request's first
// ring at once (the 5 km one), so donors near the hospital's PIN code are texted within seconds.
const PIN = '560001';

/** The donor's answer link in their text ("… Can you donate? http://…/d/{12 characters}"). */
const donorLinkIn = (text: string) => {
  const link = text.match(/(https?:\/\/\S+\/d\/[0-9A-HJKMNP-TV-Z]{12})$/)?.[1];
  expect(link, `an answer link at the end of “${text}”`).toBeTruthy();
  return new URL(link!).pathname;
};

/** Registers on /account/blood through the form, as a donor giving from a PIN code. */
async function registerDonor(page: Page, group: string) {
  await page.goto('/account/blood');
  await loaded(page);
  await expect(page.getByText('You are not on the donor register')).toBeVisible();
  await page.getByRole('textbox', { name: 'Blood group' }).click();
  await page.getByRole('option', { name: group, exact: true }).click();
  await page.getByRole('checkbox', { name: /I confirm this is my blood group/ }).check();
  await page.getByRole('textbox', { name: 'Date of birth' }).fill('1992-04-18');
  await page.getByRole('radio', { name: 'Female' }).check();
  await page.getByRole('checkbox', { name: 'I weigh at least 45 kg' }).check();
  await page.getByRole('checkbox', { name: 'I am in good health' }).check();
  await page.getByRole('textbox', { name: 'or PIN code' }).fill(PIN);
  await page.getByRole('checkbox', { name: 'I agree to be texted about requests for my blood group' }).check();
  await page.getByRole('button', { name: 'Join the donor register' }).click();
  await expect(page.getByRole('heading', { name: /On the register as/ })).toBeVisible();
  await expect(page.getByText('Can be asked now')).toBeVisible();
}

test.describe('emergency blood', () => {
  test('a donor registers; a requester asks on a phone; the donor answers from the text; the requester sees it live, calls, and fulfilment tells the others', async ({
    api,
    signedInPage,
    openPage,
    outbox,
    request,
    adminPage,
    axe,
  }) => {
    const stamp = String(Date.now()).slice(-4);
    const donorPhone = freshPhone();
    const otherPhone = freshPhone();
    const requesterPhone = freshPhone();
    await api.signIn(donorPhone, { name: `Leela Menon${stamp}`, email: `leela${stamp}@example.com` });
    const otherToken = await api.signIn(otherPhone, { name: `Arun Pillai${stamp}`, email: `arun${stamp}@example.com` });
    await api.signIn(requesterPhone, { name: `Farah Khan${stamp}`, email: `farah${stamp}@example.com` });
    // A second donor nearby, registered through the API: told when the request is met.
    await api.put(
      '/api/blood/donor',
      {
        bloodGroup: 'O-',
        confirmBloodGroup: true,
        birthDate: '1988-01-30',
        sex: 'male',
        weightOk: true,
        healthOk: true,
        pinCode: PIN,
        radiusKm: 10,
        available: true,
        consent: true,
      },
      otherToken,
    );

    // The donor joins the register from their account, on a phone.
    const donor = await signedInPage(donorPhone, { viewport: PHONE });
    await registerDonor(donor, 'B+');
    await axe(donor, '/account/blood (donor on the register), 360 px');

    // The requester asks for blood on a 360-px phone.
    const requester = await signedInPage(requesterPhone, { viewport: PHONE });
    await requester.goto('/account/blood-requests');
    await loaded(requester);
    await expect(requester.getByText('No requests yet')).toBeVisible();
    await axe(requester, '/account/blood-requests, 360 px');
    await requester.getByRole('textbox', { name: "Patient's name" }).fill('Sunita Rao');
    await requester.getByRole('textbox', { name: "Patient's blood group" }).click();
    await requester.getByRole('option', { name: 'B+', exact: true }).click();
    await requester.getByRole('textbox', { name: 'Hospital', exact: true }).fill('St. Martha Hospital');
    await requester.getByRole('textbox', { name: 'or PIN code' }).fill(PIN);
    await requester.getByRole('textbox', { name: 'Note for donors (optional)' }).fill('Ward 4, ask at the desk');
    await requester.getByRole('button', { name: 'Send the request' }).click();
    await expect(requester).toHaveURL(/\/blood\/[0-9a-f]{32}/);
    await expect(requester.getByRole('heading', { name: 'Blood request: B+ whole blood', level: 1 })).toBeVisible();
    // The first ring is searched at once: both donors are texted.
    await expect(requester.getByText('2 donors texted')).toBeVisible({ timeout: 20_000 });
    await expect(requester.getByText('No donor has said yes yet.')).toBeVisible();
    const requestUrl = requester.url();
    for (const button of await requester.getByRole('button').all()) {
      const box = await button.boundingBox();
      if (box) expect(box.x + box.width, 'a button within the 360-px screen').toBeLessThanOrEqual(PHONE.width);
    }
    await axe(requester, '/blood/{token}, 360 px');

    // The donor answers from the link in their text, with JavaScript off.
    const text = await outbox.message(donorPhone, 'Can you donate?');
    expect(text).toContain('B+ whole blood needed at St. Martha Hospital, about 1 km from you.');
    const link = donorLinkIn(text);
    const answerPage = await openPage({ viewport: PHONE, javaScriptEnabled: false });
    await answerPage.goto(link);
    await expect(answerPage.getByRole('heading', { name: 'Can you donate blood?' })).toBeVisible();
    await expect(answerPage.getByText('Ward 4, ask at the desk')).toBeVisible();
    const withJs = await openPage({ viewport: PHONE });
    await withJs.goto(link);
    await axe(withJs, '/d/{token}, 360 px');
    await answerPage.getByRole('button', { name: 'I can donate' }).click();
    await expect(answerPage.getByText('Thank you! The family sees that you can donate')).toBeVisible();

    // The requester's open page shows it without a reload, with the first name, distance and time.
    const yes = requester.getByText(/^Leela, about 1 km away, answered at \d\d:\d\d/);
    await expect(yes).toBeVisible({ timeout: 15_000 });
    await expect(requester.getByText('Said yes: 1 of 1')).toBeVisible();
    const page = await requester.content();
    expect(page).not.toContain(donorPhone);
    expect(page).not.toContain('Menon');

    // A masked call: the contact number (the requester's) is rung first, then the donor's.
    await requester.getByRole('button', { name: 'Call Leela' }).click();
    await expect(requester.getByText('We are calling the contact number now')).toBeVisible();
    expect(await requester.content()).not.toContain(donorPhone);
    const calls = (await (await request.get('/api/dev/calls')).json()) as { data: { from: string; to: string }[] };
    expect(calls.data[0]).toMatchObject({ from: `+91${requesterPhone}`, to: `+91${donorPhone}` });

    // The donor gave: the request is fulfilled, and the other donor, who had not answered, is told.
    await requester.getByRole('button', { name: 'Leela donated' }).click();
    await expect(requester.getByText('The blood was given. Thank you.')).toBeVisible();
    await expect(requester.getByRole('button', { name: 'Not needed any more' })).toHaveCount(0);
    expect(await outbox.message(otherPhone, 'is no longer needed')).toContain('St. Martha Hospital');

    // On a desktop the same page, and the back office's list of requests.
    const wide = await openPage({ viewport: DESKTOP });
    await wide.goto(requestUrl);
    await expect(wide.getByText('The blood was given. Thank you.')).toBeVisible();
    await axe(wide, '/blood/{token}, 1280 px');
    await adminPage.goto('/admin-blood-requests?show=fulfilled');
    await loaded(adminPage);
    await expect(adminPage.getByText('Sunita Rao: B+ whole blood, 1 unit').first()).toBeVisible();
    await axe(adminPage, '/admin-blood-requests, 1280 px');

    // The requester's account lists the request with a link back to its page.
    await requester.goto('/account/blood-requests');
    await loaded(requester);
    await expect(requester.getByRole('link', { name: "Open the request's page" })).toHaveAttribute(
      'href',
      new URL(requestUrl).pathname,
    );
  });
});
