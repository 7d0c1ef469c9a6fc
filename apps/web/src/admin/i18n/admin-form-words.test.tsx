import { MantineProvider } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { ModalsProvider } from '@mantine/modals';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Link, Outlet, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithApp } from '../../../test/render';
import { ModalFormActions } from '../../ui/form-dialog';
import { ImagePicker } from '../../ui/image-picker';
import { FormModal, UnsavedChangesGuard, useUnsavedChanges } from '../../ui/unsaved-changes';
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

  it('ask before leaving a page with unsaved changes in the back office’s language', async () => {
    // The guard sits above the back office (inside the router, as in the app); the form is in it.
    const router = createMemoryRouter([
      {
        path: '/',
        element: (
          <UnsavedChangesGuard>
            <Outlet />
          </UnsavedChangesGuard>
        ),
        children: [
          {
            index: true,
            element: (
              <AdminTranslations>
                <AdminLanguageSwitcher />
                <PageForm />
                <Link to="/other">Leave</Link>
              </AdminTranslations>
            ),
          },
          { path: 'other', element: <p>Another page</p> },
        ],
      },
    ]);
    const user = userEvent.setup();
    render(
      <MantineProvider>
        <ModalsProvider>
          <RouterProvider router={router} />
        </ModalsProvider>
      </MantineProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'हिन्दी' }));
    await screen.findByRole('button', { name: 'English' });
    await user.click(screen.getByRole('link', { name: 'Leave' }));
    expect(await screen.findByText('बदलाव छोड़ दें?')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'बदलते रहें' }));
    expect(screen.queryByText('Another page')).not.toBeInTheDocument();
  });
});

describe('the picture picker in the back office', () => {
  it('speaks Hindi once Hindi is chosen, its refusal too; outside the back office it stays English', async () => {
    const { user } = renderWithApp(
      <>
        <AdminTranslations>
          <AdminLanguageSwitcher />
          <ImagePicker label="बैनर" files={[]} onFilesChange={() => {}} />
        </AdminTranslations>
        <ImagePicker label="Photo" files={[]} onFilesChange={() => {}} />
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'हिन्दी' }));
    expect(await screen.findByText('तस्वीर यहाँ छोड़ें या')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'तस्वीर चुनें (बैनर के लिए)' })).toBeInTheDocument();
    expect(screen.getByText('JPEG, PNG, WebP या GIF, हर एक 5 MB तक')).toBeInTheDocument();
    // A file that is no picture is refused in Hindi, before any upload.
    const text = new File(['hello'], 'notes.txt', { type: 'text/plain' });
    await userEvent.setup({ applyAccept: false }).upload(screen.getByLabelText('बैनर'), text);
    expect(await screen.findByText('notes.txt तस्वीर नहीं है। JPEG, PNG, WebP या GIF चुनें।')).toBeInTheDocument();
    // The customer side's picker, beside it, is in English.
    expect(screen.getByRole('button', { name: 'Choose a picture for Photo' })).toBeInTheDocument();
  });
});

describe('the date pickers in the back office', () => {
  it('name the months in Hindi once Hindi is chosen', async () => {
    const { user } = renderWithApp(
      <AdminTranslations>
        <AdminLanguageSwitcher />
        <DatePickerInput label="Day" defaultValue="2026-11-05" />
      </AdminTranslations>,
    );
    expect(screen.getByRole('button', { name: 'Day' })).toHaveTextContent('November 5, 2026');
    await user.click(screen.getByRole('button', { name: 'हिन्दी' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Day' })).toHaveTextContent('नवम्बर 5, 2026'));
  });
});

/** A form on the page itself (not in a dialog) with unsaved changes. */
function PageForm() {
  useUnsavedChanges(true);
  return <p>A form with changes</p>;
}
