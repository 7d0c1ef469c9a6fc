/**
 * The plain constants of the site settings, apart from their zod schemas (./settings.ts) so that
 * the public pages, which import only these, do not pull zod into their chunks.
 */

/** The social networks the website links to, in the order the footer shows them. */
export const SOCIAL_NETWORKS = ['facebook', 'instagram', 'x', 'youtube', 'linkedin'] as const;
