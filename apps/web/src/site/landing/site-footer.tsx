import { Anchor, Box, Container, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { SOCIAL_NETWORKS } from '@safesathi/contract';
import { Link } from 'react-router';
import { APP_NAME } from '../../config';
import { useSiteTranslation } from '../../i18n/site-text';
import { Brand } from '../../ui/brand';
import { IconHeadset, IconMail } from '../../ui/icons';
import { dialDigits, useSiteSettings } from '../public-api';

export const POLICY_LINKS = [
  { to: '/privacy-policy', label: 'Privacy Policy' },
  { to: '/shipping-policy', label: 'Shipping Policy' },
  { to: '/refund-policy', label: 'Refund Policy' },
  { to: '/terms-and-conditions', label: 'Terms & Conditions' },
] as const;

const SOCIAL_LABELS: Record<(typeof SOCIAL_NETWORKS)[number], string> = {
  facebook: 'Facebook',
  instagram: 'Instagram',
  x: 'X (Twitter)',
  youtube: 'YouTube',
  linkedin: 'LinkedIn',
};

/** Every public page's footer: policies, social profiles, support e-mail and the 24/7 line. */
export function SiteFooter() {
  const { t, to } = useSiteTranslation();
  // Each policy has an address in every language (docs/decisions/0083-policies-in-every-language.md).
  const policies = [
    t('site:footer.privacy'),
    t('site:footer.shipping'),
    t('site:footer.refund'),
    t('site:footer.terms'),
  ];
  const settings = useSiteSettings().data;
  const social = SOCIAL_NETWORKS.filter((n) => settings?.social?.[n]);
  const phoneDigits = dialDigits(settings?.supportPhone);

  return (
    <Box component="footer" bg="dark.8" c="gray.3" py={{ base: 40, sm: 56 }}>
      <Container size="lg">
        <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="xl">
          <Stack gap="sm">
            <Box p={6} bg="white" style={{ borderRadius: 'var(--mantine-radius-md)', alignSelf: 'flex-start' }}>
              <Brand size="md" />
            </Box>
            <Text size="sm" c="gray.4">
              {t('site:footer.tagline')}
            </Text>
          </Stack>

          <Stack gap={8}>
            <Title order={2} fz="sm" c="white" tt="uppercase" lts={0.5}>
              {t('site:footer.policies')}
            </Title>
            {POLICY_LINKS.map((link, i) => (
              <Anchor key={link.to} component={Link} to={to(link.to)} c="gray.3" size="sm">
                {policies[i]}
              </Anchor>
            ))}
            <Anchor component={Link} to={to('/demo')} c="gray.3" size="sm">
              {t('site:footer.howItWorks')}
            </Anchor>
          </Stack>

          <Stack gap={8}>
            <Title order={2} fz="sm" c="white" tt="uppercase" lts={0.5}>
              {t('site:footer.support')}
            </Title>
            <Anchor href={`mailto:${settings?.supportEmail ?? ''}`} c="gray.3" size="sm" data-testid="support-email">
              <Group gap={6} wrap="nowrap" component="span">
                <IconMail size={16} />
                {settings?.supportEmail ?? '…'}
              </Group>
            </Anchor>
            {phoneDigits ? (
              <Anchor href={`tel:+${phoneDigits}`} c="gray.3" size="sm">
                <Group gap={6} wrap="nowrap" component="span">
                  <IconHeadset size={16} />
                  {t('site:footer.line', { phone: settings?.supportPhone ?? '' })}
                </Group>
              </Anchor>
            ) : null}
            <Text size="sm" c="gray.4">
              {t('site:footer.danger')}{' '}
              <Anchor href="tel:112" c="white" fw={700} size="sm">
                112
              </Anchor>
            </Text>
          </Stack>

          <Stack gap={8}>
            <Title order={2} fz="sm" c="white" tt="uppercase" lts={0.5}>
              {social.length === 0 ? t('site:footer.shop') : t('site:footer.followUs')}
            </Title>
            {social.length === 0 ? (
              <Anchor component={Link} to={to('/shop')} c="gray.3" size="sm">
                {t('site:footer.shopLink')}
              </Anchor>
            ) : (
              social.map((network) => (
                <Anchor
                  key={network}
                  href={settings?.social[network] ?? '#'}
                  target="_blank"
                  rel="noopener noreferrer"
                  c="gray.3"
                  size="sm"
                >
                  {SOCIAL_LABELS[network]}
                </Anchor>
              ))
            )}
          </Stack>
        </SimpleGrid>
        <Text size="xs" c="gray.5" mt="xl">
          {t('site:footer.rights', { app: APP_NAME })}
        </Text>
      </Container>
    </Box>
  );
}
