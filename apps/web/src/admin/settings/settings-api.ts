import type { ReasonSeverity, ReasonStatus, TranslatedLang } from '@safesathi/contract';
import { type ApiBody, api } from '../../lib/api';

export const SETTINGS_KEY = ['settings'] as const;
export const settingsKeys = {
  reasons: [...SETTINGS_KEY, 'reasons'] as const,
  faqs: [...SETTINGS_KEY, 'faqs'] as const,
  banners: [...SETTINGS_KEY, 'banners'] as const,
  coupons: [...SETTINGS_KEY, 'coupons'] as const,
};

const data = <T>(r: { data: T }) => r.data;

// ─── Reasons ───────────────────────────────────────────────────────────────
export const fetchReasons = (signal?: AbortSignal) => api.GET('/api/Reasons', { signal }).then(data);

export type ReasonFields = {
  reasonText: string;
  notificationText: string;
  severity: ReasonSeverity;
  /** Every other language, empty where not translated (the server stores only what is filled in). */
  translations: Record<TranslatedLang, { reasonText: string; notificationText: string }>;
};
export const createReason = (f: ReasonFields) => api.POST('/api/Reason', { body: f });
export const updateReason = (id: string, f: Partial<ReasonFields> & { status?: ReasonStatus }) =>
  api.PUT('/api/reason/update/{id}', { params: { path: { id } }, body: f });
export const deleteReason = (id: string) => api.DELETE('/api/reason', { body: { _id: id } });

// ─── FAQs ──────────────────────────────────────────────────────────────────
export const fetchFaqs = (signal?: AbortSignal) => api.GET('/api/FAQs', { signal }).then(data);
export type FaqFields = ApiBody<'post', '/api/FAQ'>;
export const createFaq = (f: FaqFields) => api.POST('/api/FAQ', { body: f });
export const updateFaq = (id: string, f: FaqFields) => api.PUT('/api/FAQ/{id}', { params: { path: { id } }, body: f });
export const deleteFaq = (id: string) => api.DELETE('/api/FAQ', { body: { _id: id } });

// ─── Banners ───────────────────────────────────────────────────────────────
export const fetchBanners = (signal?: AbortSignal) => api.GET('/api/banner', { signal }).then(data);
export function createBanner(title: string, description: string, image: File | null) {
  const form = new FormData();
  form.set('title', title);
  form.set('description', description);
  if (image) form.set('imageUrl', image);
  return api.POST('/api/banner', { body: form });
}
export const deleteBanner = (id: string) => api.DELETE('/api/banner', { body: { _id: id } });

// ─── Coupons ───────────────────────────────────────────────────────────────
export const fetchCoupons = (signal?: AbortSignal) => api.GET('/api/discount', { signal }).then(data);
export type CouponFields = {
  discountName: string;
  description: string;
  percentDiscount: number | string;
  /** Rupees. */
  maxCap: number | string;
  maxUsage: number | string;
  /** YYYY-MM-DD from the picker; sent as DD/MM/YYYY. */
  expiryDate: string | null;
};
export type CouponBody = ApiBody<'post', '/api/discount'>;
export const createCoupon = (body: CouponBody) => api.POST('/api/discount', { body });
export const updateCoupon = (id: string, body: CouponBody) =>
  api.PUT('/api/discount/{id}', { params: { path: { id } }, body });
export const deleteCoupon = (id: string) => api.DELETE('/api/discount', { body: { _id: id } });
