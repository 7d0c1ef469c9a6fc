import { Anchor, Button, Container, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import type { PageSlug } from '@safesathi/contract';
import { Link, useLocation } from 'react-router';
import { APP_NAME } from '../config';
import { errorMessage } from '../lib/api';
import { formatDate } from '../lib/date-time';
import { POLICY_LINKS } from './landing/site-footer';
import { PolicyText } from './policy-text';
import { usePage } from './public-api';
import { PublicFrame } from './public-frame';

export const POLICY_SLUGS = ['privacy-policy', 'shipping-policy', 'refund-policy', 'terms-and-conditions'] as const;
export type PolicySlug = (typeof POLICY_SLUGS)[number];

const FALLBACK_TITLE: Record<PolicySlug, string> = {
  'privacy-policy': 'Privacy Policy',
  'shipping-policy': 'Shipping Policy',
  'refund-policy': 'Refund Policy',
  'terms-and-conditions': 'Terms and Conditions',
};

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

/** /privacy-policy, /shipping-policy, /refund-policy, /terms-and-conditions (docs/product.md §2, §9). */
export function PolicyPage() {
  const { pathname } = useLocation();
  const slug = (POLICY_SLUGS.find((s) => pathname.toLowerCase().replace(/\/+$/, '') === `/${s}`) ??
    'privacy-policy') as PolicySlug;
  return (
    <PublicFrame>
      <Container size="md" py={{ base: 24, sm: 48 }}>
        <Paper radius="lg" p={{ base: 'md', sm: 40 }} withBorder component="article">
          <PolicyBody key={slug} slug={slug} />
        </Paper>
        <Group component="nav" aria-label="Other policies" gap="md" mt="lg">
          {POLICY_LINKS.filter((l) => l.to !== `/${slug}`).map((link) => (
            <Anchor key={link.to} component={Link} to={link.to} size="sm">
              {link.label}
            </Anchor>
          ))}
        </Group>
      </Container>
    </PublicFrame>
  );
}
