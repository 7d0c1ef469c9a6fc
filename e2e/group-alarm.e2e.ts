import { expect, test } from './fixtures.js';
import { CHAMUNDI_ROAD, groupOfTwo, MYSURU_PALACE, person, phoneBrowsers } from './group-support.js';
import { freshPhone, PHONE } from './support.js';

// The trip alarm (docs/decisions/0075-trip-alarm.md) at 360 px, in two browsers: Riya, in a group
// with Asha, presses the alarm on her phone (two taps); her emergency contact's text (dev outbox)
// opens the live location page, 112 first, with her position, which follows her phone; "I'm safe"
// closes it there too.

test.describe('the trip alarm', () => {
  test("one press reaches the group and the contacts; the contact's link shows the live position and 112", async ({
    browser,
    api,
    outbox,
    axe,
  }) => {
    const asha = await person(api, 'Asha', 'Alarm');
    const riya = await person(api, 'Riya', 'Alarm');
    const dadPhone = freshPhone();
    const me = await api.get<{ data: { _id: string } }>('/api/user/me', riya.token);
    await api.put(
      `/api/users/${me.data._id}/contacts`,
      { contacts: [{ name: 'Dad', phone: dadPhone, countryCode: '91' }] },
      riya.token,
    );
    const groupId = await groupOfTwo(api, outbox, asha, riya, 'Coorg trip');

    const phones = phoneBrowsers(browser);
    try {
      const riyaPage = await phones.signedIn(riya.token, `/account/groups/${groupId}`, MYSURU_PALACE);
      await expect(riyaPage.getByRole('link', { name: 'In danger? Call 112' })).toHaveAttribute('href', 'tel:112');
      // One tap asks; the second raises it.
      await riyaPage.getByRole('button', { name: 'Alarm', exact: true }).click();
      await riyaPage.getByRole('button', { name: 'Press again: raise the alarm' }).click();
      await expect(
        riyaPage.getByText('2 people were texted a link to your live location', { exact: false }),
      ).toBeVisible();
      // Sharing started with the group, so her phone's position goes out.
      await expect(riyaPage.getByText('Your position is being shared while this page is open.')).toBeVisible();
      expect(await riyaPage.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
      await axe(riyaPage, 'a group page with an open alarm');

      // Asha, in the group, is texted too.
      expect(await outbox.message(asha.phone, 'Riya Alarm pressed the alarm')).toMatch(/\/r\/[0-9A-Z]{12}/);
      // Dad opens his own text's link on his phone: 112 first, then where Riya is.
      const text = await outbox.message(dadPhone, 'Riya Alarm pressed the alarm');
      const link = text.match(/https?:\/\/\S+\/r\/[0-9A-Z]{12}/)![0];
      const dad = await phones.open();
      await dad.goto(link);
      await expect(dad.getByRole('heading', { name: 'Riya Alarm raised the alarm' })).toBeVisible();
      const call112 = dad.locator('a[href="tel:112"]').first();
      await expect(call112).toBeVisible();
      await expect(dad.getByText('12.30510, 76.65510')).toBeVisible();
      const [callY, positionY] = await Promise.all([
        call112.evaluate((e) => e.getBoundingClientRect().top),
        dad.getByText('12.30510, 76.65510').evaluate((e) => e.getBoundingClientRect().top),
      ]);
      expect(callY).toBeLessThan(positionY);
      await expect(dad.getByRole('button', { name: "I'm on my way" })).toBeVisible();
      expect(await dad.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);

      // Riya moves: Dad's open page follows, without a reload.
      await phones.move(riyaPage, CHAMUNDI_ROAD);
      await expect(dad.getByText('12.31510, 76.66110')).toBeVisible({ timeout: 15_000 });

      // Riya is safe: Dad's page says so, and shows her position no more.
      await riyaPage.getByRole('button', { name: "I'm safe" }).click();
      await expect(riyaPage.getByText('Alarm closed. Glad you are safe.')).toBeVisible();
      await expect(dad.getByText('Riya Alarm closed the alarm: they said they are safe.')).toBeVisible();
      await expect(dad.getByText('12.31510, 76.66110')).toHaveCount(0);
    } finally {
      await phones.closeAll();
    }
  });
});
