import { Anchor, Box, Button, Container, Group, List, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { APP_NAME } from '../config';
import { QrSvg } from './demo-qr';
import { publicKeys } from './public-api';
import { PublicFrame } from './public-frame';
import { useHydrated } from './use-hydrated';

/** The seeded demo tag (docs/product.md §12): active on the demo customer's vehicle DL01AB1234. */
export const DEMO_TAG = 'SAFE2026';

const STEPS = [
  {
    title: 'A tag goes on the vehicle',
    text: `Each ${APP_NAME} sticker carries its own QR code. The owner links it to their vehicle in their account.`,
  },
  {
    title: 'Someone scans it',
    text: 'Any phone camera opens the SOS page: the registration number, and the owner’s name and number only if they chose to show them.',
  },
  {
    title: 'They pick a reason and send',
    text: 'Car blocking the way, lights left on, an accident… plus their name and mobile number, and their location if they share it.',
  },
  // What the escalation ladder and the texting window do (docs/decisions/0027, 0018): kept true to them.
  {
    title: 'The owner first, then their people',
    text: 'The owner gets an SMS at once, with a link to answer, and the alert shows in their account. For an accident or another urgent reason their emergency contacts are texted at once too; otherwise only if the owner has not answered within a few minutes. Many alerts within a few minutes are summed into one text, but a more urgent alert is never held back.',
  },
];

/**
 * What happens after the alert, each under the id the landing page's feature cards link to
 * (site/landing/features.tsx): kept true to ADRs 0027 (the loop), 0028 (masked calls), 0029 (the
 * emergency card) and 0032 (languages).
 */
const AFTER = [
  {
    id: 'answer',
    title: 'The owner answers, and the bystander sees it live',
    text: 'The owner taps “I’m coming” (in 5, 15 or 30 minutes), “I’ve seen it” or “Call 112” from the link in their text, without signing in. The page the bystander sent the alert from shows the answer as it happens.',
  },
  {
    id: 'escalation',
    title: 'Escalation to the emergency contacts',
    text: 'If the owner has not answered within a few minutes, their emergency contacts are texted, each with the same answer link. For an accident or another urgent reason they are texted at once.',
  },
  {
    id: 'masked-calls',
    title: 'A call without sharing numbers',
    text: 'Where the owner allows it, the bystander can press “Call the owner”: both phones are connected through a masked number, so neither sees the other’s.',
  },
  {
    id: 'emergency-card',
    title: 'The emergency card',
    text: 'After an accident, a fire or a medical emergency, the SOS page shows first responders the owner’s blood group, allergies, conditions and medication — only if the owner switched the card on, and every view is logged.',
  },
  {
    id: 'languages',
    title: 'Ten Indian languages',
    text: 'The SOS page and the texts speak English, Hindi, Bengali, Telugu, Marathi, Tamil, Urdu, Gujarati, Kannada and Malayalam.',
  },
];

/** `/demo`: the SOS loop for visitors, with the live demo tag to scan or open. */
export function DemoPage() {
  useDocumentTitle(`How it works · ${APP_NAME}`);
  // The QR holds this site's public address: given by the server that rendered the page, else
  // (the page drawn by the app alone) the browser's, once hydrated. Its box keeps its size meanwhile.
  const served = useQueryClient().getQueryData<string>(publicKeys.origin);
  const hydrated = useHydrated();
  const origin = served ?? (hydrated ? window.location.origin : null);
  const path = `/${DEMO_TAG}`;

  return (
    <PublicFrame>
      <Container size="lg" py={{ base: 24, sm: 48 }}>
        <Stack gap="xl">
          <Stack gap="sm" maw={720}>
            <Title order={1} fz={{ base: 30, sm: 40 }}>
              See how {APP_NAME} works
            </Title>
            <Text size="lg" c="dark.6">
              Try it yourself with our demo tag: scan it with your phone or open it here, and send a test alert. It goes
              to our demo customer, not to a real person.
            </Text>
          </Stack>

          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl">
            <Paper
              withBorder
              radius="lg"
              p={{ base: 'md', sm: 'xl' }}
              component="section"
              aria-labelledby="steps-title"
              id="sos-loop"
            >
              <Title order={2} fz="xl" id="steps-title" mb="md">
                The SOS loop in four steps
              </Title>
              <List type="ordered" spacing="md">
                {STEPS.map((step) => (
                  <List.Item key={step.title}>
                    <Text fw={700}>{step.title}</Text>
                    <Text c="dark.6" size="sm">
                      {step.text}
                    </Text>
                  </List.Item>
                ))}
              </List>
            </Paper>

            <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} component="section" aria-labelledby="try-title">
              <Stack gap="md" align="center" ta="center">
                <Title order={2} fz="xl" id="try-title">
                  The live demo tag
                </Title>
                <Box
                  w={216}
                  h={216}
                  p={8}
                  bg="white"
                  style={{ border: '1px solid var(--mantine-color-gray-3)', borderRadius: 12 }}
                >
                  {origin ? <QrSvg value={`${origin}${path}`} label={`QR code of the demo tag ${DEMO_TAG}`} /> : null}
                </Box>
                <Text ff="monospace" fw={800} fz={22} lts={2}>
                  {DEMO_TAG}
                </Text>
                <Text size="sm" c="dimmed">
                  Point your phone camera at the code, or open the page on this device.
                </Text>
                <Group justify="center" gap="sm">
                  <Button component="a" href={path} size="md">
                    Open the demo SOS page
                  </Button>
                  <Button component={Link} to="/sign-up" size="md" variant="default">
                    Get your own tag
                  </Button>
                </Group>
                <Text size="xs" c="dimmed">
                  The page is at{' '}
                  <Anchor href={path} size="xs" underline="always">
                    {path}
                  </Anchor>{' '}
                  — the same page every {APP_NAME} sticker opens.
                </Text>
              </Stack>
            </Paper>
          </SimpleGrid>

          <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} component="section" aria-labelledby="after-title">
            <Title order={2} fz="xl" id="after-title" mb="md">
              After the alert
            </Title>
            <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
              {AFTER.map((item) => (
                <Box key={item.id} id={item.id} style={{ scrollMarginTop: 72 }}>
                  <Title order={3} fz="md">
                    {item.title}
                  </Title>
                  <Text c="dark.6" size="sm" mt={4}>
                    {item.text}
                  </Text>
                </Box>
              ))}
            </SimpleGrid>
          </Paper>
        </Stack>
      </Container>
    </PublicFrame>
  );
}
