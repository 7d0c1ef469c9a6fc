import type { PageSlug, ReasonSeverity, ReasonStatus, TranslatedLang } from '@safesathi/contract';
import { type ApiBody, api } from '../../lib/api';

export const SETTINGS_KEY = ['settings'] as const;
export const settingsKeys = {
  reasons: [...SETTINGS_KEY, 'reasons'] as const,
  faqs: [...SETTINGS_KEY, 'faqs'] as const,
  banners: [...SETTINGS_KEY, 'banners'] as const,
  site: [...SETTINGS_KEY, 'site'] as const,
};

const data = <T>(r: { data: T }) => r.data;

// ─── Reasons ───────────────────────────────────────────────────────────────
export const fetchReasons = (signal?: AbortSignal) => api.GET('/api/admin/reasons', { signal }).then(data);

export type ReasonFields = {
  reasonText: string;
  notificationText: string;
  severity: ReasonSeverity;
  /** Every other language, empty where not translated (the server stores only what is filled in). */
  translations: Record<TranslatedLang, { reasonText: string; notificationText: string }>;
};
export const createReason = (f: ReasonFields) => api.POST('/api/admin/reasons', { body: f });
export const updateReason = (id: string, f: Partial<ReasonFields> & { status?: ReasonStatus }) =>
  api.PUT('/api/admin/reasons/{id}', { params: { path: { id } }, body: f });
export const deleteReason = (id: string) => api.DELETE('/api/admin/reasons/{id}', { params: { path: { id } } });

// ─── FAQs ──────────────────────────────────────────────────────────────────
export const fetchFaqs = (signal?: AbortSignal) => api.GET('/api/faqs', { signal }).then(data);
export type FaqFields = ApiBody<'post', '/api/faqs'>;
export const createFaq = (f: FaqFields) => api.POST('/api/faqs', { body: f });
export const updateFaq = (id: string, f: FaqFields) => api.PUT('/api/faqs/{id}', { params: { path: { id } }, body: f });
export const deleteFaq = (id: string) => api.DELETE('/api/faqs/{id}', { params: { path: { id } } });

// ─── Banners ───────────────────────────────────────────────────────────────
export const fetchBanners = (signal?: AbortSignal) => api.GET('/api/banners', { signal }).then(data);
export function createBanner(title: string, description: string, image: File | null) {
  const form = new FormData();
  form.set('title', title);
  form.set('description', description);
  if (image) form.set('imageUrl', image);
  return api.POST('/api/banners', { body: form });
}
export const deleteBanner = (id: string) => api.DELETE('/api/banners/{id}', { params: { path: { id } } });
// ─── Site settings and pages ───────────────────────────────────────────────
/** The settings as an admin reads them (the pricing too). */
export const fetchSettings = (signal?: AbortSignal) => api.GET('/api/settings', { signal }).then(data);

export const saveShopSettings = (body: ApiBody<'put', '/api/settings/shop'>) => api.PUT('/api/settings/shop', { body });

export const saveSiteSettings = (body: ApiBody<'put', '/api/settings'>) => api.PUT('/api/settings', { body });

export const savePage = (slug: PageSlug, body: { title: string; body: string }) =>
  api.PUT(`/api/pages/${slug}`, { body });
