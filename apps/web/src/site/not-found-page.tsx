import { Box, Center, Group, Stack } from '@mantine/core';
import { Brand } from '../ui/brand';
import { StatusPage } from '../ui/status-page';

/** Unknown public address. (A bare tag code such as /AB12CD34 never gets here: the server answers it.) */
export function NotFoundPage() {
  return (
    <Box mih="100dvh" bg="gray.0">
      <Stack gap={0}>
        <Group component="header" px="md" py="sm">
          <Brand />
        </Group>
        <Center component="main">
          <StatusPage
            minHeight="75dvh"
            title="Page not found"
            text="The page you are looking for does not exist or has moved. If you scanned a sticker, check that the whole code was read."
            action={{ label: 'Go to the home page', to: '/' }}
          />
        </Center>
      </Stack>
    </Box>
  );
}
