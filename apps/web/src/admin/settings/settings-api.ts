import type {
  ReasonSeverity,
  ReasonStatus,
  TBanner,
  TCoupon,
  TFaq,
  TReason,
  TranslatedLang,
} from '@safesathi/contract';
import { api } from '../../lib/api';

export const SETTINGS_KEY = ['settings'] as const;
export const settingsKeys = {
  reasons: [...SETTINGS_KEY, 'reasons'] as const,
  faqs: [...SETTINGS_KEY, 'faqs'] as const,
  banners: [...SETTINGS_KEY, 'banners'] as const,
  coupons: [...SETTINGS_KEY, 'coupons'] as const,
};

type Saved<T> = { data: T; message: string };
const data = <T>(r: { data: T }) => r.data;

// ─── Reasons ───────────────────────────────────────────────────────────────
export const fetchReasons = (signal?: AbortSignal) =>
  api.get<{ data: TReason[] }>('/api/Reasons', { signal }).then(data);

export type ReasonFields = {
  reasonText: string;
  notificationText: string;
  severity: ReasonSeverity;
  /** Every other language, empty where not translated (the server stores only what is filled in). */
  translations: Record<TranslatedLang, { reasonText: string; notificationText: string }>;
};
export const createReason = (f: ReasonFields) => api.post<Saved<TReason>>('/api/Reason', f);
export const updateReason = (id: string, f: Partial<ReasonFields> & { status?: ReasonStatus }) =>
  api.put<Saved<TReason>>(`/api/reason/update/${id}`, f);
export const deleteReason = (id: string) => api.del<{ message: string }>('/api/reason', { _id: id });

// ─── FAQs ──────────────────────────────────────────────────────────────────
export const fetchFaqs = (signal?: AbortSignal) => api.get<{ data: TFaq[] }>('/api/FAQs', { signal }).then(data);
export type FaqFields = { question: string; answer: string };
export const createFaq = (f: FaqFields) => api.post<Saved<TFaq>>('/api/FAQ', f);
export const updateFaq = (id: string, f: FaqFields) => api.put<Saved<TFaq>>(`/api/FAQ/${id}`, f);
export const deleteFaq = (id: string) => api.del<{ message: string }>('/api/FAQ', { _id: id });

// ─── Banners ───────────────────────────────────────────────────────────────
export const fetchBanners = (signal?: AbortSignal) =>
  api.get<{ data: TBanner[] }>('/api/banner', { signal }).then(data);
export function createBanner(title: string, description: string, image: File | null) {
  const form = new FormData();
  form.set('title', title);
  form.set('description', description);
  if (image) form.set('imageUrl', image);
  return api.post<Saved<TBanner>>('/api/banner', form);
}
export const deleteBanner = (id: string) => api.del<{ message: string }>('/api/banner', { _id: id });

// ─── Coupons ───────────────────────────────────────────────────────────────
export const fetchCoupons = (signal?: AbortSignal) =>
  api.get<{ data: TCoupon[] }>('/api/discount', { signal }).then(data);
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
export const createCoupon = (body: Record<string, unknown>) => api.post<Saved<TCoupon>>('/api/discount', body);
export const updateCoupon = (id: string, body: Record<string, unknown>) =>
  api.put<Saved<TCoupon>>(`/api/discount/${id}`, body);
export const deleteCoupon = (id: string) => api.del<{ message: string }>('/api/discount', { _id: id });
