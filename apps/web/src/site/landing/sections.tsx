import { Box, Button, Container, Group, Image, List, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { APP_NAME } from '../../config';
import { useSiteTranslation } from '../../i18n/site-text';
import { IconBloodBank, IconDrop, IconHandshake } from '../../ui/icons';
import { PolicyText } from '../policy-text';
import { useBanners, usePage } from '../public-api';

/** A button whose words may be long in some languages: they wrap instead of widening the page (size md). */
export const WRAPPING = { h: 'auto', mih: 42, py: 8, styles: { label: { whiteSpace: 'normal' } } } as const;

export function Section({
  id,
  title,
  kicker,
  children,
  tinted = false,
}: {
  id: string;
  title: string;
  kicker?: string;
  children: ReactNode;
  tinted?: boolean;
}) {
  return (
    <Box
      component="section"
      id={id}
      aria-labelledby={`${id}-title`}
      py={{ base: 48, sm: 72 }}
      bg={tinted ? 'white' : undefined}
      style={{ scrollMarginTop: 72 }}
    >
      <Container size="lg">
        {kicker ? (
          <Text c="sathi.8" fw={700} size="sm" tt="uppercase" lts={1}>
            {kicker}
          </Text>
        ) : null}
        <Title order={2} id={`${id}-title`} fz={{ base: 26, sm: 34 }} mb="lg">
          {title}
        </Title>
        {children}
      </Container>
    </Box>
  );
}

/** About Us: the admin-editable "about" page text, prerendered with its default. */
export function AboutSection() {
  const { t } = useSiteTranslation();
  const page = usePage('about');
  return (
    <Section id="about" title={t('site:about.title')} kicker={t('site:about.kicker', { app: APP_NAME })} tinted>
      <Box maw={760}>
        {page.data ? (
          <PolicyText body={page.data.body} headingOrder={3} />
        ) : page.isError ? (
          <Text>{t('site:about.fallback', { app: APP_NAME })}</Text>
        ) : (
          <Text c="dimmed">{t('site:about.loading')}</Text>
        )}
      </Box>
    </Section>
  );
}

export function BloodSection() {
  const { t } = useSiteTranslation();
  return (
    <Section id="blood" title={t('site:blood.title')} kicker={t('site:blood.kicker')} tinted>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl" style={{ alignItems: 'center' }}>
        <Text c="dark.6" size="lg">
          {t('site:blood.text', { app: APP_NAME })}
        </Text>
        <Group gap="sm">
          {/* Plain links: the blood bank locator is a page of the server, not of the app. */}
          <Button
            component="a"
            href="/account/blood-requests"
            size="md"
            {...WRAPPING}
            leftSection={<IconDrop size={20} />}
          >
            {t('site:blood.ask')}
          </Button>
          <Button component="a" href="/account/blood" size="md" {...WRAPPING} variant="light">
            {t('site:blood.donate')}
          </Button>
          <Button
            component="a"
            href="/blood-banks"
            size="md"
            {...WRAPPING}
            variant="default"
            leftSection={<IconBloodBank size={20} />}
          >
            {t('site:blood.banks')}
          </Button>
        </Group>
      </SimpleGrid>
    </Section>
  );
}

/**
 * Highlights: the back office's banners, each with its whole text, below the hero (not in it: the
 * hero's picture never gives way to them). Left out when there are none.
 */
export function HighlightsSection() {
  const { t } = useSiteTranslation();
  const list = useBanners().data ?? [];
  if (list.length === 0) return null;
  return (
    <Section id="highlights" title={t('site:highlights.title')} kicker={t('site:highlights.kicker')}>
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg">
        {list.map((banner) => (
          <Box
            key={banner._id}
            component="article"
            bg="white"
            style={{
              borderRadius: 'var(--mantine-radius-lg)',
              overflow: 'hidden',
              border: '1px solid var(--mantine-color-gray-2)',
            }}
          >
            <Box style={{ aspectRatio: '16 / 9' }} bg="sathi.1">
              <Image
                src={banner.image?.url ?? `/api/fetchmedia/${encodeURIComponent(banner.imageUrl)}`}
                alt=""
                w="100%"
                h="100%"
                fit="cover"
                loading="lazy"
              />
            </Box>
            <Box p="md">
              <Title order={3} fz="md">
                {banner.title}
              </Title>
              <Text size="sm" c="dark.5" mt={4}>
                {banner.description}
              </Text>
            </Box>
          </Box>
        ))}
      </SimpleGrid>
    </Section>
  );
}

/** `contactHref`: where to write instead, while the contact form is switched off (else the form, prefilled). */
export function DistributorSection({
  onInterested,
  contactHref,
}: {
  onInterested: () => void;
  contactHref: string | null;
}) {
  const { t } = useSiteTranslation();
  return (
    <Section id="distributor" title={t('site:distributor.title')} kicker={t('site:distributor.kicker')} tinted>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl" style={{ alignItems: 'center' }}>
        <Stack gap="sm">
          <Text c="dark.6" size="lg">
            {t('site:distributor.text', { app: APP_NAME })}
          </Text>
          <List spacing={4} c="dark.6">
            <List.Item>{t('site:distributor.margins')}</List.Item>
            <List.Item>{t('site:distributor.training')}</List.Item>
            <List.Item>{t('site:distributor.helps')}</List.Item>
          </List>
        </Stack>
        <Stack gap="sm" align="flex-start">
          <ThemeIcon size={56} radius="xl" variant="light" aria-hidden>
            <IconHandshake size={30} />
          </ThemeIcon>
          <Text fw={600}>{t('site:distributor.call')}</Text>
          {contactHref ? (
            <Button component="a" href={contactHref} size="md" {...WRAPPING}>
              {t('site:distributor.write')}
            </Button>
          ) : (
            // Before the app is loaded, boot.ts holds the click and replays it once the form can be prefilled.
            <Button component="a" href="#stay-updated" size="md" {...WRAPPING} onClick={onInterested} data-needs-app>
              {t('site:distributor.interested')}
            </Button>
          )}
        </Stack>
      </SimpleGrid>
    </Section>
  );
}
