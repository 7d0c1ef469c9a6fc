import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeServer, renderWithApp } from '../../test/render';
import { OrdersPage } from './orders-page';

const order = (fields: Record<string, unknown>) => ({
  _id: '0c1d2e3f-0000-4000-8000-000000000001',
  orderNumber: 'ORD-000001',
  status: 'Created',
  productList: [{ name: 'SafeSathi QR Tag — Car', quantity: 2 }],
  orderAmount: 598,
  totals: { totalPaise: 59800 },
  deliveryDate: null,
  actualDeliveryDate: null,
  createdAt: '2026-03-02T06:30:00.000Z',
  ...fields,
});

const listAnswer = (data: unknown[]) => ({ body: { status: 'Success', data, total: data.length } });

describe('OrdersPage (a list: loading, empty, error, rows)', () => {
  it('says it is loading until the answer comes, then shows one row per order', async () => {
    let answer!: (a: ReturnType<typeof listAnswer>) => void;
    fakeServer({ 'GET /api/user/me/orders': new Promise((resolve) => (answer = resolve)) });
    renderWithApp(<OrdersPage />);

    expect(await screen.findByRole('status')).toHaveTextContent('Loading your orders…');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();

    answer(
      listAnswer([
        order({ _id: '0c1d2e3f-0000-4000-8000-000000000002', orderNumber: 'ORD-000002', status: 'Delivered' }),
        order({ productList: [{ name: 'Roadside Safety Kit', quantity: 1 }], totals: { totalPaise: 149900 } }),
      ]),
    );

    const table = await screen.findByRole('table', { name: 'My orders' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('ORD-000002');
    expect(rows[0]).toHaveTextContent('Delivered');
    expect(rows[1]).toHaveTextContent('Roadside Safety Kit × 1');
    expect(rows[1]).toHaveTextContent('₹1,499');
    expect(within(rows[1]!).getByRole('link', { name: 'ORD-000001' })).toHaveAttribute(
      'href',
      '/account/orders/0c1d2e3f-0000-4000-8000-000000000001',
    );
    expect(screen.queryByText('Loading your orders…')).not.toBeInTheDocument();
  });

  it('shows the empty state, with the way to the shop, when there are no orders', async () => {
    fakeServer({ 'GET /api/user/me/orders': listAnswer([]) });
    renderWithApp(<OrdersPage />);

    expect(await screen.findByRole('heading', { name: 'No orders yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the shop' })).toHaveAttribute('href', '/shop');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it("shows the server's sentence when the list cannot be loaded, and loads it again on Try again", async () => {
    let calls = 0;
    const server = fakeServer({
      'GET /api/user/me/orders': () =>
        ++calls === 1
          ? { status: 500, body: { status: 'Error', code: 'INTERNAL', message: 'The order list is resting.' } }
          : listAnswer([order({})]),
    });
    const { user } = renderWithApp(<OrdersPage />);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not load your orders');
    expect(alert).toHaveTextContent('The order list is resting.');

    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table', { name: 'My orders' })).toHaveTextContent('ORD-000001');
    expect(server.sent.map((r) => r.path)).toEqual(['/api/user/me/orders', '/api/user/me/orders']);
  });
});
