import { Button, Container, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import type { PageSlug } from '@safesathi/contract';
import { useLocation } from 'react-router';
import { APP_NAME } from '../config';
import { splitLanguage } from '../i18n/page-language';
import { errorMessage } from '../lib/api';
import { formatDate } from '../lib/date-time';
import { POLICY_SLUGS, type PolicySlug } from './policy-slugs';
import { PolicyText } from './policy-text';
import { OtherPolicies, PolicyTranslation } from './policy-translation';
import { usePage } from './public-api';
import { PublicFrame } from './public-frame';

const FALLBACK_TITLE: Record<PolicySlug, string> = {
  'privacy-policy': 'Privacy Policy',
  'shipping-policy': 'Shipping Policy',
  'refund-policy': 'Refund Policy',
  'terms-and-conditions': 'Terms and Conditions',
};

/** The English policy: the back office's own text, the one that governs. */
function PolicyBody({ slug }: { slug: PolicySlug }) {
  const page = usePage(slug as PageSlug);
  const title = page.data?.title ?? FALLBACK_TITLE[slug];
  useDocumentTitle(`${title} · ${APP_NAME}`);

  if (page.isError && !page.data) {
    return (
      <Stack gap="sm" align="flex-start" role="alert">
        <Title order={1} fz={{ base: 28, sm: 36 }}>
          {FALLBACK_TITLE[slug]}
        </Title>
        <Text>This page could not be loaded: {errorMessage(page.error)}</Text>
        <Button variant="default" onClick={() => void page.refetch()} loading={page.isFetching}>
          Try again
        </Button>
      </Stack>
    );
  }
  return (
    <Stack gap="lg">
      <div>
        <Title order={1} fz={{ base: 28, sm: 36 }}>
          {title}
        </Title>
        {page.data?.updatedAt ? (
          <Text size="sm" c="dimmed" mt={4}>
            Last updated {formatDate(page.data.updatedAt)}
          </Text>
        ) : null}
      </div>
      {page.data ? (
        <PolicyText body={page.data.body} />
      ) : (
        <Stack gap="sm" role="status" aria-label="Loading">
          {Array.from({ length: 8 }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: fixed placeholders
            <Skeleton key={i} h={16} w={i % 3 === 2 ? '60%' : '100%'} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}

/**
 * /privacy-policy, /shipping-policy, /refund-policy, /terms-and-conditions (docs/product.md §2, §9),
 * and each in every language at its own address (`/hi/privacy-policy`): a translation of the
 * standard text that names the English page as the one that governs
 * (docs/decisions/0083-policies-in-every-language.md).
 */
export function PolicyPage() {
  const { lang, path } = splitLanguage(useLocation().pathname);
  const slug = POLICY_SLUGS.find((s) => path.toLowerCase().replace(/\/+$/, '') === `/${s}`) ?? 'privacy-policy';
  return (
    <PublicFrame>
      <Container size="md" py={{ base: 24, sm: 48 }}>
        <Paper radius="lg" p={{ base: 'md', sm: 40 }} withBorder component="article">
          {lang === 'en' ? <PolicyBody key={slug} slug={slug} /> : <PolicyTranslation key={slug} slug={slug} />}
        </Paper>
        <OtherPolicies slug={slug} />
      </Container>
    </PublicFrame>
  );
}
