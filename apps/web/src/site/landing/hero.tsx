import { Box, Button, Container, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { APP_NAME } from '../../config';

/**
 * What a scan opens, drawn as a phone screen in HTML (no image to wait for): the hero's picture,
 * the same from the first paint on. The back office's banners have their own section below.
 */
function SosPreview() {
  return (
    <Box
      role="img"
      aria-label="Preview of the SOS page that scanning a sticker opens"
      mx="auto"
      w="100%"
      maw={320}
      p="md"
      bg="white"
      style={{
        borderRadius: 28,
        border: '8px solid var(--mantine-color-dark-7)',
        boxShadow: 'var(--mantine-shadow-xl)',
      }}
    >
      <Stack gap="sm" aria-hidden="true">
        <Text size="xs" c="dimmed" ta="center">
          Scanned vehicle
        </Text>
        <Text ta="center" ff="monospace" fw={800} fz={22} style={{ border: '2px solid #222', borderRadius: 6 }}>
          DL 01 AB 1234
        </Text>
        {['Car blocking the way', 'Lights left on', 'Accident'].map((reason, i) => (
          <Box
            key={reason}
            px="sm"
            py={8}
            style={{
              borderRadius: 10,
              border: `1.5px solid ${i === 0 ? 'var(--mantine-color-sathi-7)' : 'var(--mantine-color-gray-3)'}`,
              background: i === 0 ? 'var(--mantine-color-sathi-0)' : undefined,
            }}
          >
            <Text size="sm" fw={i === 0 ? 700 : 500}>
              {reason}
            </Text>
          </Box>
        ))}
        <Box bg="sathi.7" c="white" py={10} ta="center" style={{ borderRadius: 10 }}>
          <Text fw={700} c="white">
            Send alert
          </Text>
        </Box>
      </Stack>
    </Box>
  );
}

/** First screen: what the product is, the way in, and what a scan opens. */
export function Hero() {
  return (
    <Container size="lg" pt={{ base: 24, sm: 48 }} pb={{ base: 40, sm: 72 }}>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing={{ base: 32, md: 48 }} style={{ alignItems: 'center' }}>
        <Stack gap="lg">
          <Title order={1} fz={{ base: 32, sm: 46 }} lh={1.12}>
            Help reaches you, even when you are not at your vehicle
          </Title>
          <Text fz={{ base: 'md', sm: 'lg' }} c="dark.6">
            A {APP_NAME} QR sticker lets anyone who scans it alert you and your emergency contacts in seconds — a car
            blocking the way, lights left on, or an accident — without seeing your number. You answer from your phone,
            and they see your answer live.
          </Text>
          <Group gap="sm">
            <Button component={Link} to="/shop" size="md">
              Buy a tag
            </Button>
            <Button component={Link} to="/demo" size="md" variant="default">
              See how it works
            </Button>
            <Button component={Link} to="/sign-up" size="md" variant="subtle">
              Sign up
            </Button>
          </Group>
        </Stack>
        <SosPreview />
      </SimpleGrid>
    </Container>
  );
}
