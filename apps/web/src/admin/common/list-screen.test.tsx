import type { TAdminCart } from '@safesathi/contract';
import { screen, within } from '@testing-library/react';
import { NuqsTestingAdapter } from 'nuqs/adapters/testing';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../../test/render';
import { person, signedInAs } from '../../../test/session';
import { AuthProvider } from '../../lib/auth';
import { CartsPage } from '../shop/carts/carts-page';

// The list screen (ListScreen) through the Carts screen, one of the four built on it.

const admin = person({ permissions: ['viewCart'] });

const cart = (n: number): TAdminCart => ({
  _id: `c0c0c0c0-0000-4000-8000-${String(n).padStart(12, '0')}`,
  customer: {
    _id: `d0d0d0d0-0000-4000-8000-${String(n).padStart(12, '0')}`,
    name: `Customer ${n}`,
    phone: '9876500000',
  },
  items: [{ productId: 'p1', name: 'SafeSathi QR Tag — Car', quantity: n }],
  itemCount: n,
  value: 299 * n,
  valuePaise: 29900 * n,
  state: n % 2 ? 'open' : 'abandoned',
  ageHours: 3,
  createdAt: '2026-03-01T00:00:00.000Z',
  updatedAt: '2026-03-01T00:00:00.000Z',
});

const page = (data: TAdminCart[], total = data.length) => ({ body: { status: 'Success', data, total } });
type Answer = ReturnType<typeof page> | { status: number; body: unknown } | Promise<ReturnType<typeof page>>;

/** The Carts screen, signed in as an admin who may see carts, `carts` answering each list request. */
function openCarts(carts: (query: URLSearchParams) => Answer) {
  const queries: URLSearchParams[] = [];
  const server = signedInAs(admin, {
    'GET /api/admin/carts': () => {
      const url = String(server.fetch.mock.calls.at(-1)![0]);
      const query = new URL(url, 'http://localhost').searchParams;
      queries.push(query);
      return carts(query);
    },
  });
  const view = renderWithApp(
    <NuqsTestingAdapter hasMemory>
      <AuthProvider>
        <CartsPage />
      </AuthProvider>
    </NuqsTestingAdapter>,
    { path: '/admin-carts' },
  );
  return { ...view, queries };
}

const bodyRows = (table: HTMLElement) => within(table).getAllByRole('row').slice(1);

describe('ListScreen (a back-office list: loading, rows, empty, error, pages)', () => {
  it('says it is loading until the page comes, then shows a row per record', async () => {
    let answer!: (a: ReturnType<typeof page>) => void;
    openCarts(() => new Promise((resolve) => (answer = resolve)));

    expect(await screen.findByRole('heading', { name: 'Carts' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Customers’ carts' });
    expect(await screen.findByText('Loading...')).toBeInTheDocument();
    expect(table).toHaveAttribute('aria-busy', 'true');

    answer(page([cart(1), cart(2)]));
    await within(table).findByText('Customer 1');
    const rows = bodyRows(table);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('SafeSathi QR Tag — Car × 1');
    expect(rows[0]).toHaveTextContent('Open');
    expect(rows[1]).toHaveTextContent('Abandoned');
    expect(table).toHaveAttribute('aria-busy', 'false');
  });

  it('says so when nothing matches', async () => {
    openCarts(() => page([]));
    expect(await screen.findByText('No carts with anything in them.')).toBeInTheDocument();
  });

  it('shows the server’s sentence when the page cannot be loaded, and asks again on Try again', async () => {
    let calls = 0;
    const { user, queries } = openCarts(() =>
      ++calls === 1
        ? { status: 500, body: { status: 'Error', code: 'INTERNAL', message: 'The cart list is resting.' } }
        : page([cart(1)]),
    );

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not load customers’ carts');
    expect(alert).toHaveTextContent('The cart list is resting.');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Customer 1')).toBeInTheDocument();
    expect(queries).toHaveLength(2);
  });

  it('pages on the server: the next page asks for page 2 and shows its rows; a filter goes back to page 1', async () => {
    const all = Array.from({ length: 12 }, (_, i) => cart(i + 1));
    const { user, queries } = openCarts((q) => {
      const at = (Number(q.get('page')) - 1) * Number(q.get('limit'));
      return page(all.slice(at, at + Number(q.get('limit'))), all.length);
    });

    expect(await screen.findByText('1-10 of 12')).toBeInTheDocument();
    expect(queries[0]!.get('page')).toBe('1');
    expect(queries[0]!.get('limit')).toBe('10');

    await user.click(screen.getByRole('button', { name: '2' }));
    expect(await screen.findByText('11-12 of 12')).toBeInTheDocument();
    expect(await screen.findByText('Customer 11')).toBeInTheDocument();
    expect(screen.queryByText('Customer 1')).not.toBeInTheDocument();
    expect(queries.at(-1)!.get('page')).toBe('2');

    await user.click(screen.getByRole('radio', { name: 'Abandoned' }));
    await screen.findByText('1-10 of 12');
    expect(queries.at(-1)!.get('state')).toBe('abandoned');
    expect(queries.at(-1)!.get('page')).toBe('1');
  });
});
