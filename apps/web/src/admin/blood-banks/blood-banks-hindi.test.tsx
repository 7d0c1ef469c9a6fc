import { screen, within } from '@testing-library/react';
import { NuqsTestingAdapter } from 'nuqs/adapters/testing';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithApp } from '../../../test/render';
import { person, signedInAs } from '../../../test/session';
import { AuthProvider } from '../../lib/auth';
import { chooseAdminLanguage } from '../i18n/admin-i18n';
import { AdminTranslations } from '../i18n/admin-translations';
import { BloodBanksPage } from './blood-banks-page';

// The blood-bank directory in Hindi: the import box, the category filter and the table's words.

const bank = {
  _id: 'bb000000-0000-4000-8000-000000000001',
  name: 'City Blood Centre',
  state: 'Karnataka',
  district: 'Bengaluru Urban',
  city: 'Bengaluru',
  address: '1 MG Road',
  pincode: '560001',
  phone: '08012345678',
  email: null,
  category: 'charitable',
  open24h: true,
  latitude: 12.97,
  longitude: 77.59,
  locatedFrom: 'pin',
  mapUrl: 'https://maps.example/?q=12.97,77.59',
  updatedAt: '2026-03-02T06:30:00.000Z',
};

afterEach(async () => {
  await chooseAdminLanguage('en');
});

describe('the blood banks screen in Hindi', () => {
  it('words the import, the filter and each row in Hindi', async () => {
    await chooseAdminLanguage('hi');
    signedInAs(person({ permissions: ['viewBloodBanks', 'editBloodBanks'] }), {
      'GET /api/blood-banks': { body: { status: 'Success', data: [bank], total: 1 } },
    });
    renderWithApp(
      <NuqsTestingAdapter>
        <AdminTranslations>
          <AuthProvider>
            <BloodBanksPage />
          </AuthProvider>
        </AdminTranslations>
      </NuqsTestingAdapter>,
    );

    expect(await screen.findByRole('heading', { name: 'ब्लड बैंक', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'CSV से इम्पोर्ट करें' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'इम्पोर्ट करें' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'धर्मार्थ' })).toBeInTheDocument();

    const table = await screen.findByRole('table', { name: 'ब्लड बैंक' });
    expect(within(table).getByRole('columnheader', { name: /पिन कोड/ })).toBeInTheDocument();
    const row = await within(table).findByRole('row', { name: /City Blood Centre/ });
    expect(within(row).getByText('धर्मार्थ')).toBeInTheDocument();
    expect(within(row).getByText('24 घंटे')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'नक्शा (पिन कोड का इलाका) — City Blood Centre' })).toBeInTheDocument();
  });
});
