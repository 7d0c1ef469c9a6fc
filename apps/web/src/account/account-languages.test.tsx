import { DirectionProvider } from '@mantine/core';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithApp, type SentRequest } from '../../test/render';
import { person, signedInAs } from '../../test/session';
import { chooseLanguage } from '../i18n/i18n';
import { AuthProvider } from '../lib/auth';
import { ContactsPage } from './contacts-page';
import { OrdersPage } from './orders-page';

// The account in the owner's language (docs/decisions/0069-web-app-languages.md).

const owner = person({ usertype: 'Customer', name: 'Meera Iyer' });
const CONTACTS = `/api/users/${owner._id}/contacts`;
const contact = { _id: 'c1', name: 'Ravi Iyer', phone: '9812345678', countryCode: '91' };

const order = {
  _id: '0c1d2e3f-0000-4000-8000-000000000001',
  orderNumber: 'ORD-000001',
  status: 'Shipped',
  productList: [{ name: 'SafeSathi QR Tag — Car', quantity: 2 }],
  orderAmount: 100000,
  totals: { totalPaise: 10_000_000 },
  deliveryDate: '2026-03-09',
  actualDeliveryDate: null,
  createdAt: '2026-03-02T06:30:00.000Z',
};

const render = (ui: React.ReactNode) =>
  renderWithApp(
    <DirectionProvider>
      <AuthProvider>{ui}</AuthProvider>
    </DirectionProvider>,
  );

afterEach(async () => {
  await chooseLanguage('en');
});

describe('the account in Hindi and Urdu', () => {
  it('lists the emergency contacts in Hindi, and says in Hindi what is wrong with a new one', async () => {
    await chooseLanguage('hi');
    const server = signedInAs(owner, {
      [`GET ${CONTACTS}`]: { body: { status: 'Success', data: [contact] } },
      [`PUT ${CONTACTS}`]: (req: SentRequest) => ({
        body: {
          status: 'Success',
          data: [
            contact,
            {
              _id: 'c2',
              countryCode: '91',
              ...(req.body as { contacts: { name: string; phone: string }[] }).contacts[1],
            },
          ],
        },
      }),
    });
    const { user } = render(<ContactsPage />);

    expect(await screen.findByRole('heading', { level: 1, name: 'आपातकालीन संपर्क' })).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('lang', 'hi');
    expect(document.title).toBe('आपातकालीन संपर्क · SafeSathi');
    const list = await screen.findByRole('list', { name: 'मेरे आपातकालीन संपर्क' });
    expect(list).toHaveTextContent('Ravi Iyer');
    expect(within(list).getByRole('button', { name: 'बदलें Ravi Iyer' })).toBeInTheDocument();
    expect(screen.getByText('5 में से 1')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'संपर्क जोड़ें' }));
    const form = screen.getByRole('form', { name: 'आपातकालीन संपर्क जोड़ें' });
    await user.click(within(form).getByRole('button', { name: 'संपर्क जोड़ें' }));
    expect(await within(form).findByText('संपर्क का नाम लिखें')).toBeInTheDocument();
    expect(server.sent.some((r) => r.method === 'PUT')).toBe(false);

    await user.type(within(form).getByLabelText(/नाम/), 'Sunita Rao');
    await user.type(within(form).getByLabelText(/मोबाइल नंबर/), '9812345678');
    await user.click(within(form).getByRole('button', { name: 'संपर्क जोड़ें' }));
    expect(await within(form).findByText('यह नंबर पहले से आपके संपर्कों में है')).toBeInTheDocument();
  });

  it('lists the orders in Urdu, right to left, the amount grouped the Indian way', async () => {
    await chooseLanguage('ur');
    signedInAs(owner, { 'GET /api/user/me/orders': { body: { status: 'Success', data: [order], total: 1 } } });
    render(<OrdersPage />);

    const table = await screen.findByRole('table', { name: 'میرے آرڈر' });
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(document.documentElement).toHaveAttribute('lang', 'ur');
    const row = within(table).getAllByRole('row')[1]!;
    expect(row).toHaveTextContent('₹1,00,000');
    expect(row).toHaveTextContent('بھیجا گیا');
    expect(row).toHaveTextContent('آرڈر کیا 02/03/2026');
    expect(row).toHaveTextContent('متوقع 09/03/2026');
    expect(within(row).getByRole('button', { name: 'انوائس (ORD-000001)' })).toBeInTheDocument();
  });

  it('says the same in English, and back to left to right', async () => {
    signedInAs(owner, { 'GET /api/user/me/orders': { body: { status: 'Success', data: [order], total: 1 } } });
    render(<OrdersPage />);
    const row = within(await screen.findByRole('table', { name: 'My orders' })).getAllByRole('row')[1]!;
    expect(document.documentElement).toHaveAttribute('dir', 'ltr');
    expect(row).toHaveTextContent('₹1,00,000');
    expect(row).toHaveTextContent('Shipped');
    expect(within(row).getByRole('button', { name: 'Invoice of ORD-000001' })).toBeInTheDocument();
  });
});
