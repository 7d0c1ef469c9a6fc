import { Box, SimpleGrid, Text, ThemeIcon, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { APP_NAME } from '../../config';
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
export const FEATURES: Feature[] = [
  {
    icon: <IconQr size={24} />,
    title: 'An SOS sticker anyone can use',
    text: 'Whoever scans it needs no app and no account: the SOS page opens in their phone’s browser and alerts you in seconds, without showing your number.',
    to: '/demo#sos-loop',
  },
  {
    icon: <IconLiveAnswer />,
    title: 'Your answer, seen live',
    text: 'Answer from the link in your text — “I’m coming”, “I’ve seen it” — and the person at your vehicle sees it on their screen as it happens.',
    to: '/demo#answer',
  },
  {
    icon: <IconEscalate />,
    title: 'Your people, when you cannot answer',
    text: 'No answer within a few minutes, and your emergency contacts are texted. For an accident they are told at once.',
    to: '/demo#escalation',
  },
  {
    icon: <IconMaskedCall />,
    title: 'Calls that keep your number private',
    text: 'Let people call you through a masked number: they reach you, and neither side sees the other’s number.',
    to: '/demo#masked-calls',
  },
  {
    icon: <IconCard />,
    title: 'An emergency card for responders',
    text: 'After an accident the SOS page shows first responders your blood group, allergies and medication — only if you switched the card on.',
    to: '/demo#emergency-card',
  },
  {
    icon: <IconLanguages />,
    title: 'Ten Indian languages',
    text: 'The SOS page speaks English, Hindi and eight more Indian languages, so whoever finds your vehicle can send the alert.',
    to: '/demo#languages',
  },
  {
    icon: <IconDrop />,
    title: 'Emergency blood',
    text: `Ask for blood of the group you need from your ${APP_NAME} account: matching donors nearby are texted, nearest first, and you see who can come.`,
    to: '/account/blood-requests',
  },
  {
    icon: <IconBloodBank />,
    title: 'Blood bank locator',
    text: 'Find the blood banks near you and their phone numbers when every minute counts.',
    to: '/blood-banks',
  },
  {
    icon: <IconShield size={24} />,
    title: 'Your vehicle papers, at hand',
    text: 'Keep your RC, insurance policy, PUC and driving licence encrypted in your account, show one by a link that expires, and get a text before each one runs out.',
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
  return (
    <Section id="features" title="Features" kicker={`What makes ${APP_NAME} different`}>
      <SimpleGrid
        cols={{ base: 1, xs: 2, md: 4 }}
        spacing="lg"
        component="ul"
        style={{ listStyle: 'none', padding: 0, margin: 0 }}
      >
        {FEATURES.map((feature) => (
          <Box component="li" key={feature.title} display="flex">
            <Box
              component="a"
              href={feature.to}
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
