import { Anchor, Box, Button, Center, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { APP_NAME } from '../config';
import { Brand } from '../ui/brand';
import { IconCheck, IconPhone } from '../ui/icons';

/** /success: where a bystander lands after sending an SOS (docs/product.md §2). */
export function SuccessPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('common:success.pageTitle', { app: APP_NAME }));
  return (
    <Box mih="100dvh" bg="gray.0">
      <Center mih="100dvh" p="md">
        <Stack w="100%" maw={440} gap="lg" align="center">
          <Box component="header">
            <Brand />
          </Box>
          <Paper component="main" withBorder shadow="md" radius="lg" p={{ base: 'lg', xs: 'xl' }} w="100%">
            <Stack align="center" ta="center" gap="md">
              <ThemeIcon size={64} radius="xl" color="green" variant="light" aria-hidden>
                <IconCheck size={36} />
              </ThemeIcon>
              <Title order={1} fz={{ base: 24, xs: 28 }}>
                {t('common:success.title')}
              </Title>
              <Text c="dimmed">{t('common:success.text')}</Text>
              <Button component={Link} to="/" size="md" fullWidth>
                {t('common:success.back')}
              </Button>
              <Text size="sm">
                {t('common:success.danger')}{' '}
                <Anchor href="tel:112" fw={700} c="red.9">
                  <IconPhone size={14} style={{ verticalAlign: '-2px' }} /> {t('common:success.call')}
                </Anchor>
              </Text>
            </Stack>
          </Paper>
        </Stack>
      </Center>
    </Box>
  );
}
