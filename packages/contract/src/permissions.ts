import { z } from 'zod';
import { dataResponse, savedResponse } from './responses.js';

/** Every permission flag of docs/product.md §3, grouped as the Permissions screen shows them. */
export const PERMISSION_GROUPS = {
  Orders: ['createNewOrder', 'editOrder', 'viewOrder'],
  Customers: ['createNewCustomer', 'editCustomer', 'viewCustomer', 'deleteCustomer'],
  Products: ['createNewProduct', 'editProduct', 'viewProduct', 'deleteProduct'],
  Reviews: ['createNewReview', 'viewReview', 'deleteReview'],
  Banners: ['createBanner', 'viewBanner', 'deleteBanner'],
  'Vehicle type': ['addVehicletype', 'viewVehicletype', 'deleteVehicletype'],
  'Vehicle brand': ['addVehiclebrand', 'viewVehiclebrand', 'deleteVehiclebrand'],
  'Vehicle model': ['addVehiclemodel', 'viewVehiclemodel', 'deleteVehiclemodel'],
  Reasons: ['addReason', 'viewReason', 'deleteReason'],
  FAQs: ['addFAQs', 'viewFAQs', 'deleteFAQs'],
  'QR tags': ['editTemplete', 'viewTemplete'],
  Notifications: ['addCampaigns', 'viewCampaigns', 'deleteCampaigns'],
  Admins: ['createNewAdmin', 'editAdmin', 'viewAdmin', 'deleteAdmin'],
  Website: [
    'editContactUs',
    'editAboutUs',
    'editPrivacyPolicy',
    'editTermsCondition',
    'editShippingPolicy',
    'editReturnedPolicy',
  ],
  Coupons: ['addCouponCode', 'editCouponCode', 'viewCouponCode', 'deleteCouponCode'],
  // Not in docs/product.md §3: the money settings' own guard (docs/decisions/0042-shop-settings-flag.md).
  'Shop settings': ['editShopSettings'],
  'SOS call': ['editSosCall', 'viewSosCall'],
  'Blood banks': ['viewBloodBanks', 'editBloodBanks', 'deleteBloodBanks'],
  'Blood requests': ['viewBloodRequests', 'editBloodRequests'],
  Other: ['printQRCode', 'viewCart', 'viewQueries'],
} as const;

export type PermissionGroup = keyof typeof PERMISSION_GROUPS;
export type PermissionFlag = (typeof PERMISSION_GROUPS)[PermissionGroup][number];

export const PERMISSION_FLAGS: readonly PermissionFlag[] = Object.values(PERMISSION_GROUPS).flat();

/**
 * What each flag lets an admin do, in words for people: the flags keep the spec's names in the
 * API (`editTemplete`, `addVehicletype`, `editTermsCondition`), the screens and messages show these.
 */
