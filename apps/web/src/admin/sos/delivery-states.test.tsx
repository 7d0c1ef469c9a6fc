import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../../test/render';
import { ladderMessages } from '../../../test/sos-call-fixture';
import { DeliveryBadges, DeliveryTable } from './delivery-states';

describe('the back office’s delivery per recipient', () => {
  it('lists each person once with a badge per channel tried and what became of it', () => {
    renderWithApp(<DeliveryBadges notifications={ladderMessages()} />);
    const list = screen.getByRole('list', { name: 'Message delivery' });
    const people = within(list).getAllByRole('listitem');
    expect(people).toHaveLength(3);
    expect(people[0]).toHaveAccessibleName('Owner: App reached the phone, SMS not needed: seen in the app');
    expect(within(people[0]!).getByText('App: reached the phone')).toBeVisible();
    expect(within(people[0]!).getByText('SMS: not needed: seen in the app')).toBeVisible();
    expect(people[1]).toHaveAccessibleName('Priya: App sent, SMS sent');
    expect(people[2]).toHaveAccessibleName('Ravi: WhatsApp reached the phone');
    expect(list).not.toHaveTextContent('failed');
  });

  it('gives each person one entry in the details, with their number and a line per channel', () => {
    renderWithApp(<DeliveryTable notifications={ladderMessages()} />);
    const rows = within(screen.getByRole('list', { name: 'Delivery details' })).getAllByRole('listitem');
    expect(rows).toHaveLength(3);
    expect(rows[0]).toHaveTextContent('Aarav Sharma');
    expect(rows[0]).toHaveTextContent('+91 90000 00001');
    expect(rows[0]).toHaveTextContent(/App: reached the phone\s*Reached the phone/);
    expect(rows[1]).toHaveTextContent('App: sent');
    expect(rows[1]).toHaveTextContent('SMS: sent');
    expect(rows[2]).toHaveTextContent('WhatsApp: reached the phone');
  });
});
