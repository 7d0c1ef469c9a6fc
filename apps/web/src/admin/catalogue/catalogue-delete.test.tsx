import { ModalsProvider } from '@mantine/modals';
import { screen, within } from '@testing-library/react';
import { NuqsTestingAdapter } from 'nuqs/adapters/testing';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../../test/render';
import { person, signedInAs } from '../../../test/session';
import { AuthProvider } from '../../lib/auth';
import { CategoriesPage } from './catalogue-pages';

// "Delete selected" on a catalogue screen posts the ticked ids to the clean POST …/bulk-delete (ADR 0061),
// and a refusal (a category still in use) stays in the dialog in the server's words.

const HELMETS = { _id: 'c0000000-0000-4000-8000-000000000001', name: 'Helmets' };
const TAGS = { _id: 'c0000000-0000-4000-8000-000000000002', name: 'QR Tags' };

const admin = person({ permissions: ['deleteProduct'] });

function openCategories(bulkDelete: { status?: number; body: unknown }) {
  const server = signedInAs(admin, {
    'GET /api/categories': { body: { status: 'Success', data: [HELMETS, TAGS] } },
    'POST /api/categories/bulk-delete': bulkDelete,
  });
  const view = renderWithApp(
    <NuqsTestingAdapter>
      <AuthProvider>
        <ModalsProvider>
          <CategoriesPage />
        </ModalsProvider>
      </AuthProvider>
    </NuqsTestingAdapter>,
  );
  return { server, ...view };
}

describe('deleting categories', () => {
  it('posts the ticked ids to /api/categories/bulk-delete and says how many went', async () => {
    const { server, user } = openCategories({
      body: { status: 'Success', message: '1 category deleted.', data: { deleted: 1 } },
    });
    await user.click(await screen.findByRole('checkbox', { name: 'Select Helmets' }));
    await user.click(screen.getByRole('button', { name: /Delete selected/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete 1 category?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('1 category deleted.')).toBeInTheDocument();
    expect(server.sent.filter((r) => r.method !== 'GET' && r.path !== '/api/verify-token')).toEqual([
      { method: 'POST', path: '/api/categories/bulk-delete', body: { ids: [HELMETS._id] } },
    ]);
  });

  it("keeps the dialog open with the server's sentence when a category is in use", async () => {
    const { user } = openCategories({
      status: 409,
      body: {
        status: 'Error',
        success: false,
        code: 'IN_USE',
        message: 'QR Tags: 2 products use this category.',
      },
    });
    await user.click(await screen.findByRole('checkbox', { name: 'Select QR Tags' }));
    await user.click(screen.getByRole('button', { name: /Delete selected/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete 1 category?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    expect(await within(dialog).findByText('QR Tags: 2 products use this category.')).toBeInTheDocument();
  });
});
