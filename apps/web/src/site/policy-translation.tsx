import { Anchor, Button, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { Link } from 'react-router';
import { APP_NAME } from '../config';
import { useSiteTranslation } from '../i18n/site-text';
import { englishPolicy, POLICY_SLUGS, type PolicySlug, policyWords } from './policy-slugs';
import { PolicyText } from './policy-text';
import { useSiteSettings } from './public-api';

/**
 * A policy in a language other than English (`/hi/privacy-policy`): the translation of the standard
 * text, the support address filled in from the site's settings, and a note that the English page
 * governs, with a link to it (docs/decisions/0083-policies-in-every-language.md).
 */
export function PolicyTranslation({ slug }: { slug: PolicySlug }) {
  const { t } = useSiteTranslation();
  const settings = useSiteSettings();
  const words = policyWords(t, slug, { app: APP_NAME, email: settings.data?.supportEmail ?? '' });
  useDocumentTitle(`${words.title} · ${APP_NAME}`);

  return (
    <Stack gap="lg">
      <Title order={1} fz={{ base: 28, sm: 36 }}>
        {words.title}
      </Title>
      <Text size="sm" c="dimmed" role="note" data-testid="policy-translation-note">
        {t('policies:translation')}{' '}
        <Anchor component={Link} to={englishPolicy(slug)} hrefLang="en" size="sm" underline="always">
          {t('policies:readEnglish')}
        </Anchor>
      </Text>
      {settings.data ? (
        <PolicyText body={words.body} />
      ) : settings.isError ? (
        <Stack gap="sm" align="flex-start" role="alert">
          <Text>{t('policies:failed')}</Text>
          <Button variant="default" onClick={() => void settings.refetch()} loading={settings.isFetching}>
            {t('policies:retry')}
          </Button>
        </Stack>
      ) : (
        <Stack gap="sm" role="status" aria-label={t('policies:loading')}>
          {Array.from({ length: 8 }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: fixed placeholders
            <Skeleton key={i} h={16} w={i % 3 === 2 ? '60%' : '100%'} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}

/** Links to the other policies, in the page's language (each policy has an address in every language). */
export function OtherPolicies({ slug }: { slug: PolicySlug }) {
  const { t, to } = useSiteTranslation();
  const titles: Record<PolicySlug, string> = {
    'privacy-policy': t('site:footer.privacy'),
    'shipping-policy': t('site:footer.shipping'),
    'refund-policy': t('site:footer.refund'),
    'terms-and-conditions': t('site:footer.terms'),
  };
  return (
    <Group component="nav" aria-label={t('site:footer.otherPolicies')} gap="md" mt="lg">
      {POLICY_SLUGS.filter((s) => s !== slug).map((s) => (
        <Anchor key={s} component={Link} to={to(`/${s}`)} size="sm">
          {titles[s]}
        </Anchor>
      ))}
    </Group>
  );
}
