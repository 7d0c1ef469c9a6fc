import { Anchor, Box, Button, Container, Group, List, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { APP_NAME } from '../config';
import { PublicFrame } from './public-frame';

/** The seeded demo tag (docs/product.md §12): active on the demo customer's vehicle DL01AB1234. */
export const DEMO_TAG = 'SAFE2026';

// The QR encoder is only needed here, and only after the page is shown.
const QrSvg = lazy(() => import('./demo-qr').then((m) => ({ default: m.QrSvg })));

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
  {
    title: 'The owner and their people are alerted',
    text: 'An SMS goes at once to the owner and to each of their emergency contacts, and the alert shows in the owner’s account.',
  },
];

/** `/demo`: the SOS loop for visitors, with the live demo tag to scan or open. */
export function DemoPage() {
  useDocumentTitle(`How it works · ${APP_NAME}`);
  // The QR holds this site's own address, known only in the browser: drawn after hydration, in a box of fixed size.
  const [origin, setOrigin] = useState<string | null>(null);
  useEffect(() => setOrigin(window.location.origin), []);
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
                  {origin ? (
                    <Suspense fallback={null}>
                      <QrSvg value={`${origin}${path}`} label={`QR code of the demo tag ${DEMO_TAG}`} />
                    </Suspense>
                  ) : null}
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
        </Stack>
      </Container>
    </PublicFrame>
  );
}
