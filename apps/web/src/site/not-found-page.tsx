import { Box, Center, Group, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useTranslatedScreen } from '../i18n/i18n';
import { Brand } from '../ui/brand';
import { StatusPage } from '../ui/status-page';

/** Unknown public address. (A bare tag code such as /AB12CD34 never gets here: the server answers it.) */
export function NotFoundPage() {
  const { t } = useTranslation();
  useTranslatedScreen();
  return (
    <Box mih="100dvh" bg="gray.0">
      <Stack gap={0}>
        <Group component="header" px="md" py="sm">
          <Brand />
        </Group>
        <Center component="main">
          <StatusPage
            minHeight="75dvh"
            title={t('common:notFound.title')}
            text={t('common:notFound.text')}
            action={{ label: t('common:notFound.home'), to: '/' }}
          />
        </Center>
      </Stack>
    </Box>
  );
}
