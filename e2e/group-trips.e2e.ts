import { expect, test } from './fixtures.js';
import { CHAMUNDI_ROAD, groupOfTwo, MYSURU_PALACE, person, phoneBrowsers } from './group-support.js';
import { fillOtp, freshPhone, PHONE, requestCode } from './support.js';

// Travel together (docs/decisions/0072-trip-groups.md) at 360 px, in two browsers with faked
// geolocation: Asha makes a group and invites Riya by number; Riya opens the texted link, sees who
// invited her and her number masked, signs in and joins; Riya shares; Asha sees her in the list,
// moving as her phone moves; Riya stops and Asha sees it at once.

test.describe('travel together', () => {
  test('invite by text, join, share, see the position move, stop sharing', async ({ browser, api, outbox, axe }) => {
    const ashaTrip = await person(api, 'Asha', 'Trip');
    const riyaPhone = (await person(api, 'Riya', 'Trip')).phone;

    const phones = phoneBrowsers(browser);
    try {
      // Asha, signed in, makes the group on the screen.
      const asha = await phones.signedIn(ashaTrip.token, '/account/groups');
      await expect(asha.getByRole('heading', { name: 'No groups yet' })).toBeVisible();
      await asha.getByRole('button', { name: 'Make group' }).click();
      await expect(asha.getByText('Name the group')).toBeVisible();
      await asha.getByLabel('New group').fill('Mysuru trip');
      await asha.getByRole('button', { name: 'Make group' }).click();
      await expect(asha.getByRole('heading', { name: 'Mysuru trip', level: 1 })).toBeVisible();

      // A wrong number is named; then Riya's.
      await asha.getByLabel('Their mobile number').fill('12345');
      await asha.getByRole('button', { name: 'Send invitation' }).click();
      await expect(asha.getByText(/10-digit Indian mobile number/)).toBeVisible();
      await asha.getByLabel('Their mobile number').fill(riyaPhone);
      await asha.getByRole('button', { name: 'Send invitation' }).click();
      await expect(asha.getByText('Invitation sent by text.')).toBeVisible();
      const text = await outbox.message(riyaPhone, '/groups/join/');
      const link = text.match(/https?:\/\/\S+\/groups\/join\/[\w-]+/)![0];

      // Riya, signed out, on her phone with location allowed: the link says who invited her and
      // her number, masked (a forwarded link must not tell a stranger the number), then sign-in.
      const riya = await phones.open(MYSURU_PALACE);
      await riya.goto(link);
      await expect(riya.getByRole('heading', { name: /^Asha Trip invited you to a group/ })).toBeVisible();
      await expect(riya.getByTestId('invited-number')).toHaveText(`+91******${riyaPhone.slice(-4)}`);
      expect(((await riya.locator('body').textContent()) ?? '').replace(/\D/g, '')).not.toContain(riyaPhone);
      // Both ways on: the page is not told whether her number has an account (it has).
      await expect(riya.getByRole('link', { name: 'Sign up to join' })).toBeVisible();
      await riya.getByRole('link', { name: 'Sign in to join' }).click();
      await expect(riya).toHaveURL(/\/sign-in$/);
      const before = await outbox.newest(riyaPhone);
      await riya.getByLabel('Mobile number').fill(riyaPhone);
      await requestCode(riya);
      await fillOtp(riya, await outbox.code(riyaPhone, before));
      await riya.getByRole('button', { name: 'Verify OTP' }).click();
      await expect(riya.getByRole('heading', { name: 'Mysuru trip', level: 1 })).toBeVisible();
      await expect(riya).toHaveURL(/\/account\/groups\/[\w-]+$/);
      await expect(riya.getByText(/browser stops sending it when this page is closed/)).toBeVisible();

      // Asha's page shows her join, live.
      const riyaRow = asha.getByTestId('member-Riya Trip');
      await expect(riyaRow).toContainText('Not sharing');

      await riya.getByText('Until I stop').click();
      await riya.getByLabel('Going to (optional)').fill('Chamundi Hills');
      await riya.getByRole('button', { name: 'Start sharing' }).click();
      await expect(riya.getByText('Sharing until you stop · going to Chamundi Hills')).toBeVisible();
      await expect(riya.getByText('Your position is being shared while this page is open.')).toBeVisible();

      // Asha (no position of her own) sees where Riya is, and how fresh.
      await expect(riyaRow).toContainText('near 12.305, 76.655, just now');
      await expect(riyaRow).toContainText('to Chamundi Hills');
      await expect(
        asha.getByRole('region', { name: 'Map of the group' }).or(asha.locator('.leaflet-container')),
      ).toBeVisible();
      await axe(asha, 'a group with a member sharing');

      // Riya's phone moves: Asha's list follows.
      await phones.move(riya, CHAMUNDI_ROAD);
      await expect(riyaRow).toContainText('near 12.315, 76.661');
      // Nothing wider than the phone.
      expect(await asha.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);

      // Riya stops: gone from Asha's list at once.
      await riya.getByRole('button', { name: 'Stop sharing' }).click();
      await expect(riyaRow).toContainText('Not sharing');
      await expect(riyaRow).not.toContainText('near');

      // The account says what is shared with whom right now: nothing.
      await riya.goto('/account/groups');
      await expect(riya.getByText('Nothing: nobody sees where you are.')).toBeVisible();
    } finally {
      await phones.closeAll();
    }
  });

  test('a number with no account: the link shows who invited it, masked, and leads to sign-up; after sign-up they are in', async ({
    openPage,
    api,
    outbox,
    axe,
  }) => {
    const { token: ashaToken } = await person(api, 'Asha', 'Host');
    const nilaPhone = freshPhone();
    const group = await api.post<{ data: { _id: string } }>('/api/groups', { name: 'Goa trip' }, ashaToken);
    await api.post(`/api/groups/${group.data._id}/invitations`, { phone: nilaPhone }, ashaToken);
    const text = await outbox.message(nilaPhone, '/groups/join/');
    const link = text.match(/https?:\/\/\S+\/groups\/join\/[\w-]+/)![0];

    // Nila has never used the app: the link names Asha and the number masked, and offers sign-in
    // and sign-up (it does not say which her number needs); at sign-up she types her number (the link does not carry it).
    const nila = await openPage({ viewport: PHONE });
    await nila.goto(link);
    await expect(nila.getByRole('heading', { name: /^Asha Host invited you to a group/ })).toBeVisible();
    await expect(nila.getByTestId('invited-number')).toHaveText(`+91******${nilaPhone.slice(-4)}`);
    await axe(nila, '/groups/join/:token signed out');
    await expect(nila.getByRole('link', { name: 'Sign in to join' })).toBeVisible();
    await nila.getByRole('link', { name: 'Sign up to join' }).click();
    await expect(nila).toHaveURL(/\/sign-up$/);
    await expect(nila.getByLabel('Mobile number')).toHaveValue('');
    await nila.getByLabel('Mobile number').fill(nilaPhone);
    await axe(nila, '/sign-up from an invitation');
    await nila.getByLabel('Full name').fill('Nila New');
    await nila.getByLabel('Email').fill(`nila.${nilaPhone}@example.com`);
    await nila.getByRole('textbox', { name: 'Blood group' }).click();
    await nila.getByRole('option', { name: 'O+' }).first().click();
    await nila.getByRole('button', { name: 'Sent OTP' }).click();
    await expect(nila).toHaveURL(/\/otp-verify$/);
    await fillOtp(nila, await outbox.code(nilaPhone));
    await nila.getByRole('button', { name: 'Verify OTP' }).click();

    // Back through the link, signed in now: she is in the group.
    await expect(nila.getByRole('heading', { name: 'Goa trip', level: 1 })).toBeVisible();
    await expect(nila).toHaveURL(/\/account\/groups\/[\w-]+$/);
    await expect(nila.getByTestId('member-Nila New')).toContainText('Nila New (you)');
    const seen = await api.get<{ data: { members: { name: string }[] } }>(`/api/groups/${group.data._id}`, ashaToken);
    expect(seen.data.members.map((m) => m.name)).toEqual(['Asha Host', 'Nila New']);

    // In Tamil, the longest of the languages here: the group page fits 360 px and reads clean to axe.
    await nila.evaluate(() => localStorage.setItem('safesathi.language', 'ta'));
    await nila.reload();
    await expect(nila.getByRole('heading', { name: 'உறுப்பினர்கள்' })).toBeVisible();
    await expect(nila.getByTestId('member-Nila New')).toContainText('Nila New (நீங்கள்)');
    await expect(nila.getByRole('button', { name: 'பகிரத் தொடங்கு' })).toBeVisible();
    expect(await nila.evaluate(() => document.documentElement.lang)).toBe('ta');
    expect(await nila.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await axe(nila, '/account/groups/:id in Tamil');
  });

  // A trip (docs/decisions/0073-trip-arrival.md): Riya starts one to a point on her page; her phone
  // reaches it; Asha's page says she arrived, and Asha gets the text.
  test('a trip to a point: the viewer sees "arrived" and is texted', async ({ browser, api, outbox, axe }) => {
    const ashaTrip = await person(api, 'Asha', 'Trip');
    const riyaTrip = await person(api, 'Riya', 'Trip');
    const groupId = await groupOfTwo(api, outbox, ashaTrip, riyaTrip, 'Hill trip');

    const phones = phoneBrowsers(browser);
    try {
      const asha = await phones.signedIn(ashaTrip.token, `/account/groups/${groupId}`);
      const riya = await phones.signedIn(riyaTrip.token, `/account/groups/${groupId}`, MYSURU_PALACE);
      await expect(riya.getByRole('heading', { name: 'Go on a trip' })).toBeVisible();

      // A point that is not one is named; then the real one, 1.2 km away, expected in 30 minutes.
      await riya.getByLabel('Where to (a name for the group)').fill('Chamundi Hills');
      const point = riya.getByLabel(/Destination point/);
      await point.fill('north of here');
      await riya.getByRole('button', { name: 'Start the trip' }).click();
      await expect(riya.getByText(/Enter the point as latitude, longitude/)).toBeVisible();
      await point.fill(`${CHAMUNDI_ROAD.latitude}, ${CHAMUNDI_ROAD.longitude}`);
      await riya.getByLabel('I expect to arrive in (minutes)').fill('30');
      await riya.getByRole('button', { name: 'Start the trip' }).click();
      await expect(riya.getByText('Sharing until you stop · going to Chamundi Hills')).toBeVisible();

      // Asha sees her on the way, and how far she has to go.
      await expect(asha.getByTestId('trip-running')).toContainText('Riya Trip is on the way to Chamundi Hills');
      await expect(asha.getByTestId('trip-running')).toContainText('1.3 km to go.');
      await axe(asha, 'a group with a member on a trip');

      // Riya's phone reaches the point: the trip ends, Asha's page says so at once, and she is texted.
      await phones.move(riya, CHAMUNDI_ROAD);
      await expect(asha.getByTestId('trip-arrived')).toContainText('Riya Trip arrived at Chamundi Hills just now');
      await expect(asha.getByTestId('member-Riya Trip')).toContainText('Not sharing');
      await expect(riya.getByRole('button', { name: 'Start sharing' })).toBeVisible();
      expect(await outbox.message(ashaTrip.phone, 'arrived safely')).toContain(
        'Riya Trip arrived safely at Chamundi Hills.',
      );
      expect(await asha.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    } finally {
      await phones.closeAll();
    }
  });
});
