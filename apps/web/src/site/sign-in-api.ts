import type { Lang } from '@safesathi/contract';
import { type ApiBody, api } from '../lib/api';

/** The calls of signing in and up, and of the contact form: all without a token. */

export type OtpGenerateBody = ApiBody<'post', '/api/user/otp-generate'>;

/** Texts a sign-in (or sign-up) code to the phone. */
export const requestCode = (body: OtpGenerateBody) => api.POST('/api/user/otp-generate', { body, anonymous: true });

export const verifyCode = (body: ApiBody<'post', '/api/user/otp-verify'>) =>
  api.POST('/api/user/otp-verify', { body, anonymous: true });

/** The signed-in person's language: the web app's, and that of the texts they receive. */
export const saveLanguage = (language: Lang) => api.PUT('/api/user/me', { body: { language } });

/** The landing page's contact form (it records the sender as a customer lead). */
export const sendContactForm = (body: ApiBody<'post', '/api/leads'>) =>
  api.POST('/api/leads', { body, anonymous: true });
