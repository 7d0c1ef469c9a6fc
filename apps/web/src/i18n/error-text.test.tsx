import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeServer } from '../../test/render';
import { ApiError } from '../lib/api';
import { renderSignIn } from '../site/render-sign-in';
import { errorText, useErrorText } from './error-text';
import { chooseLanguage, currentLanguage, i18n } from './i18n';

const refusal = (code: string, message: string) => ({ status: 'Error', success: false, code, message });

/** The sign-in page, its layout around it (which words refusals in the page's language), asking for a code. */
async function askForCode(answer: { status: number; body: unknown; headers?: Record<string, string> }) {
  fakeServer({ 'POST /api/user/otp-generate': answer });
  const rendered = renderSignIn();
  await rendered.user.type(screen.getByRole('textbox'), '9876543210');
  await rendered.user.click(screen.getByRole('button', { name: i18n.t('auth:signIn.sendCode') }));
  return rendered;
}

const tooSoon = (seconds: number) => ({
  status: 429,
  body: refusal('RATE_LIMITED', `Please wait ${seconds} seconds before asking for another code.`),
  headers: { 'Retry-After': String(seconds) },
});

afterEach(async () => {
  await chooseLanguage('en');
});

describe('a refusal on a customer’s screen, in the page’s language', () => {
  it('asks a Hindi reader to wait 1 second, and 5 seconds, in Hindi', async () => {
    await chooseLanguage('hi');
    const first = await askForCode(tooSoon(1));
    expect(await screen.findByText('कृपया 1 सेकंड रुकें और फिर कोशिश करें।')).toBeInTheDocument();
    expect(screen.queryByText(/Please wait/)).not.toBeInTheDocument();
    first.unmount();

    await askForCode(tooSoon(5));
    expect(await screen.findByText('कृपया 5 सेकंड रुकें और फिर कोशिश करें।')).toBeInTheDocument();
  });

  it('asks an Urdu reader to wait in Urdu', async () => {
    await chooseLanguage('ur');
    await askForCode(tooSoon(5));
    expect(await screen.findByText('براہ کرم 5 سیکنڈ انتظار کریں اور پھر کوشش کریں۔')).toBeInTheDocument();
    expect(screen.queryByText(/Please wait/)).not.toBeInTheDocument();
  });

  it('says “1 second” and “5 seconds” in English, not the server’s “1 seconds”', async () => {
    const first = await askForCode(tooSoon(1));
    expect(await screen.findByText('Please wait 1 second and try again.')).toBeInTheDocument();
    first.unmount();
    await askForCode(tooSoon(5));
    expect(await screen.findByText('Please wait 5 seconds and try again.')).toBeInTheDocument();
  });

  it('shows the server’s own sentence for a code it does not know, never a blank', async () => {
    await chooseLanguage('hi');
    await askForCode({ status: 400, body: refusal('SOMETHING_NEW', 'Numbers from this range are paused today.') });
    expect(await screen.findByText('Numbers from this range are paused today.')).toBeInTheDocument();
  });
});

describe('errorText', () => {
  const wrong = (left: number) =>
    new ApiError({
      status: 401,
      code: 'OTP_INVALID',
      message: `The code is not correct. ${left} tries left.`,
      details: { triesLeft: left },
    });

  it('counts the tries left with the language’s plural forms', async () => {
    await chooseLanguage('hi');
    expect(errorText(i18n.t, wrong(1), currentLanguage())).toBe('कोड सही नहीं है। 1 कोशिश बाकी है।');
    expect(errorText(i18n.t, wrong(3), currentLanguage())).toBe('कोड सही नहीं है। 3 कोशिशें बाकी हैं।');
    await chooseLanguage('ur');
    expect(errorText(i18n.t, wrong(1), currentLanguage())).toBe('کوڈ درست نہیں ہے۔ 1 کوشش باقی ہے۔');
    expect(errorText(i18n.t, wrong(3), currentLanguage())).toBe('کوڈ درست نہیں ہے۔ 3 کوششیں باقی ہیں۔');
  });

  it('counts the tries from the number the server sends, never from its English sentence', async () => {
    await chooseLanguage('hi');
    const worded = (message: string, details?: { triesLeft: number }) =>
      errorText(i18n.t, new ApiError({ status: 401, code: 'OTP_INVALID', message, details }), currentLanguage());
    expect(worded('Le code est faux.', { triesLeft: 3 })).toBe('कोड सही नहीं है। 3 कोशिशें बाकी हैं।');
    // A sentence that happens to hold a count, with no number sent: the code is dead for all it says.
    expect(worded('The code is not correct. 3 tries left.')).toBe(worded('This code was already used.'));
    expect(worded('The code is not correct, and that was the last try.', { triesLeft: 0 })).toBe(
      worded('This code was already used.'),
    );
  });

  it('keeps the server’s sentence for a code that is an object’s own property name', async () => {
    await chooseLanguage('hi');
    const odd = new ApiError({ status: 400, code: 'constructor' as never, message: 'A proxy said so.' });
    expect(errorText(i18n.t, odd, currentLanguage())).toBe('A proxy said so.');
  });

  it('puts a long wait in minutes or hours, and says “too many” when the server gave no wait', async () => {
    const limited = (retryAfter?: number) =>
      new ApiError({ status: 429, code: 'RATE_LIMITED', message: 'Too many codes.', retryAfter });
    expect(errorText(i18n.t, limited(600), currentLanguage())).toBe(
      'Too many attempts. Please try again in 10 minutes.',
    );
    expect(errorText(i18n.t, limited(3 * 3600), currentLanguage())).toBe(
      'Too many attempts. Please try again in 3 hours.',
    );
    expect(errorText(i18n.t, limited(), currentLanguage())).toBe(
      'Too many attempts. Please wait a moment and try again.',
    );
  });

  it('keeps the server’s sentence on an English page, which often says more, but for a wait', async () => {
    const usedUp = new ApiError({
      status: 409,
      code: 'COUPON_USED_UP',
      message: 'The coupon “DIWALI” has been used its maximum of 100 times.',
    });
    expect(errorText(i18n.t, usedUp, 'en')).toBe('The coupon “DIWALI” has been used its maximum of 100 times.');
    await chooseLanguage('hi');
    expect(errorText(i18n.t, usedUp, 'hi')).toBe('यह कूपन जितनी बार चल सकता था, उतनी बार इस्तेमाल हो चुका है।');
  });

  it('keeps the server’s sentence where only it says the reason (CONFLICT, FORBIDDEN, …)', async () => {
    await chooseLanguage('hi');
    const conflict = new ApiError({
      status: 409,
      code: 'CONFLICT',
      message: 'You have already reviewed this product.',
    });
    expect(errorText(i18n.t, conflict, currentLanguage())).toBe('You have already reviewed this product.');
    expect(errorText(i18n.t, new Error('Cannot read properties of undefined'), currentLanguage())).toBe(
      'कुछ गड़बड़ हो गई। कृपया फिर से कोशिश करें।',
    );
  });
});

function Said({ error }: { error: unknown }) {
  const say = useErrorText();
  return <p>{say(error)}</p>;
}

describe('useErrorText', () => {
  it('keeps the server’s English outside a customer’s screen (the back office), whatever language was chosen', async () => {
    await chooseLanguage('hi');
    const message = 'Please wait 5 seconds before asking for another code.';
    render(<Said error={new ApiError({ status: 429, code: 'RATE_LIMITED', message, retryAfter: 5 })} />);
    expect(screen.getByText(message)).toBeInTheDocument();
  });
});
