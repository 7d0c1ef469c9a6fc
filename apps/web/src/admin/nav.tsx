import type { ReactNode } from 'react';
import {
  IconCart,
  IconChat,
  IconCustomers,
  IconGlobe,
  IconHistory,
  IconInbox,
  IconKey,
  IconOrders,
  IconQr,
  IconReturn,
  IconSettings,
  IconShop,
  IconSiren,
  IconTag,
  IconTicket,
  IconUsers,
} from '../ui/icons';
import { WEBSITE_FLAGS } from './website/website-flags';

export interface NavItem {
  label: string;
  to: string;
  icon?: ReactNode;
  /** Paths (case-insensitive; also their sub-paths) on which this entry is the active one. */
  match?: string[];
  /** Shown only to admins holding at least one of these flags (the super admin holds all). */
  anyOf?: string[];
  /** Shown only to the super admin. */
  superAdminOnly?: boolean;
  children?: NavItem[];
}

/**
 * The side menu as docs/product.md §2 "Sidebar" lists it. The flat Banner / Vehicle … / Reason / FAQs entries
 * the spec repeats under the Settings group are the same screens, so they appear once, inside it;
 * /admin-reasons and /admin-faq highlight the same entries as /admin-reason and /admin-faqs.
 */
export const ADMIN_NAV: NavItem[] = [
  {
    label: 'Orders',
    to: '/admin-dashboard',
    icon: <IconOrders />,
    match: ['/admin-dashboard', '/admin-orders', '/admin-dashboard-products'],
    anyOf: ['viewOrder', 'createNewOrder', 'editOrder'],
  },
  {
    label: 'Users',
    to: '/admin',
    icon: <IconUsers />,
    match: ['/admin', '/view-user'],
    anyOf: ['viewAdmin', 'createNewAdmin', 'editAdmin', 'deleteAdmin'],
  },
  {
    label: 'Shops',
    to: '/admin-shop',
    icon: <IconShop />,
    match: ['/admin-shop', '/admin-product-details'],
    anyOf: ['viewProduct', 'createNewProduct', 'editProduct', 'deleteProduct'],
  },
  {
    label: 'Customers',
    to: '/admin-customers',
    icon: <IconCustomers />,
    match: ['/admin-customers', '/view-customer'],
    anyOf: ['viewCustomer', 'createNewCustomer', 'editCustomer', 'deleteCustomer'],
  },
  { label: 'SOS Calls', to: '/admin-sos-calls', icon: <IconSiren />, anyOf: ['viewSosCall'] },
  {
    label: 'QR Codes',
    to: '/admin-qr-code',
    icon: <IconQr />,
    anyOf: ['printQRCode', 'viewTemplete', 'editTemplete'],
  },
  {
    label: 'Settings',
    to: '/admin-banner',
    icon: <IconSettings />,
    children: [
      { label: 'Banner', to: '/admin-banner', anyOf: ['viewBanner', 'createBanner', 'deleteBanner'] },
      {
        label: 'Vehicle type',
        to: '/admin-vehicle-type',
        anyOf: ['viewVehicletype', 'addVehicletype', 'deleteVehicletype'],
      },
      {
        label: 'Vehicle Brands',
        to: '/admin-vehicle-brand',
        anyOf: ['viewVehiclebrand', 'addVehiclebrand', 'deleteVehiclebrand'],
      },
      {
        label: 'Vehicle Model',
        to: '/admin-vehicle-model',
        anyOf: ['viewVehiclemodel', 'addVehiclemodel', 'deleteVehiclemodel'],
      },
      {
        label: 'Reason',
        to: '/admin-reason',
        match: ['/admin-reason', '/admin-reasons'],
        anyOf: ['viewReason', 'addReason', 'deleteReason'],
      },
      {
        label: 'FAQs',
        to: '/admin-faqs',
        match: ['/admin-faqs', '/admin-faq'],
        anyOf: ['viewFAQs', 'addFAQs', 'deleteFAQs'],
      },
    ],
  },
  {
    label: 'Permission',
    to: '/permission',
    icon: <IconKey />,
    anyOf: ['createNewAdmin', 'editAdmin'],
  },
  { label: 'Audit log', to: '/admin-audit', icon: <IconHistory size={20} />, superAdminOnly: true },
  {
    label: 'Category',
    to: '/admin-category',
    icon: <IconTag />,
    anyOf: ['viewProduct', 'createNewProduct', 'editProduct', 'deleteProduct'],
  },
  {
    label: 'Coupon Code',
    to: '/admin-coupon-code',
    icon: <IconTicket />,
    anyOf: ['viewCouponCode', 'addCouponCode', 'editCouponCode', 'deleteCouponCode'],
  },
  { label: 'Carts', to: '/admin-carts', icon: <IconCart />, anyOf: ['viewCart'] },
  { label: 'Returns', to: '/admin-returns', icon: <IconReturn />, anyOf: ['viewOrder'] },
  { label: 'Queries', to: '/admin-queries', icon: <IconInbox />, anyOf: ['viewQueries'] },
  {
    label: 'SMS campaigns',
    to: '/admin-campaigns',
    icon: <IconChat />,
    anyOf: ['viewCampaigns', 'addCampaigns', 'deleteCampaigns'],
  },
  { label: 'Website', to: '/admin-website', icon: <IconGlobe />, anyOf: WEBSITE_FLAGS },
];

export function isNavItemActive(item: NavItem, pathname: string): boolean {
  const path = pathname.toLowerCase().replace(/\/+$/, '') || '/';
  const targets = item.match ?? [item.to];
  return targets.some((target) => {
    const t = target.toLowerCase();
    return path === t || path.startsWith(`${t}/`);
  });
}

/** The menu with the entries this admin may not use left out (groups vanish when empty). */
export function visibleNav(items: NavItem[], can: (flag: string) => boolean, isSuperAdmin = false): NavItem[] {
  const allowed = (item: NavItem) => (!item.superAdminOnly || isSuperAdmin) && (!item.anyOf || item.anyOf.some(can));
  return items.flatMap((item) => {
    if (!item.children) return allowed(item) ? [item] : [];
    const children = item.children.filter(allowed);
    return children.length > 0 ? [{ ...item, to: children[0].to, children }] : [];
  });
}
