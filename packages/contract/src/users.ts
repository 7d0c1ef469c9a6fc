import { z } from 'zod';
import { ZCountryCode, ZPhone } from './phone.js';

export const BLOOD_GROUPS = ['A+', 'A-', 'B+', 'B-', 'AB+', 'AB-', 'O+', 'O-'] as const;
export type BloodGroup = (typeof BLOOD_GROUPS)[number];
export const USER_TYPES = ['Customer', 'Admin'] as const;
export type UserType = (typeof USER_TYPES)[number];

export const ZBloodGroup = z.enum(BLOOD_GROUPS, { error: 'Choose one of the eight blood groups' });
export const ZName = z
  .string({ error: 'Enter a name' })
  .trim()
  .min(1, 'Enter a name')
  .max(255, 'Keep the name under 255 characters');
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
  /** People who alert the owner may call them through SafeSathi, neither seeing the other's number. */
  allowMaskedCalls: boolean;
  isSuperAdmin: boolean;
  createdAt: string;
  updatedAt: string;
}

/** A signed-in user with their effective permissions (every flag for the super admin). */
export interface TSessionUser extends TUser {
  permissions: string[];
}

export const ZOtpGenerateRequest = z.object({
  countryCode: ZCountryCode,
  phone: ZPhone,
  name: ZName.optional(),
  email: ZEmail.optional(),
  bloodGroup: ZBloodGroup.optional(),
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
