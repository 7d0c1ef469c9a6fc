import { cleanup, screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeServer, renderWithApp } from '../../test/render';
import { LANGUAGE_KEY, TOKEN_KEY } from '../config';
import { PageLanguageLayout } from '../i18n/page-language';
import { loadPageTexts } from '../i18n/site-text';
import { AuthProvider } from '../lib/auth';
import { PublicFrame } from './public-frame';
import { installSiteShell } from './site-shell';

// The public pages' frame at a language's address (`/ta/shop`): its words, its links kept in that
// language, and the language menu of plain links (docs/decisions/0069-web-app-languages.md).

const SETTINGS = { hiddenSections: [], social: {}, supportEmail: 'help@safesathi.example', supportPhone: null };

async function renderFrameAt(path: string, lang: 'en' | 'ta' | 'ur') {
  await loadPageTexts(lang);
  const server = fakeServer({
    'GET /api/settings': { body: { data: SETTINGS } },
    'PUT /api/user/me': { body: { data: {} } },
  });
  const prefix = lang === 'en' ? '' : `/${lang}`;
  const page = <PublicFrame>page</PublicFrame>;
  const result = renderWithApp(
    <AuthProvider>
      <Routes>
        <Route path={prefix || '/'} element={<PageLanguageLayout />}>
          <Route path="shop" element={page} />
        </Route>
        <Route path="/privacy-policy" element={page} />
        <Route path="/success" element={page} />
      </Routes>
    </AuthProvider>,
    { path },
  );
  return { ...result, server };
}

// A click on a plain link would leave the page: the test stays, and sees where it was going.
function keepClicksOnThePage() {
  const followed: string[] = [];
  document.addEventListener('click', (event) => {
    const link = (event.target as Element).closest('a');
    if (!link) return;
    followed.push(link.getAttribute('href') ?? '');
    event.preventDefault();
  });
  return followed;
}

// Sign in is in the bar (an icon on a phone, named by its label) and, in words, in the phone menu.
function expectSignInLinks(name: string) {
  const links = screen.getAllByRole('link', { name });
  expect(links).toHaveLength(2);
  for (const link of links) expect(link).toHaveAttribute('href', '/sign-in');
}

afterEach(() => {
  localStorage.clear();
  document.documentElement.lang = 'en';
  document.documentElement.dir = 'ltr';
});

describe('the public frame in the page’s language', () => {
  it('speaks Tamil at /ta/shop, keeps the shop link in Tamil, and offers every language for this page', async () => {
    await renderFrameAt('/ta/shop', 'ta');

    expectSignInLinks('உள்நுழை');
    const sections = screen.getByRole('navigation', { name: 'பகுதிகள்' });
    expect(within(sections).getByRole('link', { name: 'கடை' })).toHaveAttribute('href', '/ta/shop');
    expect(within(sections).getByRole('link', { name: 'டெமோ' })).toHaveAttribute('href', '/ta/demo');
    // Pages with no Tamil version yet keep their address.
    expectSignInLinks('உள்நுழை');
    expect(within(sections).getByRole('link', { name: 'கேள்வி-பதில்' })).toHaveAttribute('href', '/ta/#faqs');
    expect(
      screen.getByText('உங்களுக்கும் நீங்கள் அக்கறை கொள்பவர்களுக்கும் சாலைப் பாதுகாப்பு. உதவி 24/7 கிடைக்கும்.'),
    ).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('lang', 'ta');

    // Its button is in the bar, and in the phone menu.
    expect(screen.getAllByRole('button', { name: 'மொழி: தமிழ்', hidden: true })).toHaveLength(2);
    const menu = screen.getByRole('navigation', { name: 'மொழி', hidden: true });
    const links = within(menu).getAllByRole('link', { hidden: true });
    expect(links.map((a) => a.getAttribute('href'))).toEqual([
      '/shop',
      '/hi/shop',
      '/bn/shop',
      '/te/shop',
      '/mr/shop',
      '/ta/shop',
      '/ur/shop',
      '/gu/shop',
      '/kn/shop',
      '/ml/shop',
    ]);
    expect(within(menu).getByRole('link', { name: 'தமிழ்', hidden: true })).toHaveAttribute('aria-current', 'page');
    expect(within(menu).getByRole('link', { name: 'اردو', hidden: true })).toHaveAttribute('lang', 'ur');
  });

  it('turns the page right to left in Urdu', async () => {
    await renderFrameAt('/ur/shop', 'ur');
    expectSignInLinks('سائن اِن');
    expect(document.documentElement).toHaveAttribute('lang', 'ur');
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
  });

  it('remembers a language chosen in the menu, before the app is up too, and saves it to a signed-in account', async () => {
    installSiteShell();
    const followed = keepClicksOnThePage();
    localStorage.setItem(TOKEN_KEY, 'a-session');
    const { user, server } = await renderFrameAt('/shop', 'en');

    const menu = screen.getByRole('navigation', { name: 'Language', hidden: true });
    await user.click(within(menu).getByRole('link', { name: 'اردو', hidden: true }));

    expect(followed).toEqual(['/ur/shop']);
    expect(localStorage.getItem(LANGUAGE_KEY)).toBe('ur');
    const saved = server.sent.find((r) => r.method === 'PUT');
    expect(saved).toMatchObject({
      method: 'PUT',
      path: '/api/user/me',
      body: { language: 'ur' },
      headers: { authorization: 'Bearer a-session' },
    });
    expect(server.fetch.mock.calls.at(-1)?.[1]).toMatchObject({ keepalive: true });
  });

  it('offers a policy in every language, and keeps the footer’s policies in the page’s language', async () => {
    await renderFrameAt('/privacy-policy', 'en');
    const menu = screen.getByRole('navigation', { name: 'Language', hidden: true });
    expect(within(menu).getByRole('link', { name: 'हिन्दी', hidden: true })).toHaveAttribute(
      'href',
      '/hi/privacy-policy',
    );
    cleanup();
    await renderFrameAt('/ta/shop', 'ta');
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: 'தனியுரிமைக் கொள்கை' })).toHaveAttribute(
      'href',
      '/ta/privacy-policy',
    );
  });

  it('has no language menu on a page that is in English only', async () => {
    await renderFrameAt('/success', 'en');
    expectSignInLinks('Sign in');
    expect(screen.queryAllByRole('button', { name: /^Language/, hidden: true })).toHaveLength(0);
    expect(screen.queryByRole('navigation', { name: 'Language', hidden: true })).not.toBeInTheDocument();
  });
});
