import { Box, Grid, Stack, Text } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useState } from 'react';
import { APP_NAME } from '../../config';
import { ContactForm } from './contact-form';
import { FaqsSection } from './faqs';
import { Hero } from './hero';
import {
  AboutSection,
  BloodRequestSection,
  DistributorSection,
  FeaturesSection,
  GroupTrackingSection,
  Section,
} from './sections';
import { ShopTeaser } from './shop-teaser';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

const DISTRIBUTOR_MESSAGE = 'I would like to become a distributor.';

/** `/`: the public website, sections in the spec's order (docs/product.md §1). Prerendered at build time. */
export function LandingPage() {
  useDocumentTitle(`${APP_NAME}: road safety with a QR sticker`);
  const [prefill, setPrefill] = useState<{ text: string; at: number } | null>(null);

  return (
    <Box bg="gray.0" mih="100dvh">
      <SiteHeader onLanding />
      <main>
        <Hero />
        <ShopTeaser />
        <AboutSection />
        <FeaturesSection />
        <BloodRequestSection />
        <GroupTrackingSection />
        <DistributorSection onInterested={() => setPrefill({ text: DISTRIBUTOR_MESSAGE, at: Date.now() })} />
        <FaqsSection />
        <Section id="stay-updated" title="Stay Updated" kicker="Talk to us" tinted>
          <Grid gutter="xl">
            <Grid.Col span={{ base: 12, md: 5 }}>
              <Stack gap="sm">
                <Text c="dark.6" size="lg">
                  Questions, a bulk order for your fleet, or interested in becoming a distributor? Leave your details
                  and we will get back to you.
                </Text>
                <Text c="dark.6">Our support team is available 24/7.</Text>
              </Stack>
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 7 }}>
              <ContactForm prefillMessage={prefill} />
            </Grid.Col>
          </Grid>
        </Section>
      </main>
      <SiteFooter />
    </Box>
  );
}
