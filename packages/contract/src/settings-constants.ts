/**
 * The plain constants of the site settings, apart from their zod schemas (./settings.ts) so that
 * the public pages, which import only these, do not pull zod into their chunks.
 */

/** The social networks the website links to, in the order the footer shows them. */
export const SOCIAL_NETWORKS = ['facebook', 'instagram', 'x', 'youtube', 'linkedin'] as const;

/**
 * The landing page's sections an operator can switch off in the back office's Website screen
 * (docs/decisions/0050-public-pages-weight-and-what-the-landing-advertises.md), in page order.
 */
export const LANDING_SECTIONS = [
  'shop',
  'highlights',
  'about',
  'features',
  'blood',
  'distributor',
  'faqs',
  'contact',
] as const;
export type LandingSection = (typeof LANDING_SECTIONS)[number];

/** Each section's name in the back office, as its heading reads on the page. */
export const LANDING_SECTION_LABELS: Record<LandingSection, string> = {
  shop: 'Get your tag (the tags on sale)',
  highlights: 'Highlights (the banners)',
  about: 'About Us',
  features: 'Features',
  blood: 'Emergency blood',
  distributor: 'Become A Distributor',
  faqs: 'Frequently asked questions',
  contact: 'Stay Updated (the contact form)',
};
