import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithApp } from '../../../test/render';
import { ADMIN_LANGUAGE_KEY, LANGUAGE_KEY } from '../../config';
import { AdminNotFound } from '../admin-not-found';
import { adminI18n } from './admin-i18n';
import { AdminLanguageSwitcher, AdminTranslations } from './admin-translations';

const page = () =>
  renderWithApp(
    <AdminTranslations>
      <AdminLanguageSwitcher />
      <AdminNotFound />
    </AdminTranslations>,
    { path: '/admin-nowhere' },
  );

afterEach(async () => {
  await adminI18n.changeLanguage('en');
});

describe('the back office in Hindi', () => {
  it('shows a screen in Hindi once chosen, remembers the choice, and goes back to English', async () => {
    const { user } = page();
    expect(screen.getByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'English' })).toHaveAttribute('aria-pressed', 'true');

    await user.click(screen.getByRole('button', { name: 'हिन्दी' }));
    expect(await screen.findByRole('heading', { name: 'पेज नहीं मिला' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'ऑर्डर पर जाएँ' })).toBeInTheDocument();
    expect(screen.queryByText('Page not found')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'हिन्दी' })).toHaveAttribute('aria-pressed', 'true');
    expect(window.localStorage.getItem(ADMIN_LANGUAGE_KEY)).toBe('hi');
    expect(document.documentElement.lang).toBe('hi');

    await user.click(screen.getByRole('button', { name: 'English' }));
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(window.localStorage.getItem(ADMIN_LANGUAGE_KEY)).toBe('en');
    expect(document.documentElement.lang).toBe('en');
  });

  it('opens in the Hindi chosen before, showing English (not a blank page) until it is in', async () => {
    window.localStorage.setItem(ADMIN_LANGUAGE_KEY, 'hi');
    page();
    // Rendered at once, never blank: in English while Hindi loads (at once in Hindi when an earlier
    // test has loaded it already).
    expect(screen.getByRole('heading', { name: /^(Page not found|पेज नहीं मिला)$/ })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'पेज नहीं मिला' })).toBeInTheDocument();
  });

  it('stays English whatever language the customer side was given', async () => {
    window.localStorage.setItem(LANGUAGE_KEY, 'hi');
    page();
    await waitFor(() => expect(document.documentElement.lang).toBe('en'));
    expect(screen.getByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });
});
