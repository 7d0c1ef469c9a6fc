/** Product name shown in headers and page titles (docs/product.md: `APP_NAME`, default SafeSathi). */
export const APP_NAME = 'SafeSathi';

/** Browser storage keys. `token` is fixed by the spec (docs/product.md §3, "Session token … under the key token"). */
export const TOKEN_KEY = 'token';
export const PENDING_LOGIN_KEY = 'safesathi.pendingLogin';
/** A visitor's cart (lines and coupon), kept in local storage until they sign in (apps/web/src/shop/cart-store.ts). */
export const VISITOR_CART_KEY = 'safesathi.cart';
/** The language the visitor chose (i18n/i18n.ts, and the public pages' menu in site/site-shell.ts). */
export const LANGUAGE_KEY = 'safesathi.language';
/** The back office's own language, English or Hindi (admin/i18n/admin-i18n.ts): apart from the customer side's. */
export const ADMIN_LANGUAGE_KEY = 'safesathi.adminLanguage';
