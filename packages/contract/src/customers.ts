import { z } from 'zod';
import { ZLang } from './languages.js';
import { emptyToNull, emptyToUndefined, sortField, ZListQuery } from './lists.js';
import { ZCountryCode, ZPhone } from './phone.js';
import { dataResponse, listResponse, savedResponse, ZSuccess } from './responses.js';
import { FALLBACK_CHANNELS, USER_TYPES, ZBloodGroup, ZEmail, ZName, ZPersonName, ZUser } from './users.js';
import { ZVehicle } from './vehicles.js';

export const MAX_EMERGENCY_CONTACTS = 5;

export const ZContact = z.object({
  name: ZPersonName('Enter the contact’s name'),
  phone: ZPhone,
  countryCode: ZCountryCode,
});

/** Contacts arrive as an array or as the same array in a JSON string (docs/product.md §3). */
export const ZContacts = z.preprocess(
  (v) => {
    if (typeof v !== 'string') return v;
    try {
      return JSON.parse(v);
    } catch {
      return v;
    }
  },
  z
    .array(ZContact, { error: 'Send the contacts as a list' })
    .max(MAX_EMERGENCY_CONTACTS, `At most ${MAX_EMERGENCY_CONTACTS} emergency contacts`),
);

const ZOptionalBloodGroup = z.preprocess(emptyToNull, ZBloodGroup.nullable().optional());
const ZOptionalEmail = z.preprocess(emptyToUndefined, ZEmail.optional());

/** An admin creating a customer or another admin. */
export const ZCreateUserRequest = z.object({
  name: ZName,
  email: ZEmail,
  phone: ZPhone,
  countryCode: ZCountryCode,
  usertype: z.enum(USER_TYPES, { error: 'Choose Customer or Admin' }),
  bloodGroup: ZOptionalBloodGroup,
  showDetails: z.boolean().optional(),
  emergencyContacts: ZContacts.optional(),
});

/** An admin editing a user; fields not sent stay as they are (the user type never changes). */
export const ZUpdateUserRequest = z.object({
  name: ZName.optional(),
  email: ZOptionalEmail,
  phone: ZPhone.optional(),
  countryCode: ZCountryCode,
  bloodGroup: ZOptionalBloodGroup,
  showDetails: z.boolean().optional(),
  emergencyContacts: ZContacts.optional(),
});

/** A signed-in user editing their own profile. */
export const ZUpdateMeRequest = z.object({
  name: ZName.optional(),
  email: ZOptionalEmail,
  bloodGroup: ZOptionalBloodGroup,
  showDetails: z.boolean().optional(),
  allowMaskedCalls: z.boolean({ error: 'allowMaskedCalls is true or false' }).optional(),
  smsOffers: z.boolean({ error: 'smsOffers is true or false' }).optional(),
  /** SMS or WhatsApp when the app's notification is not seen; choosing WhatsApp is my opt-in to it. */
  fallbackChannel: z.enum(FALLBACK_CHANNELS, { error: 'fallbackChannel is sms or whatsapp' }).optional(),
  /** The language of my alert texts. */
  language: ZLang.optional(),
});

export const USER_SORTS = ['name', 'phone', 'email', 'bloodGroup', 'createdAt'] as const;
export const ZUserListQuery = ZListQuery.extend({
  sort: sortField(USER_SORTS),
  usertype: z.enum(USER_TYPES, { error: 'Customer or Admin' }).optional(),
  search: z.string().trim().max(100).optional(),
  vehicleNumber: z.string().trim().max(20).optional(),
});

/** GET /api/user/deleted: deleted users of one type that can still be restored, newest first. */
export const ZDeletedUserQuery = ZListQuery.extend({
  usertype: z.enum(USER_TYPES, { error: 'Customer or Admin' }).default('Customer'),
  search: z.string().trim().max(100).optional(),
});

export const ZSosContactsRequest = z.object({ contacts: ZContacts });

const ZText = (what: string, max: number) =>
  z
    .string({ error: `Enter the ${what}` })
    .trim()
    .min(1, `Enter the ${what}`)
    .max(max, `Keep the ${what} under ${max} characters`);

export const ZAddressRequest = z.object({
  userid: z.uuid('Not a valid user id').optional(),
  addressName: z.preprocess(emptyToUndefined, ZText('address name', 60).optional()),
  streetAdd: ZText('street address', 255),
  city: ZText('city', 100),
  state: ZText('state', 100),
  pincode: z
    .union([z.string(), z.number()], { error: 'Enter the 6-digit PIN code' })
    .transform((v) => String(v).replace(/\s/g, ''))
    .refine((v) => /^[1-9]\d{5}$/.test(v), { message: 'Enter the 6-digit PIN code' }),
});

