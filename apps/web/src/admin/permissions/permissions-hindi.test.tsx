import { allFlags } from '@safesathi/contract';
import { screen, within } from '@testing-library/react';
import { NuqsTestingAdapter } from 'nuqs/adapters/testing';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithApp } from '../../../test/render';
import { person, signedInAs } from '../../../test/session';
import { AuthProvider } from '../../lib/auth';
import { chooseAdminLanguage } from '../i18n/admin-i18n';
import { AdminTranslations } from '../i18n/admin-translations';
import { PermissionsPage } from './permissions-page';

// The permission flags, their groups and the presets in Hindi: the super admin reads what each box allows.

const superAdmin = person({ isSuperAdmin: true, permissions: ['viewAdmin'] });
const meena = {
  ...person({ _id: 'a0000000-0000-4000-8000-000000000002', name: 'Meena Das' }),
  credits: 0,
  emergencyContacts: [],
  vehicles: [],
};

afterEach(async () => {
  await chooseAdminLanguage('en');
});

describe('the permissions screen in Hindi', () => {
  it('names each flag, group and preset in Hindi, and a preset fills the boxes', async () => {
    await chooseAdminLanguage('hi');
    signedInAs(superAdmin, {
      'GET /api/users': { body: { status: 'Success', data: [meena], total: 1 } },
      [`GET /api/admin/permissions/${meena._id}`]: { body: { status: 'Success', data: allFlags(false) } },
    });
    const { user } = renderWithApp(
      <NuqsTestingAdapter>
        <AdminTranslations>
          <AuthProvider>
            <PermissionsPage />
          </AuthProvider>
        </AdminTranslations>
      </NuqsTestingAdapter>,
    );

    expect(await screen.findByRole('heading', { name: 'अनुमतियाँ', level: 1 })).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Meena Das की अनुमतियाँ' }));
    const dialog = await screen.findByRole('dialog', { name: 'Meena Das को अनुमति दें' });

    const customers = await within(dialog).findByRole('group', { name: 'ग्राहक' });
    const viewCustomers = within(customers).getByRole('checkbox', { name: 'ग्राहक देखें' });
    expect(viewCustomers).not.toBeChecked();
    expect(within(customers).getByRole('checkbox', { name: 'ग्राहक में सभी चुनें' })).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'सपोर्ट' }));
    expect(viewCustomers).toBeChecked();
    expect(within(dialog).getByRole('checkbox', { name: 'QR कोड प्रिंट करें' })).not.toBeChecked();
    expect(within(dialog).getByRole('button', { name: 'सेव करें' })).toBeInTheDocument();
  });
});
