import type { Page } from '@playwright/test';
import { expect, type OutboxEntry, test } from './fixtures.js';
import {
  answerLinkIn,
  bystanderName,
  CONTACTS,
  CUSTOMER,
  ESCALATE_SECONDS,
  PHONE,
  PLATE,
  sendAlert,
  TAG,
} from './support.js';

// The loop both ways (docs/decisions/0027-sos-loop.md): the bystander's alert page, the owner's
// answer through the link in their text, and the escalation ladder, which the test server runs
// with a short delay (SOS_ESCALATE_SECONDS = ESCALATE_SECONDS in e2e/global-setup.ts).
const OWNER = CUSTOMER;

/** The part of the alert page that follows the alert: the answer, then the steps. */
const statusOf = (page: Page) => page.locator('#status');

/**
 * Counts the page's own navigations from now on, and leaves a mark in its window that a reload
 * would wipe: together they show that what changed on it came live, not by loading it again.
 */
async function watchForReloads(page: Page): Promise<() => Promise<{ navigations: number; marked: boolean }>> {
  let navigations = 0;
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) navigations += 1;
  });
  await page.evaluate(() => {
    (window as unknown as { __stayed: boolean }).__stayed = true;
  });
  return async () => ({
    navigations,
    marked: await page.evaluate(() => (window as unknown as { __stayed?: boolean }).__stayed === true),
  });
}

/** The owner's text about the alert `name` sent, with its answer link. */
async function ownerText(outbox: { messages(phone: string): Promise<OutboxEntry[]> }, name: string) {
  let text: OutboxEntry | undefined;
  await expect
    .poll(
      async () => {
        text = (await outbox.messages(OWNER)).find((m) => m.body.includes(name));
        return text;
      },
      { message: `the owner's text about ${name}'s alert` },
    )
    .toBeDefined();
  return { ...text!, link: answerLinkIn(text!.body) };
}

