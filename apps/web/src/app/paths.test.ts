import { describe, expect, it } from 'vitest';
import { afterSignInPath } from './paths';

const customer = { usertype: 'Customer' } as const;
const admin = { usertype: 'Admin' } as const;

describe('where signing in goes next', () => {
  it('brings a customer back to checkout or the cart, with the address as it was', () => {
    expect(afterSignInPath(customer, '/checkout')).toBe('/checkout');
    expect(afterSignInPath(customer, '/cart')).toBe('/cart');
    expect(afterSignInPath(customer, '/account/vehicles?activate=AB12CD34')).toBe(
      '/account/vehicles?activate=AB12CD34',
    );
  });

  it('sends an admin, who has no cart, to the back office instead', () => {
    expect(afterSignInPath(admin, '/checkout')).toBe('/admin-dashboard');
  });

  it('does not follow another site or an unknown page', () => {
    expect(afterSignInPath(customer, '//evil.example/checkout')).toBe('/account');
    expect(afterSignInPath(customer, '/checkout-now')).toBe('/account');
  });
});
