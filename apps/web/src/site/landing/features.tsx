import { Box, SimpleGrid, Text, ThemeIcon, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { APP_NAME } from '../../config';
import { type Translate, useSiteTranslation } from '../../i18n/site-text';
import {
  IconBloodBank,
  IconCard,
  IconDrop,
  IconEscalate,
  IconLanguages,
  IconLiveAnswer,
  IconMapPin,
  IconMaskedCall,
  IconQr,
  IconShield,
} from '../../ui/icons';
import { Section } from './sections';

interface Feature {
  icon: ReactNode;
  title: string;
  text: string;
  /** The page that shows it (a plain link: some are served by the server, not the app). */
  to: string;
}

/**
 * What the product really does, each linked to the page that shows it — only what is built
 * (docs/decisions/0050-public-pages-weight-and-what-the-landing-advertises.md): a card for a feature
 * that is not there yet is not added. What sets us apart comes first. One card a line, so that a
 * feature landing elsewhere adds or edits one line here.
 */
export const features = (t: Translate): Feature[] => [
  {
    icon: <IconQr size={24} />,
    title: t('site:features.sosTitle'),
    text: t('site:features.sosText'),
    to: '/demo#sos-loop',
  },
  {
    icon: <IconLiveAnswer />,
    title: t('site:features.answerTitle'),
    text: t('site:features.answerText'),
    to: '/demo#answer',
  },
  {
    icon: <IconEscalate />,
    title: t('site:features.escalationTitle'),
    text: t('site:features.escalationText'),
    to: '/demo#escalation',
  },
  {
    icon: <IconMaskedCall />,
    title: t('site:features.maskedTitle'),
    text: t('site:features.maskedText'),
    to: '/demo#masked-calls',
  },
  {
    icon: <IconCard />,
    title: t('site:features.cardTitle'),
    text: t('site:features.cardText'),
    to: '/demo#emergency-card',
  },
  {
    icon: <IconLanguages />,
    title: t('site:features.languagesTitle'),
    text: t('site:features.languagesText'),
    to: '/demo#languages',
  },
  {
    icon: <IconDrop />,
    title: t('site:features.bloodTitle'),
    text: t('site:features.bloodText', { app: APP_NAME }),
    to: '/account/blood-requests',
  },
  {
    icon: <IconBloodBank />,
    title: t('site:features.banksTitle'),
    text: t('site:features.banksText'),
    to: '/blood-banks',
  },
  {
    icon: <IconShield size={24} />,
    title: t('site:features.papersTitle'),
    text: t('site:features.papersText'),
    to: '/account/papers',
  },
  {
    icon: <IconMapPin size={24} />,
    title: 'Travel together',
    text: 'Share where you are with your family on a trip, for an hour, a day or until you stop: they see you on a map and how far away you are. Only your group sees it, only while you share.',
    to: '/account/groups',
  },
];

export function FeaturesSection() {
  const { t, to } = useSiteTranslation();
  return (
    <Section id="features" title={t('site:features.title')} kicker={t('site:features.kicker', { app: APP_NAME })}>
      <SimpleGrid
        cols={{ base: 1, xs: 2, md: 4 }}
        spacing="lg"
        component="ul"
        style={{ listStyle: 'none', padding: 0, margin: 0 }}
      >
        {features(t).map((feature) => (
          <Box component="li" key={feature.title} display="flex">
            <Box
              component="a"
              href={to(feature.to)}
              bg="white"
              p="lg"
              w="100%"
              c="inherit"
              style={{
                borderRadius: 'var(--mantine-radius-lg)',
                border: '1px solid var(--mantine-color-gray-2)',
                textDecoration: 'none',
              }}
            >
              <ThemeIcon size={48} radius="md" variant="light" aria-hidden>
                {feature.icon}
              </ThemeIcon>
              <Title order={3} fz="lg" mt="md">
                {feature.title}
              </Title>
              <Text c="dark.5" size="sm" mt={6}>
                {feature.text}
              </Text>
            </Box>
          </Box>
        ))}
      </SimpleGrid>
    </Section>
  );
}