export const ZAddressListQuery = ZListQuery.extend({
  sort: sortField(['createdAt', 'city']),
  customerId: z.uuid().optional(),
});

/**
 * A stored emergency contact (ZContact is the one a form sends). Plain strings, not ZContact's
 * phone and country-code transforms: what is stored was already normalised, and an answer's schema
 * is what the OpenAPI document, and so the web app's types, describe.
 */
export const ZContactRecord = z.object({
  _id: z.string(),
  name: z.string(),
  phone: z.string(),
  countryCode: z.string(),
});
export type TContact = z.infer<typeof ZContactRecord>;

export const ZAddress = z.object({
  _id: z.string(),
  userid: z.string(),
  addressName: z.string(),
  streetAdd: z.string(),
  city: z.string(),
  state: z.string(),
  pincode: z.string(),
  createdAt: z.string(),
});
export type TAddress = z.infer<typeof ZAddress>;

/** A user row of the Customers and Admin tables. */
export const ZUserListItem = ZUser.extend({
  credits: z.number(),
  emergencyContacts: z.array(ZContactRecord),
  vehicles: z.array(ZVehicle),
});
export type TUserListItem = z.infer<typeof ZUserListItem>;

/** Everything the customer detail page shows. */
export const ZUserDetail = ZUserListItem.extend({
  addresses: z.array(ZAddress),
  orders: z.array(
    z.object({
      _id: z.string(),
      orderNumber: z.string(),
      status: z.string(),
      totalPaise: z.number(),
      createdAt: z.string(),
    }),
  ),
  sosCalls: z.array(
    z.object({
      _id: z.string(),
      reasonText: z.string(),
      vehicleNumber: z.string(),
      status: z.string(),
      createdAt: z.string(),
    }),
  ),
});
export type TUserDetail = z.infer<typeof ZUserDetail>;

export const ZDeletedUser = z.object({
  _id: z.string(),
  name: z.string(),
  countryCode: z.string(),
  phone: z.string(),
  usertype: z.enum(USER_TYPES),
  deletedAt: z.string(),
  /** After this the record can no longer be restored (DELETED_RETENTION_DAYS). */
  restorableUntil: z.string(),
  /** Registration numbers of the vehicles that left with them. */
  vehicles: z.array(z.string()),
});
export type TDeletedUser = z.infer<typeof ZDeletedUser>;

/** POST /api/user/:id/restore answers what became of the user's tags. */
export const ZRestoreResult = z.object({
  restoredTags: z.array(z.string()),
  /** Tags someone else linked while the user was deleted: they stay with them. */
  tagsTakenMeanwhile: z.array(z.string()),
});
export type TRestoreResult = z.infer<typeof ZRestoreResult>;

// ─── Answers ───────────────────────────────────────────────────────────────
export const ZUserListResponse = listResponse(ZUserListItem);
/** A created or edited user (an admin's edit, or my own profile). */
export const ZUserSavedResponse = savedResponse(ZUserListItem);
export const ZUserDetailResponse = dataResponse(ZUserDetail);
/** The spec's GET /api/user/:id: the orders' `ordernumber` (docs/decisions/0059-orders-clean-routes.md). */
export const ZUserDetailSpecResponse = dataResponse(
  ZUserDetail.extend({
    orders: z.array(
      z.object({
        _id: z.string(),
        ordernumber: z.string(),
        status: z.string(),
        totalPaise: z.number(),
        createdAt: z.string(),
      }),
    ),
  }),
);
/** DELETE /api/user/:id: the tags their vehicles freed. */
export const ZUserDeletedResponse = savedResponse(z.object({ releasedTags: z.array(z.string()) }));
export const ZDeletedUserListResponse = listResponse(ZDeletedUser);
export const ZUserRestoredResponse = savedResponse(ZRestoreResult);

/** GET /api/sosContacts/:userId (the spec's `result.contacts`). */
export const ZSosContactsResponse = z.object({
  status: ZSuccess,
  result: z.object({ contacts: z.array(ZContactRecord) }),
});
export const ZSosContactsSavedResponse = ZSosContactsResponse.extend({ message: z.string() });
/** GET and PUT /api/users/:userId/contacts: the contacts as `data`. */
export const ZContactListResponse = dataResponse(z.array(ZContactRecord));
export const ZContactsSavedResponse = savedResponse(z.array(ZContactRecord));

export const ZAddressListResponse = listResponse(ZAddress);
export const ZAddressSavedResponse = savedResponse(ZAddress);
