import type { TBloodBank } from '@safesathi/contract';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeServer, renderWithApp } from '../../test/render';
import { BloodBankModal } from '../admin/blood-banks/blood-bank-modal';

// The dialog form pattern (SchemaFormDialog: FormDialog + useSchemaForm + useModalSave) through a real dialog.

const BANK: TBloodBank = {
  _id: 'b1b1b1b1-0000-4000-8000-000000000001',
  name: 'City Blood Centre',
  state: 'Karnataka',
  district: 'Bengaluru Urban',
  city: 'Bengaluru',
  address: '12 MG Road',
  pincode: '560001',
  phone: '080 2222 3333',
  email: '',
  category: 'private',
  open24h: false,
  latitude: 12.97,
  longitude: 77.59,
  locatedFrom: 'given',
  mapUrl: 'https://maps.example/1',
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};
const PUT = `PUT /api/blood-banks/${BANK._id}`;

function openDialog() {
  let closed = 0;
  const view = renderWithApp(<BloodBankModal bank={BANK} onClose={() => closed++} />);
  return { ...view, closed: () => closed };
}

describe('a dialog form (SchemaFormDialog)', () => {
  it('opens with the record, says what is wrong under the field and sends nothing', async () => {
    const server = fakeServer({});
    const { user } = openDialog();

    const name = await screen.findByRole('textbox', { name: /^Name/ });
    expect(screen.getByRole('dialog', { name: 'Edit blood bank' })).toBeInTheDocument();
    expect(name).toHaveValue('City Blood Centre');
    await user.clear(name);
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(name).toHaveAccessibleDescription(/Enter the name/);
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(server.sent).toEqual([]);
  });

  it('saves: Save and Cancel wait while the request is out, then the server’s sentence is shown and the dialog closes', async () => {
    let answer!: (a: { body: unknown }) => void;
    const server = fakeServer({ [PUT]: new Promise((resolve) => (answer = resolve)) });
    const { user, closed } = openDialog();

    const name = await screen.findByRole('textbox', { name: /^Name/ });
    await user.clear(name);
    await user.type(name, 'City Blood Bank');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled());
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    expect(server.sent).toHaveLength(1);
    expect(server.sent[0]!.body).toMatchObject({ name: 'City Blood Bank', latitude: 12.97, longitude: 77.59 });

    answer({ body: { status: 'Success', message: 'The blood bank was saved.', data: BANK } });
    expect(await screen.findByText('The blood bank was saved.')).toBeInTheDocument();
    expect(closed()).toBe(1);
  });

  it('puts the server’s refusal of a field under that field, and what no field takes in a toast', async () => {
    let calls = 0;
    fakeServer({
      [PUT]: () =>
        ++calls === 1
          ? {
              status: 400,
              body: {
                status: 'Error',
                code: 'VALIDATION_FAILED',
                message: 'Check the PIN code',
                errors: [{ path: 'pincode', message: 'No such PIN code in India' }],
              },
            }
          : { status: 500, body: { status: 'Error', code: 'INTERNAL', message: 'The directory is resting.' } },
    });
    const { user, closed } = openDialog();

    const pin = await screen.findByRole('textbox', { name: /^PIN code/ });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(pin).toHaveAccessibleDescription(/No such PIN code in India/));

    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The directory is resting.')).toBeInTheDocument();
    expect(screen.getByText('The blood bank was not saved')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Edit blood bank' })).toBeInTheDocument();
    expect(closed()).toBe(0);
  });
});
