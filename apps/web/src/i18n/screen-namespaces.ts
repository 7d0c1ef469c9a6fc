import type { Namespace } from './i18n';

/**
 * The catalogues each translated screen's module uses, itself and everything it imports (its own
 * words and those of the shared pieces it shows: field-errors.ts, the language menu…). A route
 * loads these before it renders (app/router.tsx), so a page fetches the namespaces it shows and no
 * other, in English too (docs/decisions/0083-policies-in-every-language.md, "English per page"), and
 * never shows a key. `screen-namespaces.test.ts` walks each module's imports and fails when one
 * uses a namespace not listed here.
 */
const FORMS = ['auth', 'blood', 'checkout', 'order', 'papers', 'vehicles'] as const; // i18n/field-errors.ts

export const SCREEN_NAMESPACES = {
  'account/account-layout': ['common', 'account'],
  'account/account-page': ['common', 'account', 'alerts', ...FORMS],
  'account/profile-page': ['common', 'account', 'devices', 'profile', ...FORMS],
  'account/contacts-page': ['common', 'account', ...FORMS],
  'account/vehicles-page': ['common', 'account', 'card', ...FORMS],
  'account/papers/papers-page': ['common', 'account', ...FORMS],
  'account/orders-page': ['common', 'account', 'orders'],
  'account/groups/groups-page': ['common', 'account', 'groups'],
  'account/groups/group-page': ['common', 'account', 'alarm', 'groups', 'trips', ...FORMS],
  'account/blood/blood-donor-page': ['common', 'account', ...FORMS],
  'account/blood/blood-requests-page': ['common', 'account', ...FORMS],
  // Also shown by the back office (in English), whose route loads none of these.
  'account/blood/request-form': ['common', 'account', ...FORMS],
  'account/order-page': ['common', 'account', 'cart', 'orders', ...FORMS],
  'account/account-not-found': ['common'],
  'account/groups/join-page': ['common', 'groups'],
  'site/auth-layout': ['common'],
  'site/sign-in-page': ['common', 'account', ...FORMS],
  'site/sign-up-page': ['common', 'account', ...FORMS],
  'site/otp-verify-page': ['common', 'account', ...FORMS],
  'site/not-found-page': ['common'],
  'site/success-page': ['common'],
  'shop/buy-layout': ['common', 'account'],
  'shop/product-page': ['common', 'cart'],
  'shop/cart-page': ['common', 'cart'],
  'shop/checkout-page': ['common', 'account', 'cart', ...FORMS],
} as const satisfies Record<string, readonly Namespace[]>;

export type Screen = keyof typeof SCREEN_NAMESPACES;