test.describe('the SOS loop both ways', () => {
  test('a bystander on a phone alerts the owner, who answers from the link in the text; the alert page shows it live, the back office its timeline', async ({
    openPage,
    outbox,
    adminPage,
    axe,
  }) => {
    const bystander = await openPage({ viewport: PHONE });
    const name = bystanderName('Ravi Kumar');
    await bystander.goto(`/${TAG}`);
    // The location button is offered only once there is something to report.
    await expect(bystander.getByRole('button', { name: 'Share my location' })).toBeHidden();
    await bystander.getByText('Car blocking the way', { exact: true }).click();
    await expect(bystander.getByRole('button', { name: 'Share my location' })).toBeVisible();
    await sendAlert(bystander, {
      reason: 'Car blocking the way',
      name,
      mobile: '9811100011',
      landmark: 'Opposite Gate 3, City Mall',
    });
    const status = statusOf(bystander);
    await expect(status).toContainText('No answer yet.');
    await expect(status).toContainText(/Owner texted at \d{1,2}:\d{2}/);
    await expect(status).toContainText(/If the owner does not answer by \d{1,2}:\d{2}/);
    const reloads = await watchForReloads(bystander);

    const text = await ownerText(outbox, name);
    expect(text.body).toContain(`Your vehicle is blocking the way. Please move it. (${PLATE})`);
    expect(text.body).toContain('At: Opposite Gate 3, City Mall.');

    // The owner's phone: the link opens the alert and one-tap answers, without signing in.
    const owner = await openPage({ viewport: PHONE });
    await owner.goto(text.link);
    await expect(owner.getByRole('heading', { name: 'Answer this alert' })).toBeVisible();
    await expect(owner.getByText(`${name} sent this alert about ${PLATE}`)).toBeVisible();
    await expect(owner.getByText('Opposite Gate 3, City Mall')).toBeVisible();
    await owner.getByText('I will move it right away.').click();
    await expect(owner.getByLabel('I will move it right away.')).toBeChecked();
    await owner.getByRole('button', { name: '15 min' }).click();
    await expect(owner.getByText('Your answer was sent.')).toBeVisible();
    await axe(owner, '/r (answered)');

    // The bystander's page, left open, shows the answer by itself.
    await expect(status).toContainText('The owner is coming. About 15 minutes.');
    await expect(status).toContainText('“I will move it right away.”');
    await expect(status).not.toContainText('No answer yet.');
    expect(await reloads()).toEqual({ navigations: 0, marked: true });
    await axe(bystander, '/alert (answered)');

    // The back office: the answer on the call, and its timeline in the details.
    await adminPage.goto('/admin-sos-calls');
    const call = adminPage.locator('article').filter({ hasText: name });
    await expect(call.locator('[data-answer="coming"]')).toContainText('is coming, about 15 min');
    await call.getByRole('button', { name: 'Delivery details and timeline' }).click();
    const timeline = call.getByLabel('Alert timeline');
    await expect(timeline).toContainText('Alert sent');
    await expect(timeline).toContainText('Owner texted');
    await expect(timeline).toContainText('(owner) is coming');
    await expect(timeline).toContainText('About 15 minutes. “I will move it right away.”');
  });

  test('nobody answers: the contacts are texted once the delay has passed, and the alert page says so live', async ({
    openPage,
    outbox,
  }) => {
    const bystander = await openPage({ viewport: PHONE });
    const name = bystanderName('Neha Joshi');
    await bystander.goto(`/${TAG}`);
    await sendAlert(bystander, { reason: 'Window or door left open', name, mobile: '9811100022' });
    const status = statusOf(bystander);
    await expect(status).toContainText(/If the owner does not answer by \d{1,2}:\d{2}/);
    const reloads = await watchForReloads(bystander);
    const owner = await ownerText(outbox, name);

    await expect(status).toContainText(/Emergency contacts alerted at \d{1,2}:\d{2}/, {
      timeout: (ESCALATE_SECONDS + 10) * 1000,
    });
    await expect(status).not.toContainText('If the owner does not answer by');
    expect(await reloads()).toEqual({ navigations: 0, marked: true });
    for (const contact of CONTACTS) {
      let text: OutboxEntry | undefined;
      await expect
        .poll(
          async () => {
            text = (await outbox.messages(contact)).find((m) => m.body.includes(name));
            return text;
          },
          { message: `the escalated text to ${contact}` },
        )
        .toBeDefined();
      expect(text!.body).toContain('Aarav Sharma has not answered');
      answerLinkIn(text!.body);
      // Not before the ladder's delay (a second's leeway: the owner's text left a moment after the alert).
      expect(Date.parse(text!.createdAt) - Date.parse(owner.createdAt)).toBeGreaterThanOrEqual(
        (ESCALATE_SECONDS - 1) * 1000,
      );
    }
  });

  test('the owner answers in time: the contacts are never texted, and the alert page says they were not needed', async ({
    openPage,
    outbox,
  }) => {
    const bystander = await openPage({ viewport: PHONE });
    const name = bystanderName('Farhan Ali');
    await bystander.goto(`/${TAG}`);
    await sendAlert(bystander, { reason: 'Lights left on', name, mobile: '9811100033' });
    const text = await ownerText(outbox, name);
    const owner = await openPage({ viewport: PHONE });
    await owner.goto(text.link);
    await owner.getByRole('button', { name: "I've seen it" }).click();
    await expect(owner.getByText('Your answer was sent.')).toBeVisible();

    const status = statusOf(bystander);
    await expect(status).toContainText('The owner has seen your alert.');
    await expect(status).toContainText('The owner answered, so their emergency contacts were not needed.');
    // Past the moment the ladder would have texted them (and a little more), still nothing.
    const due = Date.parse(text.createdAt) + (ESCALATE_SECONDS + 2) * 1000;
    await expect
      .poll(
        async () => {
          const texts = await Promise.all(CONTACTS.map((c) => outbox.messages(c)));
          return { pastTheDelay: Date.now() > due, texted: texts.flat().filter((m) => m.body.includes(name)).length };
        },
        { message: 'the contacts not texted once the delay has passed', timeout: (ESCALATE_SECONDS + 10) * 1000 },
      )
      .toEqual({ pastTheDelay: true, texted: 0 });
    await expect(status).toContainText('were not needed');
  });

  test('with JavaScript off: a mistake comes back on the tag’s own address, the alert page carries the landmark’s alert, and Refresh shows the answer', async ({
    openPage,
    outbox,
  }) => {
    const bystander = await openPage({ viewport: PHONE, javaScriptEnabled: false });
    await bystander.goto(`/${TAG}`);
    await bystander.getByLabel('Your name').fill('Lata Menon');
    await bystander.getByLabel('Your mobile number').fill('9811100044');
    await bystander.getByLabel('Landmark (optional)').fill('Behind the bus depot');
    await bystander.getByRole('button', { name: 'Send alert' }).click();
    // Posted to the page's own address, so it comes back there, with the message beside the reasons and the focus on them.
    await expect(bystander).toHaveURL((url) => url.pathname === `/${TAG}`);
    await expect(bystander.locator('#reason-err')).toHaveText('Please select a reason');
    await expect(bystander.getByRole('group', { name: 'What is happening?' })).toHaveAccessibleDescription(
      'Please select a reason',
    );
    await expect(bystander.getByRole('radio').first()).toBeFocused();
    await expect(bystander.getByLabel('Landmark (optional)')).toHaveValue('Behind the bus depot');

    const name = bystanderName('Lata Menon');
    await sendAlert(bystander, { reason: 'Vehicle being towed', name, mobile: '9811100044' });
    await expect(statusOf(bystander)).toContainText('No answer yet.');
    await expect(statusOf(bystander)).toContainText(/Texting the owner…|Owner texted at/);

    const text = await ownerText(outbox, name);
    expect(text.body).toContain('At: Behind the bus depot.');
    // The owner answers from a phone without JavaScript too: the answer page is plain forms.
    const owner = await openPage({ viewport: PHONE, javaScriptEnabled: false });
    await owner.goto(text.link);
    await expect(owner.getByText('Behind the bus depot')).toBeVisible();
    await owner.getByText('Thank you for letting me know.').click();
    await owner.getByRole('button', { name: 'Ask them to call 112' }).click();
    await expect(owner.getByText('Your answer was sent.')).toBeVisible();

    // Nothing changes by itself without a script: Refresh asks again.
    await expect(statusOf(bystander)).toContainText('No answer yet.');
    await bystander.getByRole('link', { name: 'Refresh' }).click();
    await expect(statusOf(bystander)).toContainText('The owner asks you to call 112 now.');
    await expect(statusOf(bystander)).toContainText('“Thank you for letting me know.”');
  });

  test('on a 360-px phone the answer page offers to call the bystander back, and the owner answers from their account; the alert page shows it live', async ({
    openPage,
    outbox,
    customerPage: account,
    request,
    axe,
  }) => {
    const bystander = await openPage({ viewport: PHONE });
    const name = bystanderName('Sunita Rao');
    const mobile = '9811100055';
    await bystander.goto(`/${TAG}`);
    await sendAlert(bystander, { reason: 'Lights left on', name, mobile });
    const status = statusOf(bystander);
    await expect(status).toContainText('No answer yet.');
    const reloads = await watchForReloads(bystander);

    // The link in the owner's text: "Call … back" through the masked-call provider (the development
    // server's console provider rings nobody and lists the call at /api/dev/calls), owner rung first.
    const text = await ownerText(outbox, name);
    const phone = await openPage({ viewport: PHONE });
    await phone.goto(text.link);
    const callBack = phone.getByRole('button', { name: `Call ${name} back` });
    await expect(callBack).toBeVisible();
    await expect(phone.getByText('We call your phone first, then connect you to them.')).toBeVisible();
    const box = (await callBack.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
    await axe(phone, '/r (call back offered)');
    await callBack.click();
    await expect(
      phone.getByText(`We are calling you now: pick up and you will be connected to ${name}.`),
    ).toBeVisible();
    expect(await phone.content()).not.toContain(mobile);
    const log = (await (await request.get('/api/dev/calls')).json()) as { data: { from: string; to: string }[] };
    expect(log.data[0]).toMatchObject({ from: `+91${OWNER}`, to: `+91${mobile}` });

    // The owner's account, on the same phone width: the same answers on the alert.
    await account.goto('/account');
    const alert = account.getByRole('listitem').filter({ hasText: name });
    const answer = alert.getByRole('region', { name: 'Answer this alert' });
    await expect(answer).toBeVisible();
    await answer.getByRole('textbox', { name: 'Add a reply (optional)' }).click();
    await account.getByRole('option', { name: 'I will move it right away.' }).click();
    await answer.getByRole('button', { name: '5 min', exact: true }).click();
    await expect(account.getByText('Your answer was sent. The person who alerted you sees it now.')).toBeVisible();
    await expect(alert.locator('[data-answer="coming"]')).toContainText('is coming, about 5 min');
    expect(await account.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await axe(account, '/account (alert answered)');

    // The bystander's page, left open, shows the answer by itself.
    await expect(status).toContainText('The owner is coming. About 5 minutes.');
    await expect(status).toContainText('“I will move it right away.”');
    expect(await reloads()).toEqual({ navigations: 0, marked: true });
  });
});
