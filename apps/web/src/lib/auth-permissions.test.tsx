import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../test/render';
import { person, signedInAs } from '../../test/session';
import { RequireAuth } from '../app/guards';
import { AuthProvider, useAuth } from './auth';

/** A back-office toolbar: the action shows only to whoever holds its flag, as the order screens do. */
function OrderToolbar() {
  const auth = useAuth();
  if (auth.status !== 'signed-in') return null;
  return (
    <div>
      <p>Signed in as {auth.user?.name}</p>
      {auth.can('createNewOrder') ? <button type="button">New order</button> : null}
    </div>
  );
}

describe('permission flags in the web app', () => {
  it('hides an action from an admin without its flag', async () => {
    signedInAs(person({ permissions: ['viewOrder', 'editOrder'] }));
    renderWithApp(
      <AuthProvider>
        <OrderToolbar />
      </AuthProvider>,
    );
    expect(await screen.findByText('Signed in as Asha Rao')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'New order' })).not.toBeInTheDocument();
  });

  it('shows it to an admin with the flag, and to the super admin, who holds every flag', async () => {
    signedInAs(person({ permissions: ['createNewOrder'] }));
    const first = renderWithApp(
      <AuthProvider>
        <OrderToolbar />
      </AuthProvider>,
    );
    expect(await screen.findByRole('button', { name: 'New order' })).toBeInTheDocument();
    first.unmount();

    signedInAs(person({ name: 'Super Admin', isSuperAdmin: true, permissions: [] }));
    renderWithApp(
      <AuthProvider>
        <OrderToolbar />
      </AuthProvider>,
    );
    expect(await screen.findByText('Signed in as Super Admin')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'New order' })).toBeInTheDocument();
  });

  it('never gives a customer a flag, even one listed on them', async () => {
    signedInAs(person({ usertype: 'Customer', permissions: ['createNewOrder'] }));
    renderWithApp(
      <AuthProvider>
        <OrderToolbar />
      </AuthProvider>,
    );
    expect(await screen.findByText('Signed in as Asha Rao')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'New order' })).not.toBeInTheDocument();
  });

  it('shows a customer the "not allowed" page instead of a back-office screen', async () => {
    signedInAs(person({ usertype: 'Customer' }));
    renderWithApp(
      <AuthProvider>
        <RequireAuth adminOnly>
          <p>Back office</p>
        </RequireAuth>
      </AuthProvider>,
      { path: '/admin/orders' },
    );
    expect(await screen.findByRole('heading', { name: 'You are not allowed here' })).toBeInTheDocument();
    expect(screen.queryByText('Back office')).not.toBeInTheDocument();
  });
});
