import type { PermissionFlag } from '@safesathi/contract';

export interface PermissionPreset {
  name: string;
  description: string;
  flags: readonly PermissionFlag[];
}

/**
 * Starting points for a new admin's permissions (ADR 0035 says why these flags). A preset only
 * fills the form: the super admin still reviews it and saves.
 */
export const PERMISSION_PRESETS: readonly PermissionPreset[] = [
  {
    name: 'Support',
    description:
      'Answers customers and SOS calls: sees and edits customers, follows orders, finds blood banks; no deletes.',
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
    name: 'Warehouse',
    description: 'Packs and ships: moves orders along, keeps stock, prints and assigns QR tags.',
    flags: ['viewOrder', 'editOrder', 'viewProduct', 'editProduct', 'printQRCode', 'viewTemplete', 'editTemplete'],
  },
  {
    name: 'Content editor',
    description:
      'Keeps the website right: banners, FAQs, policy pages, contacts, product texts, reviews and the blood-bank directory. Not shipping, tax or invoices (ADR 0042).',
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
    name: 'Blood desk',
    description:
      'Handles emergency blood requests: sees every request and its figures, makes one for a caller, closes one, blocks a requester who abuses the service.',
    flags: ['viewBloodRequests', 'editBloodRequests'],
  },
];
