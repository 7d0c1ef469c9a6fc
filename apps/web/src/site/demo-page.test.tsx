import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { fakeServer, renderWithApp } from '../../test/render';
import { PageLanguageLayout } from '../i18n/page-language';
import { loadPageTexts } from '../i18n/site-text';
import { AuthProvider } from '../lib/auth';
import { DemoPage } from './demo-page';

// /demo in English and at /hi/demo in Hindi (docs/decisions/0069-web-app-languages.md, "Public pages").

const SETTINGS = { hiddenSections: [], social: {}, supportEmail: 'help@safesathi.example', supportPhone: null };

function renderDemoAt(path: '/demo' | '/hi/demo') {
  fakeServer({ 'GET /api/settings': { body: { data: SETTINGS } } });
  const prefix = path === '/demo' ? '/' : '/hi';
  return renderWithApp(
    <AuthProvider>
      <Routes>
        <Route path={prefix} element={<PageLanguageLayout />}>
          <Route path="demo" element={<DemoPage />} />
        </Route>
      </Routes>
    </AuthProvider>,
    { path },
  );
}

/** The page's own words (not the public frame's), its labels included. */
function pageWords(): string {
  const content = screen
    .getByRole('heading', { level: 1 })
    .closest('.mantine-Container-root')!
    .cloneNode(true) as Element;
  // Mantine's responsive sizes are <style> elements in the page: CSS, not words.
  for (const style of content.querySelectorAll('style')) style.remove();
  const labels = [...content.querySelectorAll('[aria-label]')].map((e) => e.getAttribute('aria-label'));
  return [content.textContent, ...labels].join(' ');
}

describe('DemoPage (/demo, the SOS loop for visitors)', () => {
  it('reads in English at /demo, as before', async () => {
    renderDemoAt('/demo');
    expect(await screen.findByRole('heading', { level: 1, name: 'See how SafeSathi works' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'The SOS loop in four steps' })).toBeInTheDocument();
    expect(screen.getByText('Someone scans it')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Escalation to the emergency contacts' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'QR code of the demo tag SAFE2026' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open the demo SOS page' })).toHaveAttribute('href', '/SAFE2026');
    expect(screen.getByRole('link', { name: 'Get your own tag' })).toHaveAttribute('href', '/sign-up');
    expect(document.title).toBe('How it works · SafeSathi');
  });

  it('reads in Hindi at /hi/demo, with no English word left but the names SOS, QR, SMS and 112 keep', async () => {
    await loadPageTexts('hi');
    renderDemoAt('/hi/demo');
    expect(await screen.findByRole('heading', { level: 1, name: 'देखें SafeSathi कैसे काम करता है' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'आपातकालीन संपर्कों तक बात पहुँचना' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'डेमो टैग SAFE2026 का QR कोड' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'डेमो SOS पेज खोलें' })).toHaveAttribute('href', '/SAFE2026');
    expect(document.title).toBe('यह कैसे काम करता है · SafeSathi');
    const left = pageWords().replace(/SafeSathi|SAFE2026|SOS|QR|SMS|GST/g, '');
    expect(left.match(/[A-Za-z]{2,}/g) ?? []).toEqual([]);
  });
});
