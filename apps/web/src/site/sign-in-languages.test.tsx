import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeServer } from '../../test/render';
import { chooseLanguage, detectLanguage, LANGUAGE_KEY } from '../i18n/i18n';
import { renderSignIn } from './render-sign-in';

afterEach(async () => {
  await chooseLanguage('en');
});

describe('the sign-in page in the visitor’s language', () => {
  it('reads in Hindi, and says what is wrong with the number in Hindi', async () => {
    await chooseLanguage('hi');
    const { user } = renderSignIn();

    expect(screen.getByRole('heading', { level: 1, name: 'साइन इन करें' })).toBeInTheDocument();
    expect(screen.getByLabelText(/मोबाइल नंबर/)).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('lang', 'hi');
    expect(document.documentElement).toHaveAttribute('dir', 'ltr');
    expect(document.title).toBe('साइन इन · SafeSathi');

    await user.click(screen.getByRole('button', { name: 'OTP भेजें' }));
    expect(await screen.findByText('अपना मोबाइल नंबर लिखें')).toBeInTheDocument();
  });

  it('reads right to left in Urdu, and back to left to right when Tamil is chosen from the menu', async () => {
    fakeServer({});
    await chooseLanguage('ur');
    const { user, unmount } = renderSignIn();

    expect(screen.getByRole('heading', { level: 1, name: 'سائن اِن کریں' })).toBeInTheDocument();
    expect(screen.getByLabelText(/موبائل نمبر/)).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('lang', 'ur');
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');

    await user.click(screen.getByRole('button', { name: 'زبان: اردو' }));
    // happy-dom has no layout, so Mantine's opening menu never counts as shown: find it all the same.
    await user.click(await screen.findByRole('menuitem', { name: 'தமிழ்', hidden: true }));

    expect(await screen.findByRole('heading', { level: 1, name: 'உள்நுழையுங்கள்' })).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('dir', 'ltr');
    expect(document.documentElement).toHaveAttribute('lang', 'ta');
    expect(window.localStorage.getItem(LANGUAGE_KEY)).toBe('ta');

    // The pages not yet translated are English again, and say so.
    unmount();
    expect(document.documentElement).toHaveAttribute('lang', 'en');
  });
});

describe('the first language', () => {
  it('is the stored choice, else the first of the browser’s languages the app has, else English', () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['fr-FR', 'hi-IN', 'en-GB']);
    expect(detectLanguage()).toBe('hi');
    window.localStorage.setItem(LANGUAGE_KEY, 'ml');
    expect(detectLanguage()).toBe('ml');
    window.localStorage.removeItem(LANGUAGE_KEY);
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['fr-FR', 'de']);
    expect(detectLanguage()).toBe('en');
  });
});
