import { Anchor, Box, Center, Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, Outlet } from 'react-router';
import { APP_NAME } from '../config';
import { TranslatedErrors } from '../i18n/error-text';
import { useTranslatedScreen } from '../i18n/i18n';
import { LanguageSwitcher } from '../i18n/language-switcher';
import { Brand } from '../ui/brand';

/** Sign-in, sign-up and the code step: one card, centred, on a warm background, in the visitor's language. */
export function AuthLayout() {
  const { t } = useTranslation();
  useTranslatedScreen();
  return (
    <Box
      mih="100dvh"
      style={{
        background:
          'radial-gradient(circle at 20% 0%, var(--mantine-color-sathi-1), transparent 55%), var(--mantine-color-gray-0)',
      }}
    >
      <Center mih="100dvh" px={{ base: 12, xs: 'md' }} py="xl">
        <Stack w="100%" maw={440} gap="lg">
          <Stack component="header" gap="xs">
            <Group justify="flex-end">
              <LanguageSwitcher />
            </Group>
            <Center>
              <Brand size="xl" />
            </Center>
          </Stack>
          <Paper component="main" withBorder shadow="md" radius="lg" p={{ base: 'md', xs: 'xl' }}>
            <TranslatedErrors>
              <Outlet />
            </TranslatedErrors>
          </Paper>
          <Text component="footer" size="xs" c="dimmed" ta="center">
            {t('common:tagline', { app: APP_NAME })}{' '}
            <Anchor component={Link} to="/" size="xs">
              {t('common:home')}
            </Anchor>
          </Text>
        </Stack>
      </Center>
    </Box>
  );
}
