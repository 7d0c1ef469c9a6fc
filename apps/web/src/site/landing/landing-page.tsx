import { Box, Grid, Stack, Text } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import type { LandingSection } from '@safesathi/contract';
import { type ReactNode, useState } from 'react';
import { APP_NAME } from '../../config';
import { useSiteTranslation } from '../../i18n/site-text';
import { useSiteSettings } from '../public-api';
import { ContactForm } from './contact-form';
import { FaqsSection } from './faqs';
import { FeaturesSection } from './features';
import { Hero } from './hero';
import { AboutSection, BloodSection, DistributorSection, HighlightsSection, Section } from './sections';
import { ShopTeaser } from './shop-teaser';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

function ContactSection({ prefill }: { prefill: { text: string; at: number } | null }) {
  const { t } = useSiteTranslation();
  return (
    // boot.ts loads the app as this form nears the screen, so it is ready to be filled in.
    <Section id="stay-updated" title={t('site:contact.title')} kicker={t('site:contact.kicker')} tinted>
      <Grid gutter="xl" data-load-app-near>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Stack gap="sm">
            <Text c="dark.6" size="lg">
              {t('site:contact.text')}
            </Text>
            <Text c="dark.6">{t('site:contact.support')}</Text>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 7 }}>
          <ContactForm prefillMessage={prefill} />
        </Grid.Col>
      </Grid>
    </Section>
  );
}

/**
 * `/`: the public website (docs/product.md §1), rendered by the server with the API's current
 * answers. Each section below the hero can be switched off in the back office's Website screen.
 */
export function LandingPage() {
  const { t } = useSiteTranslation();
  useDocumentTitle(t('site:meta.homeTitle', { app: APP_NAME }));
  const [prefill, setPrefill] = useState<{ text: string; at: number } | null>(null);
  const settings = useSiteSettings().data;
  const hidden = new Set(settings?.hiddenSections ?? []);

  const sections: [LandingSection, ReactNode][] = [
    ['shop', <ShopTeaser key="shop" />],
    ['highlights', <HighlightsSection key="highlights" />],
    ['about', <AboutSection key="about" />],
    ['features', <FeaturesSection key="features" />],
    ['blood', <BloodSection key="blood" />],
    [
      'distributor',
      <DistributorSection
        key="distributor"
        contactHref={hidden.has('contact') ? `mailto:${settings?.supportEmail ?? ''}` : null}
        onInterested={() => setPrefill({ text: t('site:distributor.message'), at: Date.now() })}
      />,
    ],
    ['faqs', <FaqsSection key="faqs" />],
    ['contact', <ContactSection key="contact" prefill={prefill} />],
  ];

  return (
    <Box bg="gray.0" mih="100dvh">
      <SiteHeader onLanding />
      <main>
        <Hero />
        {sections.filter(([id]) => !hidden.has(id)).map(([, section]) => section)}
      </main>
      <SiteFooter />
    </Box>
  );
}
