import { Button, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { AdminLayout } from './admin-layout';
import { PageTitle } from './common/page-header';
import { useAdminDocumentTitle } from './page-title';

/** An /admin… address that is no screen: a 404 inside the back-office frame. */
export function AdminNotFound() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  useAdminDocumentTitle(t('admin:notFound.title'));
  return (
    <Stack gap="lg">
      <PageTitle>{t('admin:notFound.title')}</PageTitle>
      <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }}>
        <Stack gap="md" align="flex-start">
          <Text>{t('admin:notFound.noScreen')}</Text>
          <Text ff="monospace" fw={600} style={{ overflowWrap: 'anywhere' }}>
            {pathname}
          </Text>
          <Text>{t('admin:notFound.pick')}</Text>
          <Button component={Link} to="/admin-dashboard">
            {t('admin:notFound.toOrders')}
          </Button>
        </Stack>
      </Paper>
    </Stack>
  );
}

export function AdminNotFoundShell() {
  return (
    <AdminLayout>
      <AdminNotFound />
    </AdminLayout>
  );
}
