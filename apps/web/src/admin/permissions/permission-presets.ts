import type { PermissionFlag } from '@safesathi/contract';

export interface PermissionPreset {
  /** Names the preset's words in the adminPermissions catalogue (permission-modal.tsx). */
  id: 'support' | 'warehouse' | 'content' | 'blood';
  flags: readonly PermissionFlag[];
}

/**
 * Starting points for a new admin's permissions (ADR 0035 says why these flags). A preset only
 * fills the form: the super admin still reviews it and saves.
 */
export const PERMISSION_PRESETS: readonly PermissionPreset[] = [
  {
    id: 'support',
    flags: [
      'viewCustomer',
      'createNewCustomer',
      'editCustomer',
      'viewOrder',
      'viewSosCall',
      'editSosCall',
      'viewQueries',
      'viewTemplete',
      'viewReason',
      'viewCart',
      'viewBloodBanks',
    ],
  },
  {
    id: 'warehouse',
    flags: ['viewOrder', 'editOrder', 'viewProduct', 'editProduct', 'printQRCode', 'viewTemplete', 'editTemplete'],
  },
  {
    id: 'content',
    flags: [
      'createBanner',
      'viewBanner',
      'deleteBanner',
      'addFAQs',
      'viewFAQs',
      'deleteFAQs',
      'editAboutUs',
      'editContactUs',
      'editPrivacyPolicy',
      'editTermsCondition',
      'editShippingPolicy',
      'editReturnedPolicy',
      'viewProduct',
      'editProduct',
      'viewReview',
      'createNewReview',
      'viewBloodBanks',
      'editBloodBanks',
      'deleteBloodBanks',
    ],
  },
  {
    id: 'blood',
    flags: ['viewBloodRequests', 'editBloodRequests'],
  },
];
