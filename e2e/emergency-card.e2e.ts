import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.js';
import { bystanderName, CUSTOMER, PHONE, PLATE, sendAlert, TAG } from './support.js';

// The emergency card (docs/decisions/0029-emergency-card.md): the owner switches it on with
// consent; a bystander sees it only after an urgent reason; the owner sees when it was shown.
const CARD_TITLE = 'Emergency card — for first responders';
const CONSENT = /^I agree that anyone who reports an accident, fire or medical emergency/;

/** The demo car's emergency card modal on /account/vehicles, opened. */
async function openCard(owner: Page) {
  await owner.goto('/account/vehicles');
  await owner.getByRole('button', { name: `Emergency card of ${PLATE}` }).click();
  const modal = owner.getByRole('dialog', { name: `Emergency card · ${PLATE}` });
  await expect(modal.getByRole('switch', { name: 'Show this card to first responders' })).toBeVisible();
  return modal;
}

test.describe('the emergency card', () => {
  test('switched on with consent, it shows only after an urgent reason, on the SOS page and the alert page, and the owner sees each view', async ({
    customerPage: owner,
    openPage,
    api,
    session,
    axe,
  }) => {
    try {
      let modal = await openCard(owner);
      const toggle = modal.getByRole('switch', { name: 'Show this card to first responders' });
      await toggle.focus();
      await owner.keyboard.press('Space');
      await expect(toggle).toBeChecked();
      await modal.getByRole('button', { name: 'Save card' }).click();
      // Not without consent: said beside the box, which gets the focus.
      const consent = modal.getByRole('checkbox', { name: CONSENT });
      await expect(
        modal.getByText('Tick the box to agree before the card can be shown, or switch the card off'),
      ).toBeVisible();
      await expect(consent).toHaveAttribute('aria-invalid', 'true');
      await expect(consent).toHaveAccessibleDescription(
        'Tick the box to agree before the card can be shown, or switch the card off',
      );
      await expect(consent).toBeFocused();

      await owner.keyboard.press('Space');
      await expect(consent).toBeChecked();
      await modal.getByLabel('Allergies').fill('Penicillin');
      await modal.getByLabel('Medical conditions').fill('Type 1 diabetes');
      await modal.getByLabel('Preferred hospital').fill('AIIMS, Ansari Nagar');
      await modal.getByRole('button', { name: 'Save card' }).click();
      await expect(
        owner.getByText('Emergency card saved. It is shown only to someone who reports an accident', { exact: false }),
      ).toBeVisible();
      await expect(modal).toBeHidden();

      // A bystander with JavaScript: nothing until an urgent reason is picked, gone again for another.
      const bystander = await openPage({ viewport: PHONE });
      await bystander.goto(`/${TAG}`);
      const card = bystander.getByRole('region', { name: CARD_TITLE });
      await expect(bystander.getByText('Penicillin')).toBeHidden();
      await bystander.getByText('Accident', { exact: true }).click();
      await expect(card).toBeVisible();
      await expect(card).toContainText('Penicillin');
      await expect(card).toContainText('Type 1 diabetes');
      await bystander.getByText('Car blocking the way', { exact: true }).click();
      await expect(card).toBeHidden();

      // Without JavaScript the card comes with the alert's page, after an urgent alert was sent.
      const noScript = await openPage({ viewport: PHONE, javaScriptEnabled: false });
      await noScript.goto(`/${TAG}`);
      await expect(noScript.getByText('Penicillin')).toBeHidden();
      await sendAlert(noScript, {
        reason: 'Fire or smoke',
        name: bystanderName('Joseph Mathew'),
        mobile: '9811100055',
      });
      const shown = noScript.getByRole('region', { name: CARD_TITLE });
      await expect(shown).toBeVisible();
      await expect(shown).toContainText('Penicillin');
      await expect(shown).toContainText('AIIMS, Ansari Nagar');

      // The owner sees both showings, never by whom.
      modal = await openCard(owner);
      const views = modal.getByRole('list', { name: 'Views of the emergency card' });
      await expect(views.getByRole('listitem').filter({ hasText: 'Fire or smoke' })).toContainText(
        'on the page of an alert that was sent',
      );
      await expect(views.getByRole('listitem').filter({ hasText: 'Accident' })).toContainText(
        'on the tag’s page, before an alert was sent',
      );
      await expect(modal).toContainText('It never shows who saw it or from where.');
      await axe(owner, 'the emergency card modal');

      // Switched off again (the other tests expect the seed): an urgent reason shows nothing.
      await modal.getByRole('switch', { name: 'Show this card to first responders' }).focus();
      await owner.keyboard.press('Space');
      await expect(consent).toBeHidden();
      await modal.getByRole('button', { name: 'Save card' }).click();
      await expect(owner.getByText('Emergency card saved. It is switched off: nobody sees it.')).toBeVisible();
      await bystander.reload();
      const asked = bystander.waitForResponse((res) => res.url().includes('/emergency-card?'));
      await bystander.getByText('Accident', { exact: true }).click();
      expect((await asked).status()).toBe(404);
      await expect(card).toBeHidden();
    } finally {
      const token = await session(CUSTOMER);
      const me = await api.get<{ data: { _id: string } }>('/api/user/me', token);
      const cars = await api.get<{ data: { _id: string; registrationNumber: string }[] }>(
        `/api/uservehicle/${me.data._id}`,
        token,
      );
      const car = cars.data.find((v) => v.registrationNumber === PLATE)!;
      await api.put(`/api/uservehicle/${car._id}/emergency-card`, { enabled: false }, token);
    }
  });
});
