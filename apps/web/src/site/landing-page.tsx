import { Box, Button, Container, Group, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { APP_NAME } from '../config';
import { useAuth } from '../lib/auth';
import { Brand } from '../ui/brand';
import { IconBell, IconQr, IconUsers } from '../ui/icons';

const STEPS: { icon: ReactNode; title: string; text: string }[] = [
  {
    icon: <IconQr size={22} />,
    title: 'Stick the QR tag',
    text: 'Your vehicle gets a sticker with its own code. No app needed to scan it.',
  },
  {
    icon: <IconBell size={22} />,
    title: 'Anyone can alert you',
    text: 'Blocked in, lights left on, or an accident: a passer-by scans and picks a reason.',
  },
  {
    icon: <IconUsers size={22} />,
    title: 'Your people know at once',
    text: 'You and your emergency contacts get an SMS with the vehicle and the reason.',
  },
];

/** `/`: a short placeholder for the landing page (the full page comes later). */
export function LandingPage() {
  useDocumentTitle(`${APP_NAME}: road safety with a QR sticker`);
  const auth = useAuth();
  const signedIn = auth.status === 'signed-in' && auth.user;
  const home = auth.user?.usertype === 'Admin' ? '/admin-dashboard' : '/account';

  return (
    <Box mih="100dvh" bg="gray.0">
      <Box component="header" bg="white" style={{ borderBottom: '1px solid var(--mantine-color-gray-2)' }}>
        <Container size="lg" py="sm">
          <Group justify="space-between" wrap="nowrap">
            <Brand />
            {signedIn ? (
              <Button component={Link} to={home} variant="light">
                {auth.user?.usertype === 'Admin' ? 'Back office' : 'My account'}
              </Button>
            ) : (
              <Button component={Link} to="/sign-in" variant="light">
                Sign in
              </Button>
            )}
          </Group>
        </Container>
      </Box>

      <Container component="main" size="lg" py={{ base: 40, sm: 72 }}>
        <Stack gap="xl">
          <Stack gap="md" maw={640}>
            <Title order={1} fz={{ base: 34, sm: 48 }} lh={1.1}>
              {APP_NAME}
            </Title>
            <Text fz={{ base: 'lg', sm: 'xl' }} c="dark.5">
              A QR sticker on your vehicle lets anyone alert you and your family in seconds, when it matters.
            </Text>
            <Group gap="sm">
              <Button component={Link} to={signedIn ? home : '/sign-in'} size="md">
                {signedIn ? 'Continue' : 'Sign in'}
              </Button>
              {signedIn ? null : (
                <Button component={Link} to="/sign-up" size="md" variant="default">
                  Create an account
                </Button>
              )}
            </Group>
          </Stack>

          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md" mt="lg">
            {STEPS.map((step) => (
              <Box key={step.title} bg="white" p="lg" style={{ borderRadius: 'var(--mantine-radius-lg)' }}>
                <ThemeIcon size={44} radius="md" variant="light" aria-hidden>
                  {step.icon}
                </ThemeIcon>
                <Title order={2} fz="lg" mt="md">
                  {step.title}
                </Title>
                <Text c="dimmed" mt={6}>
                  {step.text}
                </Text>
              </Box>
            ))}
          </SimpleGrid>
        </Stack>
      </Container>

      <Box component="footer" py="lg">
        <Text ta="center" size="sm" c="dimmed">
          © {new Date().getFullYear()} {APP_NAME}
        </Text>
      </Box>
    </Box>
  );
}
