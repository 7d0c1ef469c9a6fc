import { Badge, Paper, Stack, Text } from '@mantine/core';
import { PageTitle } from './common/page-header';
import { useAdminDocumentTitle, useAdminScreenTitle } from './page-title';

/** Every back-office screen not built yet: its name and a short note, inside the admin layout. */
export function ComingSoonPage() {
  const title = useAdminScreenTitle();
  useAdminDocumentTitle(title);
  return (
    <Stack gap="lg">
      <PageTitle>{title}</PageTitle>
      <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }}>
        <Stack gap="sm" align="flex-start">
          <Badge variant="light">Coming soon</Badge>
          <Text>The {title} screen is coming soon.</Text>
        </Stack>
      </Paper>
    </Stack>
  );
}
