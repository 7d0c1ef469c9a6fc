import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeServer, renderWithApp } from '../../test/render';
import { sosCall } from '../../test/sos-call-fixture';
import { AlertsSection } from './alerts-section';

describe("the owner's alerts: who was told, and how", () => {
  it('counts people, shows each once with their channels, and tells the app and the texts apart in the timeline', async () => {
    fakeServer({ 'GET /api/my/sos-calls': { body: { status: 'Success', data: [sosCall()], total: 1 } } });
    const { user } = renderWithApp(<AlertsSection />);

    const told = await screen.findByRole('list', { name: 'Who was told, and how' });
    expect(screen.getByText(/^Reached the phone of 1 person through the app;/)).toHaveTextContent(
      'Reached the phone of 1 person through the app; texts sent to 2 people; 1 reached a phone.',
    );
    const people = within(told).getAllByRole('listitem');
    expect(people.map((p) => p.getAttribute('aria-label'))).toEqual([
      'You: App reached the phone, SMS not needed: seen in the app',
      'Priya: App sent, SMS sent',
      'Ravi: WhatsApp reached the phone',
    ]);

    await user.click(screen.getByRole('button', { name: 'Timeline' }));
    const timeline = screen.getByLabelText('Alert timeline');
    expect(timeline).toHaveTextContent('Owner notified in the app');
    expect(timeline).toHaveTextContent("The owner's phone showed it in the app");
    expect(timeline).toHaveTextContent('Text to the owner not needed: seen in the app');
    expect(timeline).not.toHaveTextContent('Owner texted');
    expect(timeline).toHaveTextContent('Emergency contacts notified in the app');
    expect(timeline).not.toHaveTextContent('Not delivered');
  });
});
