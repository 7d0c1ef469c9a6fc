import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { fakeServer, renderWithApp } from '../../test/render';
import { PageLanguageLayout } from '../i18n/page-language';
import { loadPageTexts } from '../i18n/site-text';
import { AuthProvider } from '../lib/auth';
import { ShopPage } from './shop-page';

// The public shop reads its products a page at a time (ADR 0060): a shop with more than a page has
// "Show more", which brings the next page under the first, to the last product.

const product = (n: number) => ({
  _id: `0c1d2e3f-0000-4000-8000-${String(n).padStart(12, '0')}`,
  name: `Product ${n}`,
  description: '',
  category: null,
  price: 100,
  discountedPrice: null,
  pricePaise: 10_000,
  discountedPricePaise: null,
  salePricePaise: 10_000,
  images: [],
  pictures: [],
  inStock: true,
  lowStock: null,
  hsn: null,
  isTag: false,
  rating: { average: 0, count: 0, stars: [0, 0, 0, 0, 0] },
  reviewCount: 0,
});

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => product(from + i));
/**
 * A page as the server answers it. The shop asks for 100 a page; these answers use pages of 4 (a server may
 * answer fewer than asked), so the test renders few cards while following the same page arithmetic.
 */
const page = (n: number, data: unknown[], total: number) => ({
  body: { status: 'Success', data, total, page: n, limit: 4 },
});
const settings = { body: { status: 'Success', data: {} } };

describe('ShopPage (the public shop, read a page at a time)', () => {
  it('shows the first page with "Show more", which brings the next pages under it to the last product', async () => {
    const answers = [page(1, range(1, 4), 10), page(2, range(5, 8), 10), page(3, range(9, 10), 10)];
    const server = fakeServer({ 'GET /api/shop/products': () => answers.shift()!, 'GET /api/settings': settings });
    const { user } = renderWithApp(
      <AuthProvider>
        <ShopPage />
      </AuthProvider>,
    );

    expect(await screen.findByText('Product 1')).toBeInTheDocument();
    expect(screen.getAllByTestId('store-product')).toHaveLength(4);
    expect(screen.queryByText('Product 5')).not.toBeInTheDocument();
    expect(screen.getByText('4 of 10 products shown')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Show more' }));
    expect(await screen.findByText('Product 8')).toBeInTheDocument();
    expect(screen.getByText('8 of 10 products shown')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show more' }));

    expect(await screen.findByText('Product 10')).toBeInTheDocument();
    expect(screen.getAllByTestId('store-product')).toHaveLength(10);
    expect(screen.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
    const asked = server.fetch.mock.calls.map(([url]) => new URL(String(url), 'http://localhost'));
    const shop = asked.filter((u) => u.pathname === '/api/shop/products').map((u) => u.searchParams);
    expect(shop.map((q) => q.get('page'))).toEqual(['1', '2', '3']);
    expect(shop.map((q) => q.get('limit'))).toEqual(['100', '100', '100']);
  });

  it('has no "Show more" when every product is on the first page', async () => {
    fakeServer({ 'GET /api/shop/products': page(1, range(1, 3), 3), 'GET /api/settings': settings });
    renderWithApp(
      <AuthProvider>
        <ShopPage />
      </AuthProvider>,
    );

    expect(await screen.findByText('Product 3')).toBeInTheDocument();
    expect(screen.getAllByTestId('store-product')).toHaveLength(3);
    expect(screen.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
  });

  // A discounted product rated by three people, and one nobody has rated yet.
  const rated = {
    ...product(1),
    salePricePaise: 8_000,
    rating: { average: 4.5, count: 3, stars: [0, 0, 0, 1, 2] },
    reviewCount: 3,
  };
  const list = page(1, [rated, product(2)], 2);

  it('says the price and stars in English at /shop', async () => {
    fakeServer({ 'GET /api/shop/products': list, 'GET /api/settings': settings });
    renderWithApp(
      <AuthProvider>
        <ShopPage />
      </AuthProvider>,
    );
    const [first, second] = await screen.findAllByTestId('store-product');
    expect(within(first!).getByText('incl. GST')).toBeInTheDocument();
    expect(within(first!).getByLabelText(/^was ₹100/)).toBeInTheDocument();
    expect(within(first!).getByRole('img', { name: 'Rated 4.5 out of 5 from 3 ratings' })).toBeInTheDocument();
    expect(within(second!).getByText('No ratings')).toBeInTheDocument();
  });

  it('says the price and stars in Hindi at /hi/shop, with no English left on a product', async () => {
    await loadPageTexts('hi');
    fakeServer({ 'GET /api/shop/products': list, 'GET /api/settings': settings });
    renderWithApp(
      <AuthProvider>
        <Routes>
          <Route path="/hi" element={<PageLanguageLayout />}>
            <Route path="shop" element={<ShopPage />} />
          </Route>
        </Routes>
      </AuthProvider>,
      { path: '/hi/shop' },
    );
    const [first, second] = await screen.findAllByTestId('store-product');
    expect(within(first!).getByText('GST सहित')).toBeInTheDocument();
    expect(within(first!).getByLabelText(/^पहले ₹100/)).toBeInTheDocument();
    expect(within(first!).getByRole('img', { name: '3 रेटिंग से 5 में से 4.5' })).toBeInTheDocument();
    expect(within(second!).getByText('कोई रेटिंग नहीं')).toBeInTheDocument();
    // Every word on a product card is Hindi but its name (English here) and the GST acronym.
    for (const card of [first!, second!]) {
      const words = [
        card.textContent,
        ...[...card.querySelectorAll('[aria-label]')].map((e) => e.getAttribute('aria-label')),
      ]
        .join(' ')
        .replace(/Product \d|GST/g, '');
      expect(words).not.toMatch(/[A-Za-z]{2,}/);
    }
  });
});
