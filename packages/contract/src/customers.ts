import { z } from 'zod';
import { emptyToNull, emptyToUndefined, sortField, ZListQuery } from './lists.js';
import { ZCountryCode, ZPhone } from './phone.js';
import { type TUser, USER_TYPES, type UserType, ZBloodGroup, ZEmail, ZName } from './users.js';
import type { TVehicle } from './vehicles.js';

export const MAX_EMERGENCY_CONTACTS = 5;

export const ZContact = z.object({ name: ZName, phone: ZPhone, countryCode: ZCountryCode });

/** Contacts arrive as an array or as the same array in a JSON string (spec §3). */
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

/** The public contact form (spec §3 "Contact/lead payload"): stored as a query, no user is created. */
export const ZContactFormRequest = z.object({
  name: ZName,
  email: ZEmail,
  phone: ZPhone,
  countryCode: ZCountryCode,
  usertype: z.literal('Customer').optional(),
  message: z.string().trim().max(2000, 'Keep the message under 2000 characters').optional(),
});
export type TContactFormRequest = z.input<typeof ZContactFormRequest>;

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
export type TCreateUserRequest = z.input<typeof ZCreateUserRequest>;

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
export type TUpdateUserRequest = z.input<typeof ZUpdateUserRequest>;

/** A signed-in user editing their own profile. */
export const ZUpdateMeRequest = z.object({
  name: ZName.optional(),
  email: ZOptionalEmail,
  bloodGroup: ZOptionalBloodGroup,
  showDetails: z.boolean().optional(),
  allowMaskedCalls: z.boolean({ error: 'allowMaskedCalls is true or false' }).optional(),
});
export type TUpdateMeRequest = z.input<typeof ZUpdateMeRequest>;

export const USER_SORTS = ['name', 'phone', 'email', 'bloodGroup', 'createdAt'] as const;
export const ZUserListQuery = ZListQuery.extend({
  sort: sortField(USER_SORTS),
  usertype: z.enum(USER_TYPES, { error: 'Customer or Admin' }).optional(),
  search: z.string().trim().max(100).optional(),
  vehicleNumber: z.string().trim().max(20).optional(),
});
export type TUserListQuery = z.input<typeof ZUserListQuery>;

/** GET /api/user/deleted: deleted users of one type that can still be restored, newest first. */
export const ZDeletedUserQuery = ZListQuery.extend({
  usertype: z.enum(USER_TYPES, { error: 'Customer or Admin' }).default('Customer'),
  search: z.string().trim().max(100).optional(),
});
export type TDeletedUserQuery = z.input<typeof ZDeletedUserQuery>;

export interface TDeletedUser {
  _id: string;
  name: string;
  countryCode: string;
  phone: string;
  usertype: UserType;
  deletedAt: string;
  /** After this the record can no longer be restored (DELETED_RETENTION_DAYS). */
  restorableUntil: string;
  /** Registration numbers of the vehicles that left with them. */
  vehicles: string[];
}

/** POST /api/user/:id/restore answers the user back, and what became of their tags. */
export interface TRestoreResult {
  restoredTags: string[];
  /** Tags someone else linked while the user was deleted: they stay with them. */
  tagsTakenMeanwhile: string[];
}

export const ZSosContactsRequest = z.object({ contacts: ZContacts });
export type TSosContactsRequest = z.input<typeof ZSosContactsRequest>;

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
export type TAddressRequest = z.input<typeof ZAddressRequest>;

export const ZAddressListQuery = ZListQuery.extend({
  sort: sortField(['createdAt', 'city']),
  customerId: z.uuid().optional(),
});

export interface TContact {
  _id: string;
  name: string;
  phone: string;
  countryCode: string;
}

export interface TAddress {
  _id: string;
  userid: string;
  addressName: string;
  streetAdd: string;
  city: string;
  state: string;
  pincode: string;
  createdAt: string;
}

/** A user row of the Customers and Admin tables. */
export interface TUserListItem extends TUser {
  credits: number;
  emergencyContacts: TContact[];
  vehicles: TVehicle[];
}

/** Everything the customer detail page shows. */
export interface TUserDetail extends TUserListItem {
  addresses: TAddress[];
  orders: { _id: string; ordernumber: string; status: string; totalPaise: number; createdAt: string }[];
  sosCalls: { _id: string; reasonText: string; vehicleNumber: string; status: string; createdAt: string }[];
}
