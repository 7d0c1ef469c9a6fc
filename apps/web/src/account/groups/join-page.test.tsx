import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { expect, it } from 'vitest';
import { fakeServer, renderWithApp } from '../../../test/render';
import { AuthProvider } from '../../lib/auth';
import { JoinGroupPage } from './join-page';

const TOKEN = 'invite-token-0123456789';

it('offers a signed-out visitor both sign-in and sign-up, each coming back to the invitation', async () => {
  fakeServer({
    [`GET /api/group-invitations/${TOKEN}`]: {
      body: { status: 'Success', data: { invitedBy: 'Asha Rao', maskedPhone: '+91******1100' } },
    },
  });
  renderWithApp(
    <AuthProvider>
      <Routes>
        <Route path="/groups/join/:token" element={<JoinGroupPage />} />
      </Routes>
    </AuthProvider>,
    { path: `/groups/join/${TOKEN}` },
  );
  expect(await screen.findByRole('heading', { name: /^Asha Rao invited you to a group/ })).toBeInTheDocument();
  expect(screen.getByTestId('invited-number')).toHaveTextContent('+91******1100');
  expect(screen.getByRole('link', { name: 'Sign in to join' })).toHaveAttribute('href', '/sign-in');
  expect(screen.getByRole('link', { name: 'Sign up to join' })).toHaveAttribute('href', '/sign-up');
});
