import { ModalsProvider } from '@mantine/modals';
import { screen, within } from '@testing-library/react';
import { NuqsTestingAdapter } from 'nuqs/adapters/testing';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithApp } from '../../../test/render';
import { person, signedInAs } from '../../../test/session';
import { AuthProvider } from '../../lib/auth';
import { chooseAdminLanguage } from '../i18n/admin-i18n';
import { AdminTranslations } from '../i18n/admin-translations';
import { CategoriesPage } from './catalogue-pages';

// A catalogue screen in Hindi: its heading, add form, list and the ask-first delete, counted in Hindi.

const HELMETS = { _id: 'c0000000-0000-4000-8000-000000000001', name: 'Helmets' };

afterEach(async () => {
  await chooseAdminLanguage('en');
});

describe('the categories screen in Hindi', () => {
  it('words the add form, the list and the delete question in Hindi', async () => {
    await chooseAdminLanguage('hi');
    signedInAs(person({ permissions: ['createNewProduct', 'deleteProduct'] }), {
      'GET /api/categories': { body: { status: 'Success', data: [HELMETS] } },
    });
    const { user } = renderWithApp(
      <NuqsTestingAdapter>
        <AdminTranslations>
          <AuthProvider>
            <ModalsProvider>
              <CategoriesPage />
            </ModalsProvider>
          </AuthProvider>
        </AdminTranslations>
      </NuqsTestingAdapter>,
    );

    expect(await screen.findByRole('heading', { name: 'कैटेगरी', level: 1 })).toBeInTheDocument();
    const add = screen.getByRole('region', { name: 'कैटेगरी जोड़ें' });
    expect(within(add).getByRole('textbox', { name: /कैटेगरी का नाम/ })).toBeInTheDocument();
    expect(within(add).getByRole('button', { name: 'जोड़ें' })).toBeInTheDocument();

    await user.click(await screen.findByRole('checkbox', { name: 'Helmets चुनें' }));
    await user.click(screen.getByRole('button', { name: 'चुने हुए डिलीट करें (1)' }));
    const dialog = await screen.findByRole('dialog', { name: '1 कैटेगरी डिलीट करें?' });
    expect(within(dialog).getByRole('button', { name: 'डिलीट करें' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'रद्द करें' })).toBeInTheDocument();
  });
});
