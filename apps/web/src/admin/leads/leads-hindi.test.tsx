import { screen, within } from '@testing-library/react';
import { NuqsTestingAdapter } from 'nuqs/adapters/testing';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithApp } from '../../../test/render';
import { person, signedInAs } from '../../../test/session';
import { AuthProvider } from '../../lib/auth';
import { chooseAdminLanguage } from '../i18n/admin-i18n';
import { AdminTranslations } from '../i18n/admin-translations';
import { LeadsPage } from './leads-page';

// The back office stays English, with Hindi for who chooses it (issue 26, point 5).

const lead = {
  _id: 'l0000000-0000-4000-8000-000000000001',
  name: 'Ravi Kumar',
  email: 'ravi@example.com',
  phone: '9812345678',
  countryCode: '91',
  usertype: 'Customer',
  message: 'Do the tags fit a scooter?',
  handled: false,
  handledAt: null,
  handledBy: null,
  createdAt: '2026-03-02T06:30:00.000Z',
};

function openQueries() {
  const server = signedInAs(person({ permissions: ['viewQueries'] }), {
    'GET /api/leads': { body: { status: 'Success', data: [lead], total: 1 } },
    'PUT /api/leads/l0000000-0000-4000-8000-000000000001': {
      body: { status: 'Success', message: 'Marked handled.', data: { ...lead, handled: true } },
    },
  });
  const view = renderWithApp(
    <NuqsTestingAdapter>
      <AdminTranslations>
        <AuthProvider>
          <LeadsPage />
        </AuthProvider>
      </AdminTranslations>
    </NuqsTestingAdapter>,
  );
  return { server, ...view };
}

afterEach(async () => {
  await chooseAdminLanguage('en');
});

describe('the queries screen in Hindi', () => {
  it('says its title, filters, card and notice in Hindi once Hindi is chosen', async () => {
    await chooseAdminLanguage('hi');
    const { user } = openQueries();

    expect(await screen.findByRole('heading', { name: 'पूछताछ' })).toBeInTheDocument();
    const card = within(await screen.findByRole('list', { name: 'पूछताछ' })).getByRole('listitem');
    expect(within(card).getByText('बाकी')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'निपटाई गई' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'पूछताछ खोजें' })).toBeInTheDocument();

    await user.click(within(card).getByRole('button', { name: 'निपटाया हुआ मार्क करें' }));
    expect(await screen.findByText('Ravi Kumar: निपटाया हुआ मार्क किया गया।')).toBeInTheDocument();
    expect(screen.queryByText('Mark handled')).not.toBeInTheDocument();
  });

  it('stays in English when nobody chose Hindi', async () => {
    openQueries();
    expect(await screen.findByRole('heading', { name: 'Queries' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Mark handled' })).toBeInTheDocument();
  });
});
