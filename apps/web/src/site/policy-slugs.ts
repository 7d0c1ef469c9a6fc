import type { Translate } from '../i18n/site-text';

export const POLICY_SLUGS = ['privacy-policy', 'shipping-policy', 'refund-policy', 'terms-and-conditions'] as const;
export type PolicySlug = (typeof POLICY_SLUGS)[number];

/**
 * The English page a translated policy points to as the one that governs. `lang=en` says the visitor
 * asked for English, so the English page's inline script (entry-server.tsx) does not send a visitor
 * who chose another language back to the translation.
 */
export const englishPolicy = (slug: PolicySlug) => `/${slug}?lang=en`;

interface PolicyWords {
  title: string;
  description: string;
  body: string;
}

type Values = { app: string; email: string };

/**
 * A policy's words in the page's language (docs/decisions/0083-policies-in-every-language.md): its
 * title is the footer's link to it, its text a translation of the standard one (apps/server/src/modules/settings/page-texts.ts).
 */
const WORDS: Record<PolicySlug, (t: Translate, values: Values) => PolicyWords> = {
  'privacy-policy': (t, values) => ({
    title: t('site:footer.privacy'),
    description: t('policies:privacy.description', values),
    body: t('policies:privacy.body', values),
  }),
  'shipping-policy': (t, values) => ({
    title: t('site:footer.shipping'),
    description: t('policies:shipping.description', values),
    body: t('policies:shipping.body', values),
  }),
  'refund-policy': (t, values) => ({
    title: t('site:footer.refund'),
    description: t('policies:refund.description', values),
    body: t('policies:refund.body', values),
  }),
  'terms-and-conditions': (t, values) => ({
    title: t('site:footer.terms'),
    description: t('policies:terms.description', values),
    body: t('policies:terms.body', values),
  }),
};

export const policyWords = (t: Translate, slug: PolicySlug, values: Values): PolicyWords => WORDS[slug](t, values);
