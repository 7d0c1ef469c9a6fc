import { Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconOrders } from '../ui/icons';
import { useAdminDocumentTitle } from './page-title';

/** /admin-dashboard and /admin-orders: placeholder until the orders issue builds the screen. */
export function OrdersPage() {
  useAdminDocumentTitle('Orders');
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="center">
        <Title order={1} fz={{ base: 24, sm: 28 }}>
          Orders
        </Title>
      </Group>
      <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }}>
        <Stack gap="sm" align="flex-start">
          <Group gap="sm">
            <IconOrders size={24} />
            <Badge variant="light">Coming soon</Badge>
          </Group>
          <Text>
            The orders screen is coming: summary cards, the orders table with search, and adding and editing orders.
          </Text>
        </Stack>
      </Paper>
    </Stack>
  );
}
