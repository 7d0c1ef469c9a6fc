import { Button, Paper, Stack, Text } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { AdminLayout } from './admin-layout';
import { PageTitle } from './common/page-header';
import { useAdminDocumentTitle } from './page-title';

/** An /admin… address that is no screen: a 404 inside the back-office frame. */
export function AdminNotFound() {
  const { pathname } = useLocation();
  useAdminDocumentTitle('Page not found');
  return (
    <Stack gap="lg">
      <PageTitle>Page not found</PageTitle>
      <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }}>
        <Stack gap="md" align="flex-start">
          <Text>
            There is no back-office screen at{' '}
            <Text span ff="monospace" fw={600} style={{ overflowWrap: 'anywhere' }}>
              {pathname}
            </Text>
            . Pick a screen from the menu, or go to the orders.
          </Text>
          <Button component={Link} to="/admin-dashboard">
            Go to Orders
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
