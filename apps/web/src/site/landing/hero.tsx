import { Box, Button, Container, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { APP_NAME } from '../../config';
import { useSiteTranslation } from '../../i18n/site-text';
import { WRAPPING } from './sections';

/** A number plate reads the same in every language. */
const PLATE = 'DL 01 AB 1234';

/**
 * What a scan opens, drawn as a phone screen in HTML (no image to wait for): the hero's picture,
 * the same from the first paint on. The back office's banners have their own section below.
 */
function SosPreview() {
  const { t } = useSiteTranslation();
  return (
    <Box
      role="img"
      aria-label={t('site:hero.preview')}
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
          {t('site:hero.scanned')}
        </Text>
        <Text ta="center" ff="monospace" fw={800} fz={22} style={{ border: '2px solid #222', borderRadius: 6 }}>
          {PLATE}
        </Text>
        {[t('site:hero.blocking'), t('site:hero.lights'), t('site:hero.accident')].map((reason, i) => (
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
            {t('site:hero.send')}
          </Text>
        </Box>
      </Stack>
    </Box>
  );
}

/** First screen: what the product is, the way in, and what a scan opens. */
export function Hero() {
  const { t, to } = useSiteTranslation();
  return (
    <Container size="lg" pt={{ base: 24, sm: 48 }} pb={{ base: 40, sm: 72 }}>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing={{ base: 32, md: 48 }} style={{ alignItems: 'center' }}>
        <Stack gap="lg">
          <Title order={1} fz={{ base: 32, sm: 46 }} lh={1.12}>
            {t('site:hero.title')}
          </Title>
          <Text fz={{ base: 'md', sm: 'lg' }} c="dark.6">
            {t('site:hero.text', { app: APP_NAME })}
          </Text>
          <Group gap="sm">
            <Button component={Link} to={to('/shop')} size="md" {...WRAPPING}>
              {t('site:hero.buy')}
            </Button>
            <Button component={Link} to={to('/demo')} size="md" {...WRAPPING} variant="default">
              {t('site:hero.howItWorks')}
            </Button>
            <Button component={Link} to="/sign-up" size="md" {...WRAPPING} variant="subtle">
              {t('site:hero.signUp')}
            </Button>
          </Group>
        </Stack>
        <SosPreview />
      </SimpleGrid>
    </Container>
  );
}