export const PERMISSION_LABELS = {
  createNewOrder: 'Create orders',
  editOrder: 'Edit orders',
  viewOrder: 'View orders',
  createNewCustomer: 'Add customers',
  editCustomer: 'Edit customers',
  viewCustomer: 'View customers',
  deleteCustomer: 'Delete customers',
  createNewProduct: 'Add products',
  editProduct: 'Edit products',
  viewProduct: 'View products',
  deleteProduct: 'Delete products',
  createNewReview: 'Add reviews',
  viewReview: 'View reviews',
  deleteReview: 'Delete reviews',
  createBanner: 'Add banners',
  viewBanner: 'View banners',
  deleteBanner: 'Delete banners',
  addVehicletype: 'Add vehicle types',
  viewVehicletype: 'View vehicle types',
  deleteVehicletype: 'Delete vehicle types',
  addVehiclebrand: 'Add vehicle brands',
  viewVehiclebrand: 'View vehicle brands',
  deleteVehiclebrand: 'Delete vehicle brands',
  addVehiclemodel: 'Add vehicle models',
  viewVehiclemodel: 'View vehicle models',
  deleteVehiclemodel: 'Delete vehicle models',
  addReason: 'Add SOS reasons',
  viewReason: 'View SOS reasons',
  deleteReason: 'Delete SOS reasons',
  addFAQs: 'Add FAQs',
  viewFAQs: 'View FAQs',
  deleteFAQs: 'Delete FAQs',
  editTemplete: 'Edit QR tags',
  viewTemplete: 'View QR tags',
  addCampaigns: 'Add campaigns',
  viewCampaigns: 'View campaigns',
  deleteCampaigns: 'Delete campaigns',
  createNewAdmin: 'Add admins',
  editAdmin: 'Edit admins',
  viewAdmin: 'View admins',
  deleteAdmin: 'Delete admins',
  editContactUs: 'Edit Contact us',
  editAboutUs: 'Edit About us',
  editPrivacyPolicy: 'Edit Privacy policy',
  editTermsCondition: 'Edit Terms and conditions',
  editShippingPolicy: 'Edit Shipping policy',
  editReturnedPolicy: 'Edit Return policy',
  addCouponCode: 'Add coupons',
  editCouponCode: 'Edit coupons',
  viewCouponCode: 'View coupons',
  deleteCouponCode: 'Delete coupons',
  editShopSettings: 'Edit shipping, tax, cash on delivery and invoice settings',
  editSosCall: 'Resolve SOS calls',
  viewSosCall: 'View SOS calls',
  viewBloodBanks: 'View blood banks',
  editBloodBanks: 'Import and edit blood banks',
  deleteBloodBanks: 'Delete blood banks',
  viewBloodRequests: 'View blood requests',
  editBloodRequests: 'Close blood requests and block requesters',
  printQRCode: 'Print QR codes',
  viewCart: 'View carts',
  viewQueries: 'View queries',
} as const satisfies Record<PermissionFlag, string>;

/** A flag in words ("editTemplete" → "Edit QR tags"); a name that is no flag is given back as it is. */
export function permissionLabel(flag: string): string {
  return isPermissionFlag(flag) ? PERMISSION_LABELS[flag] : flag;
}

/** Flags in words for a sentence: "View customers" or "Edit customers". */
export function permissionList(flags: readonly string[]): string {
  return flags.map((f) => `“${permissionLabel(f)}”`).join(' or ');
}

export type PermissionFlags = Record<PermissionFlag, boolean>;

export function isPermissionFlag(value: string): value is PermissionFlag {
  return (PERMISSION_FLAGS as readonly string[]).includes(value);
}

/** A flag record with every flag set to `value`. */
export function allFlags(value: boolean): PermissionFlags {
  return Object.fromEntries(PERMISSION_FLAGS.map((f) => [f, value])) as PermissionFlags;
}

/** Normalises a stored or sent partial record: unknown keys dropped, missing ones false. */
export function normaliseFlags(input: Partial<Record<string, unknown>> | null | undefined): PermissionFlags {
  const flags = allFlags(false);
  for (const f of PERMISSION_FLAGS) flags[f] = input?.[f] === true;
  return flags;
}

/** Built in a side-effect-free function, so that the web bundle drops it with zod (apps/web/vite.config.ts). */
/*#__NO_SIDE_EFFECTS__*/
function adminPermissions() {
  const flags = Object.fromEntries(PERMISSION_FLAGS.map((f) => [f, z.boolean()])) as Record<
    PermissionFlag,
    z.ZodBoolean
  >;
  return z.object({ userid: z.string(), ...flags });
}
/** An admin's flags as GET/PUT /api/Permission/:adminId answer them: every flag, true or false. */
export const ZAdminPermissions = adminPermissions();
export type TAdminPermissions = z.infer<typeof ZAdminPermissions>;
export const ZPermissionsResponse = dataResponse(ZAdminPermissions);
export const ZPermissionsSavedResponse = savedResponse(ZAdminPermissions);
