import { moneySymbol, type PageSlug, setMoneySymbol, type TSiteSettings } from '@safesathi/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../lib/api';

/**
 * What the public pages read from the API, with keys the prerender step fills in at build time
 * (scripts/prerender.ts): a prerendered page hydrates from that data, then refreshes it at once
 * (`staleTime: 0` below), so an admin's later edit shows without a rebuild.
 */
export const publicKeys = {
  settings: ['public', 'settings'] as const,
  page: (slug: PageSlug) => ['public', 'page', slug] as const,
  banners: ['public', 'banners'] as const,
  faqs: ['public', 'faqs'] as const,
  /** The site's public address, given by the server that rendered the page (the demo tag's QR holds it). */
  origin: ['public', 'origin'] as const,
};

export const fetchSiteSettings = (signal?: AbortSignal) =>
  api.GET('/api/settings', { signal, anonymous: true }).then((answer) => {
    // Every amount formatted from now on carries the server's CURRENCY.
    setMoneySymbol(answer.data.currency);
    return answer.data;
  });
export const fetchPage = (slug: PageSlug, signal?: AbortSignal) =>
  api.GET('/api/pages/{slug}', { params: { path: { slug } }, signal, anonymous: true }).then((answer) => answer.data);
export const fetchBanners = (signal?: AbortSignal) =>
  api.GET('/api/banners', { signal, anonymous: true }).then((answer) => answer.data);
export const fetchFaqs = (signal?: AbortSignal) =>
  api.GET('/api/faqs', { signal, anonymous: true }).then((answer) => answer.data);

const fresh = { staleTime: 0, refetchOnMount: 'always' } as const;

export function useSiteSettings() {
  return useQuery({ queryKey: publicKeys.settings, queryFn: ({ signal }) => fetchSiteSettings(signal), ...fresh });
}

/**
 * The currency symbol the server is set up with (CURRENCY): for the money inputs' prefix, and, read
 * once by the layouts, for every amount `formatMoney` writes. Fetched once, not on every mount.
 */
export function useCurrency(): string {
  const settings = useQuery({
    queryKey: publicKeys.settings,
    queryFn: ({ signal }) => fetchSiteSettings(signal),
    staleTime: Number.POSITIVE_INFINITY,
  });
  return settings.data?.currency ?? moneySymbol();
}

export function usePage(slug: PageSlug) {
  return useQuery({ queryKey: publicKeys.page(slug), queryFn: ({ signal }) => fetchPage(slug, signal), ...fresh });
}

export function useBanners() {
  return useQuery({ queryKey: publicKeys.banners, queryFn: ({ signal }) => fetchBanners(signal), ...fresh });
}

export function useFaqs() {
  return useQuery({ queryKey: publicKeys.faqs, queryFn: ({ signal }) => fetchFaqs(signal), ...fresh });
}

/** Digits of a phone setting for a wa.me / tel: link; a bare 10-digit Indian number gets 91. */
export function dialDigits(value: string | null | undefined): string | null {
  const digits = (value ?? '').replace(/\D/g, '');
  if (!digits) return null;
  return digits.length === 10 ? `91${digits}` : digits;
}

/** The chat link of the top bar's Send Message: WhatsApp to the WhatsApp number, else the support number. */
export function whatsappLink(settings: Pick<TSiteSettings, 'whatsapp' | 'supportPhone'> | undefined): string | null {
  const digits = dialDigits(settings?.whatsapp) ?? dialDigits(settings?.supportPhone);
  return digits ? `https://wa.me/${digits}` : null;
}
