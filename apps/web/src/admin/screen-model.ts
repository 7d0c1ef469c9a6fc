import type { PermissionFlag } from '@safesathi/contract';
import type { ComponentType } from 'react';

/**
 * What a back-office screen is (admin/screens.ts lists them): kept apart from the list, which loads
 * the pages, so that pages and the admin layout can use these types and rules without an import cycle.
 */

type LazyPage = () => Promise<{ Component: ComponentType }>;

export type MenuIcon =
  | 'orders'
  | 'users'
  | 'shop'
  | 'customers'
  | 'siren'
  | 'drop'
  | 'qr'
  | 'settings'
  | 'key'
  | 'history'
  | 'tag'
  | 'ticket'
  | 'cart'
  | 'return'
  | 'inbox'
  | 'chat'
  | 'globe';

export interface AdminScreen {
  /** Unique, used by `within` and by the menu. */
  id: string;
  /** Route path, without the leading slash. */
  path: string;
  /** The page heading and the document title. */
  title: string;
  /** Who may open it: an admin holding any of these flags, or the super admin only. */
  access: readonly PermissionFlag[] | 'superAdmin';
  /** What the refusal says the admin cannot see ("You cannot see orders"), and the flags it names (default: `access`). */
  refusal?: { what: string; flags?: readonly PermissionFlag[] };
  page: LazyPage;
  /** Its entry in the side menu; screens without one (detail pages) light the entry of `within`. */
  menu?: { label: string; icon?: MenuIcon; group?: 'Settings' };
  within?: string;
}

/**
 * Every flag that opens the Website screen: one per page of PAGE_FLAGS (editContactUs also covers the
 * settings). Written out, not read from the contract, so the public entry does not take in the
 * contract's schemas; screens.test.ts holds the two lists together.
 */
export const WEBSITE_FLAGS: readonly PermissionFlag[] = [
  'editAboutUs',
  'editContactUs',
  'editPrivacyPolicy',
  'editShippingPolicy',
  'editReturnedPolicy',
  'editTermsCondition',
];
export const PRODUCT_FLAGS = ['viewProduct', 'createNewProduct', 'editProduct', 'deleteProduct'] as const;

/** Route `handle` of admin pages: the screen, for the heading, the document title and the access check. */
export interface AdminHandle {
  title: string;
  screen?: AdminScreen;
}

/** Route `handle` of an old address: the id of the screen it now redirects to. */
export interface LegacyHandle {
  legacyTo: string;
}

/** Whether an admin may open a screen (`can` answers for the super admin too). */
export function mayOpen(
  screen: Pick<AdminScreen, 'access'>,
  can: (flag: PermissionFlag) => boolean,
  isSuperAdmin: boolean,
): boolean {
  return screen.access === 'superAdmin' ? isSuperAdmin : screen.access.some(can);
}
