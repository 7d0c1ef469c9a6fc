import type { TVehicle } from '@safesathi/contract';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeServer, renderWithApp } from '../../test/render';
import { ActivateTagForm } from './tags-activate-form';

const CAR: TVehicle = {
  _id: '5f0c2f7e-2b1a-4c7e-9a55-0d6f1b9a3c11',
  userid: 'a1b2c3d4-0000-4000-8000-000000000001',
  registrationNumber: 'KA05MX1234',
  vehicleTypeId: null,
  vehicleBrandId: null,
  vehicleModelId: null,
  createdAt: '2026-01-10T08:00:00.000Z',
};

const tagAnswer = (code: string) => ({
  status: 'Success',
  message: 'The tag is now on KA05MX1234.',
  data: { code, status: 'Active' },
});

describe('ActivateTagForm (a form: checked before sending, answered after)', () => {
  it('says what is wrong under the code field and sends nothing', async () => {
    const server = fakeServer({});
    const { user } = renderWithApp(<ActivateTagForm vehicles={[CAR]} />);

    await user.type(screen.getByLabelText('Tag code'), 'AB12');
    await user.click(screen.getByRole('button', { name: 'Activate tag' }));

    const code = screen.getByLabelText('Tag code');
    expect(code).toHaveAttribute('aria-invalid', 'true');
    expect(code).toHaveAccessibleDescription(expect.stringContaining('A tag code has 8 characters; this has 4'));
    expect(code).toHaveFocus();
    expect(server.sent).toEqual([]);
  });

  it('sends a valid code for the chosen vehicle and shows that the tag is active', async () => {
    const server = fakeServer({ 'POST /api/tags/AB12CD34/activate': { body: tagAnswer('AB12CD34') } });
    const onActivated = vi.fn();
    const { user } = renderWithApp(<ActivateTagForm vehicles={[CAR]} onActivated={onActivated} />);

    await user.type(screen.getByLabelText('Tag code'), 'ab12 cd34');
    await user.click(screen.getByRole('button', { name: 'Activate tag' }));

    expect(await screen.findByText('Tag AB12CD34 is active')).toBeInTheDocument();
    expect(server.sent).toEqual([
      { method: 'POST', path: '/api/tags/AB12CD34/activate', body: { vehicleId: CAR._id } },
    ]);
    expect(onActivated).toHaveBeenCalledWith('AB12CD34');
    // Ready for the next tag: the code is cleared, the vehicle stays chosen.
    await waitFor(() => expect(screen.getByLabelText('Tag code')).toHaveValue(''));
  });

  it("puts the server's refusal of the code under the code field", async () => {
    fakeServer({
      'POST /api/tags/AB12CD34/activate': {
        status: 409,
        body: {
          status: 'Error',
          code: 'CONFLICT',
          message: 'This tag is already in use.',
          errors: [{ path: 'code', message: 'This tag is already on another vehicle' }],
        },
      },
    });
    const { user } = renderWithApp(<ActivateTagForm vehicles={[CAR]} />);

    await user.type(screen.getByLabelText('Tag code'), 'AB12CD34');
    await user.click(screen.getByRole('button', { name: 'Activate tag' }));

    await waitFor(() =>
      expect(screen.getByLabelText('Tag code')).toHaveAccessibleDescription(
        expect.stringContaining('This tag is already on another vehicle'),
      ),
    );
    expect(screen.queryByText('Tag AB12CD34 is active')).not.toBeInTheDocument();
  });
});
