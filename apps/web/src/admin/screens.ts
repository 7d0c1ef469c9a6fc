/**
 * Back-office routes (docs/product.md §2 "Admin routes" and the sidebar's extra links). Paths only, no code,
 * so the router can list them without pulling the admin bundle into the public entry.
 * Route matching is case-insensitive, so /admin-FAQ lands on `admin-faq`.
 */
export interface AdminScreen {
  path: string;
  title: string;
}

export const ORDERS_PATHS = ['admin-dashboard', 'admin-orders'] as const;

export const ADMIN_SCREENS: readonly AdminScreen[] = [
  { path: 'admin', title: 'Users' },
  { path: 'admin-shop', title: 'Shop' },
  { path: 'admin-customers', title: 'Customers' },
  { path: 'admin-dashboard-products', title: 'Order detail' },
  { path: 'admin-dashboard-products/:id', title: 'Order detail' },
  { path: 'admin-product-details', title: 'Product details' },
  { path: 'admin-product-details/:id', title: 'Product details' },
  { path: 'admin-vehicle-type', title: 'Vehicle type' },
  { path: 'admin-vehicle-brand', title: 'Vehicle brands' },
  { path: 'admin-vehicle-model', title: 'Vehicle model' },
  { path: 'admin-banner', title: 'Banner settings' },
  { path: 'admin-faq', title: 'FAQs' },
  { path: 'admin-faqs', title: 'FAQs' },
  { path: 'admin-reasons', title: 'Reasons' },
  { path: 'admin-reason', title: 'Reasons' },
  { path: 'admin-category', title: 'Category' },
  { path: 'admin-coupon-code', title: 'Coupon code' },
  { path: 'admin-carts', title: 'Carts' },
  { path: 'admin-returns', title: 'Returns' },
  { path: 'permission', title: 'Permissions' },
  { path: 'admin-audit', title: 'Audit log' },
  { path: 'view-customer', title: 'Customer details' },
  { path: 'view-customer/:id', title: 'Customer details' },
  { path: 'view-user', title: 'User details' },
  { path: 'view-user/:id', title: 'User details' },
];

/** Route `handle` of admin pages: the screen's name, for the page heading and the document title. */
export interface AdminHandle {
  title: string;
}
