import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeServer, renderWithApp, type SentRequest } from '../../test/render';
import { chooseLanguage } from '../i18n/i18n';
import { EmergencyCardModal } from './emergency-card-modal';

// A vehicle's emergency card in the owner's language (docs/decisions/0069-web-app-languages.md).

const VEHICLE_ID = '0c1d2e3f-0000-4000-8000-0000000000a1';
const vehicle = { _id: VEHICLE_ID, registrationNumber: 'KA01AB1234' } as never;
const card = {
  vehicleId: VEHICLE_ID,
  enabled: false,
  showInsurance: false,
  consentAt: null,
  updatedAt: null,
  bloodGroup: null,
  allergies: null,
  conditions: null,
  medication: null,
  note: null,
  preferredHospital: null,
};
const views = [
  { _id: 'v1', at: '2026-11-24T10:00:00.000Z', reasonText: 'Accident', via: 'alert-page' },
  { _id: 'v2', at: '2026-11-23T09:00:00.000Z', reasonText: 'Fire', via: 'sos-page' },
];

afterEach(async () => {
  await chooseLanguage('en');
});

describe('the emergency card in Hindi', () => {
  it('asks in Hindi, refuses in Hindi without consent or a detail, and lists its views in Hindi', async () => {
    await chooseLanguage('hi');
    const sent: SentRequest[] = [];
    fakeServer({
      [`GET /api/vehicles/${VEHICLE_ID}/emergency-card`]: { body: { status: 'Success', data: card } },
      [`GET /api/vehicles/${VEHICLE_ID}/emergency-card/views`]: {
        body: { status: 'Success', data: views, total: 2 },
      },
      [`PUT /api/vehicles/${VEHICLE_ID}/emergency-card`]: (req: SentRequest) => {
        sent.push(req);
        return { body: { status: 'Success', message: 'Emergency card saved.', data: card } };
      },
    });
    const { user } = renderWithApp(<EmergencyCardModal vehicle={vehicle} onClose={() => {}} />);

    expect(await screen.findByRole('dialog', { name: 'इमरजेंसी कार्ड · KA01AB1234' })).toBeInTheDocument();
    await user.click(await screen.findByRole('switch', { name: /^यह कार्ड मदद करने वालों को दिखाएँ/ }));
    await user.click(screen.getByRole('button', { name: 'कार्ड सेव करें' }));
    // The contract's English checks, said in Hindi beside their fields; nothing is sent.
    expect(await screen.findByText('कार्ड दिखाने के लिए सहमति वाले बॉक्स पर टिक करें, या कार्ड बंद कर दें')).toBeVisible();
    expect(screen.getByText('कार्ड दिखाने के लिए कम से कम एक जानकारी भरें (ब्लड ग्रुप, एलर्जी…)')).toBeVisible();
    expect(sent).toHaveLength(0);

    const seen = screen.getByRole('list', { name: 'इमरजेंसी कार्ड कब-कब देखा गया' });
    expect(within(seen).getAllByRole('listitem')[0]).toHaveTextContent('भेजे गए अलर्ट के पेज पर');
    expect(screen.getByText(/^2 बार देखा गया।/)).toBeVisible();
  });
});
