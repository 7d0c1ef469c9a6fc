import { Anchor, Box, Button, Container, Group, List, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { APP_NAME } from '../config';
import { type Translate, useSiteTranslation } from '../i18n/site-text';
import { QrSvg } from './demo-qr';
import { WRAPPING } from './landing/sections';
import { publicKeys } from './public-api';
import { PublicFrame } from './public-frame';
import { useHydrated } from './use-hydrated';

/** The seeded demo tag (docs/product.md §12): active on the demo customer's vehicle DL01AB1234. */
export const DEMO_TAG = 'SAFE2026';

/** The four steps (kept true to ADRs 0027 and 0018: the escalation ladder and the texting window). */
const steps = (t: Translate) => [
  { title: t('site:demo.steps.tag.title'), text: t('site:demo.steps.tag.text', { app: APP_NAME }) },
  { title: t('site:demo.steps.scan.title'), text: t('site:demo.steps.scan.text') },
  { title: t('site:demo.steps.send.title'), text: t('site:demo.steps.send.text') },
  { title: t('site:demo.steps.owner.title'), text: t('site:demo.steps.owner.text') },
];

/**
 * What happens after the alert, each under the id the landing page's feature cards link to
 * (site/landing/features.tsx): kept true to ADRs 0027 (the loop), 0028 (masked calls), 0029 (the
 * emergency card) and 0032 (languages).
 */
const after = (t: Translate) => [
  { id: 'answer', title: t('site:demo.after.answer.title'), text: t('site:demo.after.answer.text') },
  { id: 'escalation', title: t('site:demo.after.escalation.title'), text: t('site:demo.after.escalation.text') },
  { id: 'masked-calls', title: t('site:demo.after.masked.title'), text: t('site:demo.after.masked.text') },
  { id: 'emergency-card', title: t('site:demo.after.card.title'), text: t('site:demo.after.card.text') },
  { id: 'languages', title: t('site:demo.after.languages.title'), text: t('site:demo.after.languages.text') },
];

/** `/demo`: the SOS loop for visitors, with the live demo tag to scan or open. */
export function DemoPage() {
  const { t } = useSiteTranslation();
  const app = { app: APP_NAME };
  useDocumentTitle(t('site:meta.demoTitle', app));
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
              {t('site:demo.title', app)}
            </Title>
            <Text size="lg" c="dark.6">
              {t('site:demo.intro')}
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
                {t('site:demo.stepsTitle')}
              </Title>
              <List type="ordered" spacing="md">
                {steps(t).map((step) => (
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
                  {t('site:demo.tryTitle')}
                </Title>
                <Box
                  w={216}
                  h={216}
                  p={8}
                  bg="white"
                  style={{ border: '1px solid var(--mantine-color-gray-3)', borderRadius: 12 }}
                >
                  {origin ? (
                    <QrSvg value={`${origin}${path}`} label={t('site:demo.qrLabel', { code: DEMO_TAG })} />
                  ) : null}
                </Box>
                <Text ff="monospace" fw={800} fz={22} lts={2}>
                  {DEMO_TAG}
                </Text>
                <Text size="sm" c="dimmed">
                  {t('site:demo.point')}
                </Text>
                <Group justify="center" gap="sm">
                  <Button component="a" href={path} size="md" {...WRAPPING}>
                    {t('site:demo.open')}
                  </Button>
                  <Button component={Link} to="/sign-up" size="md" variant="default" {...WRAPPING}>
                    {t('site:demo.getTag')}
                  </Button>
                </Group>
                <Text size="xs" c="dimmed">
                  {t('site:demo.pageAt')}{' '}
                  <Anchor href={path} size="xs" underline="always">
                    {path}
                  </Anchor>{' '}
                  {t('site:demo.samePage', app)}
                </Text>
              </Stack>
            </Paper>
          </SimpleGrid>

          <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} component="section" aria-labelledby="after-title">
            <Title order={2} fz="xl" id="after-title" mb="md">
              {t('site:demo.afterTitle')}
            </Title>
            <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
              {after(t).map((item) => (
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
