import { ModalsProvider } from '@mantine/modals';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithApp } from '../../../test/render';
import { ModalFormActions } from '../../ui/form-dialog';
import { FormModal, useUnsavedChanges } from '../../ui/unsaved-changes';
import { adminI18n } from './admin-i18n';
import { AdminLanguageSwitcher, AdminTranslations } from './admin-translations';

/** A dialog whose form has unsaved changes, with the shared Cancel / Save row. */
function DirtyDialog() {
  return (
    <FormModal opened onClose={() => {}}>
      <DirtyForm />
    </FormModal>
  );
}

function DirtyForm() {
  const guard = useUnsavedChanges(true);
  return <ModalFormActions pending={false} onCancel={() => guard.cancel()} />;
}

afterEach(async () => {
  await adminI18n.changeLanguage('en');
});

describe('the shared dialog parts in the back office', () => {
  it('say Cancel, Save and the discard question in Hindi once Hindi is chosen', async () => {
    const { user } = renderWithApp(
      <ModalsProvider>
        <AdminTranslations>
          <AdminLanguageSwitcher />
          <DirtyDialog />
        </AdminTranslations>
      </ModalsProvider>,
    );
    expect(screen.getByRole('button', { name: 'Save' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'हिन्दी' }));
    expect(await screen.findByRole('button', { name: 'सेव करें' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'रद्द करें' }));
    expect(await screen.findByText('बदलाव छोड़ दें?')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'बदलते रहें' })).toBeInTheDocument();
  });

  it('stay English outside the back office, whatever its language', async () => {
    await adminI18n.changeLanguage('hi');
    const { user } = renderWithApp(
      <ModalsProvider>
        <DirtyDialog />
      </ModalsProvider>,
    );
    expect(screen.getByRole('button', { name: 'Save' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText('Discard your changes?')).toBeInTheDocument();
  });
});
