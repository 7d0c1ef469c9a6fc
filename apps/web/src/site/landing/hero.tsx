import { Box, Button, Container, Group, Image, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { APP_NAME } from '../../config';
import { useBanners } from '../public-api';
import { StoreLinks } from './store-links';

/** Active banners from the back office, in a row that scrolls sideways on phones. Space is kept for them. */
function Banners() {
  const banners = useBanners();
  const list = banners.data ?? [];
  if (!banners.isSuccess || list.length === 0) return <SosPreview />;
  return (
    <Box
      aria-label="Highlights"
      component="section"
      // It scrolls sideways: keyboard users reach it with Tab and scroll it with the arrow keys.
      tabIndex={0}
      style={{
        display: 'grid',
        gridAutoFlow: 'column',
        gridAutoColumns: list.length > 1 ? 'minmax(260px, 85%)' : '100%',
        gap: 16,
        overflowX: 'auto',
        scrollSnapType: 'x mandatory',
      }}
    >
      {list.map((banner, index) => (
        <Box
          key={banner._id}
          bg="white"
          style={{
            borderRadius: 'var(--mantine-radius-lg)',
            overflow: 'hidden',
            boxShadow: 'var(--mantine-shadow-md)',
            scrollSnapAlign: 'start',
          }}
        >
          <Box style={{ aspectRatio: '16 / 9' }} bg="sathi.1">
            <Image
              src={banner.image?.url ?? `/api/fetchmedia/${encodeURIComponent(banner.imageUrl)}`}
              alt=""
              w="100%"
              h="100%"
              fit="cover"
              loading={index === 0 ? 'eager' : 'lazy'}
            />
          </Box>
          <Box p="md">
            <Text fw={700}>{banner.title}</Text>
            <Text size="sm" c="dimmed" lineClamp={2}>
              {banner.description}
            </Text>
          </Box>
        </Box>
      ))}
    </Box>
  );
}

/** Without banners: what a scan opens, drawn as a phone screen. */
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

/** First screen: what the product is, the way in, the app links, and the banners. */
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
            blocking the way, lights left on, or an accident — without ever seeing your number unless you allow it.
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
          <StoreLinks />
        </Stack>
        {/* The same room whether the banners have arrived or the preview stands in for them. */}
        <Box mih={440} style={{ display: 'flex', alignItems: 'center' }}>
          <Box w="100%">
            <Banners />
          </Box>
        </Box>
      </SimpleGrid>
    </Container>
  );
}
