import { Badge, Paper, Stack, Text, Title } from '@mantine/core';
import { useAdminDocumentTitle, useAdminScreenTitle } from './page-title';

/** Every back-office screen not built yet: its name and a short note, inside the admin layout. */
export function ComingSoonPage() {
  const title = useAdminScreenTitle();
  useAdminDocumentTitle(title);
  return (
    <Stack gap="lg">
      <Title order={1} fz={{ base: 24, sm: 28 }}>
        {title}
      </Title>
      <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }}>
        <Stack gap="sm" align="flex-start">
          <Badge variant="light">Coming soon</Badge>
          <Text>The {title} screen is coming soon.</Text>
        </Stack>
      </Paper>
    </Stack>
  );
}
