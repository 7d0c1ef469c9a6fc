import { z } from 'zod';
import { ZCountryCode, ZPhone } from './phone.js';

export const BLOOD_GROUPS = ['A+', 'A-', 'B+', 'B-', 'AB+', 'AB-', 'O+', 'O-'] as const;
export type BloodGroup = (typeof BLOOD_GROUPS)[number];
export const USER_TYPES = ['Customer', 'Admin'] as const;
export type UserType = (typeof USER_TYPES)[number];

export const ZBloodGroup = z.enum(BLOOD_GROUPS, { error: 'Choose one of the eight blood groups' });
/** A person's name; `missing` says whose ("Enter the contact’s name"). */
export const ZPersonName = (missing: string) =>
  z.string({ error: missing }).trim().min(1, missing).max(255, 'Keep the name under 255 characters');
export const ZName = ZPersonName('Enter a name');
export const ZEmail = z.string({ error: 'Enter an email' }).trim().toLowerCase().email('Enter a valid email');

/** A user as the API answers it. */
export interface TUser {
  _id: string;
  name: string;
  email: string | null;
  phone: string;
  countryCode: string;
  usertype: UserType;
  bloodGroup: BloodGroup | null;
  showDetails: boolean;
  isSuperAdmin: boolean;
  createdAt: string;
  updatedAt: string;
}

/** A signed-in user with their effective permissions (every flag for the super admin). */
export interface TSessionUser extends TUser {
  permissions: string[];
}

/** What a new customer gives at sign-up, in words addressed to them (the sign-up form shows the same). */
export const ZSignUpDetails = z.object({
  name: z
    .string({ error: 'Enter your full name' })
    .trim()
    .min(1, 'Enter your full name')
    .max(255, 'Keep the name under 255 characters'),
  email: z
    .string({ error: 'Enter your email' })
    .trim()
    .toLowerCase()
    .min(1, 'Enter your email')
    .email('Enter a valid email, like name@example.com'),
  bloodGroup: z.enum(BLOOD_GROUPS, { error: 'Choose your blood group' }),
});

/** Asks for a sign-in code; with the sign-up details it signs a new customer up. */
export const ZOtpGenerateRequest = z.object({
  countryCode: ZCountryCode,
  phone: ZPhone,
  ...ZSignUpDetails.partial().shape,
});
export type TOtpGenerateRequest = z.input<typeof ZOtpGenerateRequest>;

export const ZOtpVerifyRequest = z.object({
  countryCode: ZCountryCode,
  phone: ZPhone,
  otp: z
    .union([z.string(), z.number()])
    .transform((v) => String(v).trim())
    .refine((v) => /^\d{4}$/.test(v), { message: 'Enter the 4-digit code' }),
});
export type TOtpVerifyRequest = z.input<typeof ZOtpVerifyRequest>;

export const ZVerifyTokenRequest = z.object({ token: z.string().optional().default('') });

export interface TOtpGenerateResponse {
  status: 'Success';
  message: string;
  expiresIn: number;
  resendIn: number;
}
export interface TOtpVerifyResponse {
  status: 'Success';
  message: string;
  token: string;
  user: TSessionUser;
}
export type TVerifyTokenResponse =
  /** `token`: a renewed token for the same session, when the one checked was past half its life. */
  { success: true; user: TSessionUser; token?: string } | { success: false; message: string };
