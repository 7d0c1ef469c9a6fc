import { ZBuyerReviewRequest, ZCheckoutAddress, ZReturnRequest } from '@safesathi/contract';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithApp } from '../../test/render';
import { OrderTimeline } from '../account/order-timeline';
import { translateFieldError } from '../i18n/field-errors';
import { chooseLanguage, i18n } from '../i18n/i18n';
import { CartTotals } from './cart-totals';

// The buy flow in the buyer's language (docs/decisions/0069-web-app-languages.md, "The buy flow").

afterEach(async () => {
  await chooseLanguage('en');
});

const messagesOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe('the buy flow in the buyer’s language', () => {
  it('says in Hindi every message the contract gives a new address, a return and a review', async () => {
    await chooseLanguage('hi');
    const messages = [
      ...messagesOf(ZCheckoutAddress.safeParse({ streetAdd: '', city: '', state: '', pincode: '12' })),
      ...messagesOf(
        ZCheckoutAddress.safeParse({ streetAdd: 'x', city: 'y'.repeat(101), state: 'Atlantis', pincode: '411001' }),
      ),
      ...messagesOf(ZReturnRequest.safeParse({})),
      ...messagesOf(ZReturnRequest.safeParse({ reason: 'broken' })),
      ...messagesOf(ZBuyerReviewRequest.safeParse({ starRating: 0, reviewText: 'z'.repeat(2001) })),
    ];
    expect(messages.length).toBeGreaterThanOrEqual(8);
    const said = messages.map((m) => translateFieldError(i18n.t, m));
    // None is left in English: each is in Devanagari.
    for (const [i, text] of said.entries()) expect(text, messages[i]).toMatch(/[\u0900-\u097F]/);
    expect(said).toContain('6 अंकों का पिन कोड लिखें');
    expect(said).toContain('100 अक्षरों से कम रखें');
    expect(said).toContain('भारत का कोई राज्य या केंद्र शासित प्रदेश चुनें');
    expect(said).toContain('1 से 5 स्टार चुनें');
  });

  it('keeps the English messages word for word', () => {
    expect(translateFieldError(i18n.t, 'Enter the state')).toBe('Enter the state');
    expect(translateFieldError(i18n.t, 'Keep the city under 100 characters')).toBe('Keep it under 100 characters');
    expect(translateFieldError(i18n.t, 'A refusal only the server says')).toBe('A refusal only the server says');
  });

  it('totals an order in Urdu, the amounts grouped the Indian way', async () => {
    await chooseLanguage('ur');
    renderWithApp(
      <CartTotals
        totals={{
          subtotalPaise: 12_500_000,
          discountPaise: 50_000,
          couponCode: 'SAFE10',
          shippingPaise: 5_000,
          taxPaise: 1_900_000,
          taxIncluded: true,
          totalPaise: 12_455_000,
          // The same amounts in rupees, as older clients read them.
          subtotal: 125_000,
          discount: 500,
          shipping: 50,
          tax: 19_000,
          total: 124_550,
        }}
      />,
    );
    const totals = screen.getByRole('group', { name: 'کل حساب' });
    expect(within(totals).getByText('ذیلی کل')).toBeInTheDocument();
    expect(within(totals).getByText('کوپن SAFE10')).toBeInTheDocument();
    expect(within(totals).getByText('−₹500')).toBeInTheDocument();
    expect(screen.getByTestId('cart-total')).toHaveTextContent('₹1,24,550');
    expect(screen.getByTestId('cart-gst')).toHaveTextContent('اس میں ₹19,000 GST شامل ہے');
  });

  it('tells what happened to an order in Tamil, each time as Tamil writes it', async () => {
    await chooseLanguage('ta');
    const order = {
      _id: 'o1',
      createdAt: '2026-03-02T09:30:00.000Z',
      payment: { method: 'online', status: 'paid', paidAt: '2026-03-02T09:31:00.000Z' },
      history: [{ to: 'Shipped', at: '2026-03-03T10:00:00.000Z', note: null }],
      tracking: { courier: 'BlueDart', trackingNumber: 'BD1', trackingUrl: 'https://track.example.in/BD1' },
      refunds: [],
    } as unknown as Parameters<typeof OrderTimeline>[0]['order'];
    renderWithApp(<OrderTimeline order={order} />);
    const timeline = screen.getByLabelText('ஆர்டருக்கு என்ன நடந்தது');
    expect(within(timeline).getByText('ஆர்டர் செய்யப்பட்டது')).toBeInTheDocument();
    expect(within(timeline).getByText('ஆன்லைனில் செலுத்தப்பட்டது')).toBeInTheDocument();
    expect(within(timeline).getByText('அனுப்பப்பட்டது')).toBeInTheDocument();
    expect(within(timeline).getByRole('link', { name: 'பார்சலைக் கண்காணி' })).toHaveAttribute(
      'href',
      'https://track.example.in/BD1',
    );
    // 15:00 in India on 2 March: the date DD/MM/YYYY, then the time as Tamil writes it (the browser's
    // ICU says "பிற்பகல் 3:00"; Node's, under test, may say "3:00 PM"), not the 24-hour "15:00".
    expect(within(timeline).getAllByText(/^02\/03\/2026, \D*3:\d\d/)).toHaveLength(2);
  });
});
