import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { fakeServer, renderWithApp } from '../../../test/render';
import { PageLanguageLayout } from '../../i18n/page-language';
import { loadPageTexts } from '../../i18n/site-text';
import { COUNTRY_OPTIONS, countryOptionsIn } from '../../lib/countries';
import { ContactForm } from './contact-form';

// The landing's contact form in the page's language: labels, the checks' messages, the thanks and
// the failure (docs/decisions/0069-web-app-languages.md, "Public pages"). English at /, Hindi at /hi/.

function renderFormAt(lang: 'en' | 'hi' | 'ur', leads: Parameters<typeof fakeServer>[0][string]) {
  const server = fakeServer({ 'POST /api/leads': leads });
  const result = renderWithApp(
    <Routes>
      <Route path={lang === 'en' ? '/' : `/${lang}`} element={<PageLanguageLayout />}>
        <Route index element={<ContactForm />} />
      </Route>
    </Routes>,
    { path: lang === 'en' ? '/' : `/${lang}/` },
  );
  return { ...result, server };
}

const saved = { body: { status: 'Success', message: 'Thank you! We will call you back.', data: {} } };
const failed = { status: 500, body: { status: 'Error', code: 'INTERNAL', message: 'Something went wrong.' } };

/** The form's own words (labels, messages, button), without Mantine's CSS. */
function formWords(form: HTMLElement): string {
  const copy = form.cloneNode(true) as Element;
  for (const style of copy.querySelectorAll('style')) style.remove();
  const labels = [...copy.querySelectorAll('[aria-label]')].map((e) => e.getAttribute('aria-label'));
  return [copy.textContent, ...labels].join(' ');
}

describe('ContactForm in the page’s language', () => {
  it('speaks English at /, as before', async () => {
    const { user } = renderFormAt('en', saved);
    const form = screen.getByRole('form', { name: 'Stay updated' });
    await user.click(within(form).getByRole('button', { name: 'Send' }));
    expect(await within(form).findByText('Please enter your name')).toBeInTheDocument();
    expect(within(form).getByText('Please enter your phone number')).toBeInTheDocument();
    await user.type(within(form).getByLabelText(/^Name/), 'Meera');
    await user.type(within(form).getByLabelText(/^Email/), 'meera@example.in');
    await user.type(within(form).getByLabelText(/^Phone number/), '98765');
    expect(await within(form).findByText('Too few digits: enter a 10-digit Indian mobile number')).toBeInTheDocument();
    await user.type(within(form).getByLabelText(/^Phone number/), '43210');
    await user.click(within(form).getByRole('button', { name: 'Send' }));
    expect(await within(form).findByText('Thank you, Meera! We will call you back.')).toBeInTheDocument();
  });

  it('speaks Hindi at /hi/: its labels, its checks, its thanks and its failure, with no English left', async () => {
    await loadPageTexts('hi');
    const answers = [failed, saved];
    const { user } = renderFormAt('hi', () => answers.shift()!);
    const form = screen.getByRole('form', { name: 'जुड़े रहें' });
    await user.click(within(form).getByRole('button', { name: 'भेजें' }));
    expect(await within(form).findByText('कृपया अपना नाम लिखें')).toBeInTheDocument();
    expect(within(form).getByText('कृपया अपना ईमेल लिखें')).toBeInTheDocument();
    expect(within(form).getByText('कृपया अपना फ़ोन नंबर लिखें')).toBeInTheDocument();
    expect(formWords(form).replace(/name@example\.com/g, '')).not.toMatch(/[A-Za-z]{2,}/);

    await user.type(within(form).getByLabelText(/^नाम/), 'मीरा');
    await user.type(within(form).getByLabelText(/^ईमेल/), 'not-an-email');
    expect(await within(form).findByText('ईमेल सही नहीं है')).toBeInTheDocument();
    await user.clear(within(form).getByLabelText(/^ईमेल/));
    await user.type(within(form).getByLabelText(/^ईमेल/), 'meera@example.in');
    await user.type(within(form).getByLabelText(/^फ़ोन नंबर/), '98765');
    expect(await within(form).findByText('अंक कम हैं: 10 अंकों का भारतीय मोबाइल नंबर लिखें')).toBeInTheDocument();
    await user.type(within(form).getByLabelText(/^फ़ोन नंबर/), '43210');

    // Not sent: said in Hindi (the server's own reason as it came), what was typed kept.
    await user.click(within(form).getByRole('button', { name: 'भेजें' }));
    expect(await within(form).findByText(/^आपकी जानकारी नहीं भेजी जा सकी/)).toBeInTheDocument();
    expect(within(form).getByLabelText(/^नाम/)).toHaveValue('मीरा');

    await user.click(within(form).getByRole('button', { name: 'भेजें' }));
    expect(
      await within(form).findByText('धन्यवाद, मीरा! हमें आपकी जानकारी मिल गई है, हम जल्द ही आपसे संपर्क करेंगे।'),
    ).toBeInTheDocument();
    expect(formWords(form).replace(/name@example\.com/g, '')).not.toMatch(/[A-Za-z]{2,}/);
  });

  it.each([
    ['hi', 'देश', 'भारत (+91)', 'पाकिस्तान (+92)', 'संयुक्त अरब अमीरात (+971)'],
    ['ur', 'ملک', 'بھارت (+91)', 'پاکستان (+92)', 'متحدہ عرب امارات (+971)'],
  ] as const)(
    'names the countries in the page’s language (%s), India first',
    async (lang, label, india, pakistan, uae) => {
      await loadPageTexts(lang);
      const { user } = renderFormAt(lang, saved);
      const country = screen.getByRole('textbox', { name: label });
      expect(country).toHaveValue(india);
      await user.click(country);
      // Mantine's dropdown is still fading in: its options are there, not yet "visible".
      const options = await screen.findAllByRole('option', { hidden: true });
      expect(options[0]).toHaveTextContent(india);
      expect(screen.getByRole('option', { name: pakistan, hidden: true })).toBeInTheDocument();
      expect(screen.getByRole('option', { name: uae, hidden: true })).toBeInTheDocument();
      expect(screen.queryByRole('option', { name: 'Pakistan (+92)', hidden: true })).toBeNull();
    },
  );
});

describe('countryOptionsIn', () => {
  it('keeps the English names where the runtime has no Intl.DisplayNames', () => {
    const DisplayNames = Intl.DisplayNames;
    try {
      // A runtime without it (an older browser).
      Reflect.deleteProperty(Intl, 'DisplayNames');
      expect(countryOptionsIn('hi')).toEqual(COUNTRY_OPTIONS);
    } finally {
      Object.defineProperty(Intl, 'DisplayNames', { value: DisplayNames, writable: true, configurable: true });
    }
    expect(countryOptionsIn('hi')[0]).toEqual({ value: 'IN', label: 'भारत (+91)' });
  });
});
