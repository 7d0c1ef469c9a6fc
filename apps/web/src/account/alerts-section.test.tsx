import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeServer, renderWithApp } from '../../test/render';
import { sosCall } from '../../test/sos-call-fixture';
import { chooseLanguage } from '../i18n/i18n';
import { AlertsSection } from './alerts-section';

afterEach(async () => {
  await chooseLanguage('en');
});

describe("the owner's alerts: who was told, and how", () => {
  it('counts people, shows each once with their channels, and tells the app and the texts apart in the timeline', async () => {
    fakeServer({ 'GET /api/my/sos-calls': { body: { status: 'Success', data: [sosCall()], total: 1 } } });
    const { user } = renderWithApp(<AlertsSection />);

    const told = await screen.findByRole('list', { name: 'Who was told, and how' });
    expect(screen.getByText(/^Reached the phone of 1 person through the app;/)).toHaveTextContent(
      'Reached the phone of 1 person through the app; texts sent to 2 people; 1 reached a phone.',
    );
    const people = within(told).getAllByRole('listitem');
    expect(people.map((p) => p.getAttribute('aria-label'))).toEqual([
      'You: App reached the phone, SMS not needed: seen in the app',
      'Priya: App sent, SMS sent',
      'Ravi: WhatsApp reached the phone',
    ]);

    await user.click(screen.getByRole('button', { name: 'Timeline' }));
    const timeline = screen.getByLabelText('Alert timeline');
    expect(timeline).toHaveTextContent('Owner notified in the app');
    expect(timeline).toHaveTextContent("The owner's phone showed it in the app");
    expect(timeline).toHaveTextContent('Text to the owner not needed: seen in the app');
    expect(timeline).not.toHaveTextContent('Owner texted');
    expect(timeline).toHaveTextContent('Emergency contacts notified in the app');
    expect(timeline).not.toHaveTextContent('Not delivered');
  });
});

describe("the owner's answer from the list", () => {
  it('sends each answer with a key, the same key when the same answer is pressed again after a failure', async () => {
    let failNext = true;
    const { sent } = fakeServer({
      'GET /api/my/sos-calls': {
        body: { status: 'Success', data: [sosCall({ answerableUntil: '2099-01-01T00:00:00.000Z' })], total: 1 },
      },
      'POST /api/my/sos-calls/0c1d2e3f-0000-4000-8000-00000000000b/answer': () => {
        if (!failNext) return { body: { status: 'Success', message: 'Your answer was sent.', data: {} } };
        failNext = false;
        return { status: 503, body: { status: 'Failure', code: 'UNAVAILABLE', message: 'Try again.' } };
      },
    });
    const { user } = renderWithApp(<AlertsSection />);
    const seen = await screen.findByRole('button', { name: "I've seen it" });
    await user.click(seen);
    await screen.findByText('Try again.');
    await user.click(seen);
    await user.click(await screen.findByRole('button', { name: 'Ask them to call 112' }));
    const answers = sent.filter((r) => r.method === 'POST');
    const keys = answers.map((r) => r.headers?.['idempotency-key']);
    expect(answers.map((r) => (r.body as { kind: string }).kind)).toEqual(['seen', 'seen', 'call112']);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    // The retry of the same answer goes with the same key; another answer with its own.
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[0]);
  });
});

describe("the owner's alerts in the account's language", () => {
  it('says in Hindi who was told and how, the answer given, the answer buttons and the timeline', async () => {
    await chooseLanguage('hi');
    const answered = sosCall({
      reason: {
        _id: 'r1',
        reasonText: 'Car blocking the way',
        translations: { hi: { reasonText: 'गाड़ी रास्ता रोक रही है' } },
      },
      answerableUntil: '2026-11-24T16:00:00.000Z',
      answer: {
        kind: 'coming',
        by: 'owner',
        byName: 'Aarav Sharma',
        etaMinutes: 15,
        reply: null,
        at: '2026-11-24T10:05:00.000Z',
      },
      events: [
        {
          kind: 'answered',
          at: '2026-11-24T10:05:00.000Z',
          actor: 'Aarav Sharma',
          detail: { kind: 'coming', etaMinutes: 15, reply: 'moving-it' },
        },
      ],
    } as never);
    fakeServer({ 'GET /api/my/sos-calls': { body: { status: 'Success', data: [answered], total: 1 } } });
    const { user } = renderWithApp(<AlertsSection />);

    expect(await screen.findByRole('heading', { name: 'मेरी गाड़ियों के अलर्ट' })).toBeVisible();
    // Counted in people, in Hindi, and ended as Hindi ends a sentence.
    expect(await screen.findByText(/^ऐप से 1 व्यक्ति के फ़ोन तक पहुँचा;/)).toHaveTextContent(
      'ऐप से 1 व्यक्ति के फ़ोन तक पहुँचा; 2 लोगों को SMS भेजे गए; 1 फ़ोन तक पहुँचा।',
    );
    const told = screen.getByRole('list', { name: 'किसे और कैसे बताया गया' });
    expect(within(told).getAllByRole('listitem')[0]).toHaveAttribute(
      'aria-label',
      'आप: ऐप फ़ोन तक पहुँचा, SMS ज़रूरत नहीं: ऐप में देख लिया',
    );
    // The answer in a few words, the time as Hindi writes it (India's time).
    expect(screen.getByText(/^जवाब: Aarav Sharma आ रहे हैं, लगभग 15 मिनट में/)).toBeVisible();
    // The reason in the owner's language, as the SOS page named it to the sender.
    expect(screen.getByText('गाड़ी रास्ता रोक रही है')).toBeVisible();
    expect(screen.getByText('Kiran').parentElement).toHaveTextContent('Kiran की ओर से');
    const answer = screen.getByRole('region', { name: 'इस अलर्ट का जवाब दें' });
    expect(within(answer).getByRole('button', { name: '15 मिनट' })).toBeVisible();
    expect(within(answer).getByRole('button', { name: 'मैंने देख लिया' })).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'पूरा ब्योरा' }));
    const timeline = screen.getByLabelText('अलर्ट का ब्योरा');
    expect(timeline).toHaveTextContent('अलर्ट भेजा गया');
    expect(timeline).toHaveTextContent('मालिक को ऐप में बताया गया');
    expect(timeline).toHaveTextContent('Aarav Sharma आ रहे हैं');
    expect(timeline).toHaveTextContent('“मैं इसे अभी हटाता/हटाती हूँ।”');
    expect(timeline).not.toHaveTextContent(/[A-Za-z]{4,} (is|has|the)\b/);
  });

  it('reads the same list in Urdu', async () => {
    await chooseLanguage('ur');
    fakeServer({ 'GET /api/my/sos-calls': { body: { status: 'Success', data: [], total: 0 } } });
    renderWithApp(<AlertsSection />);
    expect(await screen.findByRole('heading', { name: 'میری گاڑیوں کے الرٹ' })).toBeVisible();
    expect(await screen.findByText('ابھی کوئی الرٹ نہیں')).toBeVisible();
  });
});
