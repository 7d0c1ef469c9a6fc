import { Box, Button, Container, List, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { APP_NAME } from '../../config';
import {
  IconCrash,
  IconDocs,
  IconDrop,
  IconGroup,
  IconHandshake,
  IconHeartPulse,
  IconMapPin,
  IconParking,
  IconQr,
  IconUmbrella,
} from '../../ui/icons';
import { PolicyText } from '../policy-text';
import { usePage } from '../public-api';

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
  const page = usePage('about');
  return (
    <Section id="about" title="About Us" kicker={`Why ${APP_NAME}`} tinted>
      <Box maw={760}>
        {page.data ? (
          <PolicyText body={page.data.body} headingOrder={3} />
        ) : page.isError ? (
          <Text>
            {APP_NAME} is a personal and road-safety service for India: a QR tag on your vehicle lets anyone alert you
            and your family when it matters.
          </Text>
        ) : (
          <Text c="dimmed">Loading…</Text>
        )}
      </Box>
    </Section>
  );
}

const FEATURES: { icon: ReactNode; title: string; text: string }[] = [
  {
    icon: <IconDrop />,
    title: 'Blood bank locator',
    text: 'Find the nearest blood banks and their contact numbers when every minute counts.',
  },
  {
    icon: <IconParking />,
    title: 'Parking alerts',
    text: 'Blocked someone in? They scan your sticker and you get an SMS — no note on the windscreen needed.',
  },
  {
    icon: <IconQr size={24} />,
    title: 'QR tags for SOS',
    text: 'A sticker on your vehicle opens an SOS page for anyone who scans it: no app, no login.',
  },
  {
    icon: <IconGroup />,
    title: 'Group tracking',
    text: 'See where friends and family are on a trip, and know they arrived safely.',
  },
  {
    icon: <IconCrash />,
    title: 'Accident alerts',
    text: 'In an accident, your emergency contacts are told at once, with the place when it is shared.',
  },
  {
    icon: <IconDocs />,
    title: 'Digital document storage',
    text: 'Keep your licence, registration and insurance papers safe and at hand on your phone.',
  },
  {
    icon: <IconUmbrella />,
    title: 'Insurance cover',
    text: 'Cover that looks after you and your vehicle, arranged from the same app.',
  },
  {
    icon: <IconHeartPulse />,
    title: 'Emergency blood request',
    text: 'Ask registered donors nearby for blood of the group you need, and coordinate their replies.',
  },
];

export function FeaturesSection() {
  return (
    <Section id="features" title="Features" kicker="Everything in one place">
      <SimpleGrid
        cols={{ base: 1, xs: 2, md: 4 }}
        spacing="lg"
        component="ul"
        style={{ listStyle: 'none', padding: 0 }}
      >
        {FEATURES.map((feature) => (
          <Box
            component="li"
            key={feature.title}
            bg="white"
            p="lg"
            style={{ borderRadius: 'var(--mantine-radius-lg)', border: '1px solid var(--mantine-color-gray-2)' }}
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
        ))}
      </SimpleGrid>
    </Section>
  );
}

function Steps({ steps }: { steps: { title: string; text: string }[] }) {
  return (
    <List type="ordered" spacing="md" size="md" center={false} styles={{ itemLabel: { width: '100%' } }}>
      {steps.map((step) => (
        <List.Item key={step.title}>
          <Text fw={700} span>
            {step.title}.
          </Text>{' '}
          <Text span c="dark.6">
            {step.text}
          </Text>
        </List.Item>
      ))}
    </List>
  );
}

export function BloodRequestSection() {
  return (
    <Section id="blood-request" title="Emergency Blood Request" kicker="When someone needs blood" tinted>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl">
        <Text c="dark.6" size="lg">
          Finding blood of the right group fast is hard. With {APP_NAME}, one request reaches the registered donors near
          you whose blood group matches.
        </Text>
        <Steps
          steps={[
            { title: 'Create a request', text: 'Say which blood group, how many units and which hospital.' },
            {
              title: 'Nearby donors are notified',
              text: 'Registered donors close by, with a matching group, get an alert.',
            },
            { title: 'Receive replies', text: 'Donors who can help answer you directly.' },
            { title: 'Coordinate', text: 'Agree the time and place with the donors who replied.' },
          ]}
        />
      </SimpleGrid>
    </Section>
  );
}

export function GroupTrackingSection() {
  return (
    <Section id="group-tracking" title="Group Tracking" kicker="Travel together">
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl">
        <Stack gap="sm">
          <Text c="dark.6" size="lg">
            Going on a road trip or sending someone home late? Share your location with a group of friends or family for
            as long as you choose.
          </Text>
          <Text c="dark.6">Everyone sees where the others are on a map, and you stop sharing with one tap.</Text>
        </Stack>
        <Box
          bg="white"
          p="lg"
          style={{ borderRadius: 'var(--mantine-radius-lg)', border: '1px solid var(--mantine-color-gray-2)' }}
        >
          <Stack gap="xs">
            {['Riya — 2 km away, on NH 48', 'Papa — home', 'Arjun — 12 min from the hotel'].map((line) => (
              <Text key={line} size="sm">
                <IconMapPin
                  size={16}
                  style={{ verticalAlign: '-3px', marginRight: 6, color: 'var(--mantine-color-sathi-7)' }}
                />
                {line}
              </Text>
            ))}
          </Stack>
        </Box>
      </SimpleGrid>
    </Section>
  );
}

export function DistributorSection({ onInterested }: { onInterested: () => void }) {
  return (
    <Section id="distributor" title="Become A Distributor" kicker="Grow with us" tinted>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl" style={{ alignItems: 'center' }}>
        <Stack gap="sm">
          <Text c="dark.6" size="lg">
            Every vehicle in India can carry a {APP_NAME} tag. Partner with us to bring them to the vehicle owners,
            dealers, fleets and housing societies in your area.
          </Text>
          <List spacing={4} c="dark.6">
            <List.Item>Attractive margins on every tag and kit</List.Item>
            <List.Item>Marketing material and training from our team</List.Item>
            <List.Item>A product that helps people when it matters most</List.Item>
          </List>
        </Stack>
        <Stack gap="sm" align="flex-start">
          <ThemeIcon size={56} radius="xl" variant="light" aria-hidden>
            <IconHandshake size={30} />
          </ThemeIcon>
          <Text fw={600}>Leave your details and our partnerships team will call you.</Text>
          <Button component="a" href="#stay-updated" size="md" onClick={onInterested}>
            I want to be a distributor
          </Button>
        </Stack>
      </SimpleGrid>
    </Section>
  );
}
