import { Box, Button, Group, Loader, Text } from '@mantine/core';
import { APP_NAME } from '../config';
import { useAuth } from '../lib/auth';
import { IconWifiOff } from './icons';
import { StatusPage } from './status-page';

/** Small floating banner while the stored sign-in could not be checked because the server was unreachable. */
export function OfflineBanner() {
  const auth = useAuth();
  if (!auth.offline) return null;
  return (
    <Box
      role="status"
      aria-live="polite"
      bg="yellow.1"
      c="yellow.9"
      px="md"
      py={8}
      style={{
        position: 'fixed',
        bottom: 16,
        left: '50%',
        transform: 'translateX(-50%)',
        zIndex: 400,
        width: 'max-content',
        maxWidth: 'calc(100% - 24px)',
        borderRadius: 'var(--mantine-radius-xl)',
        border: '1px solid var(--mantine-color-yellow-4)',
        boxShadow: 'var(--mantine-shadow-md)',
      }}
    >
      <Group gap="xs" justify="center" wrap="nowrap">
        <IconWifiOff size={16} />
        <Text size="sm" fw={500}>
          {auth.savedCopy
            ? 'You are offline: this is what your phone saved last. Retrying…'
            : `Could not reach ${APP_NAME}. Retrying…`}
        </Text>
        <Button size="compact-xs" variant="white" color="yellow.9" onClick={auth.retry}>
          Retry now
        </Button>
      </Group>
    </Box>
  );
}

/** In place of a protected page while we do not yet know who is signed in. */
export function OfflinePanel() {
  const auth = useAuth();
  return (
    <StatusPage
      asMain
      color="yellow"
      icon={<IconWifiOff size={28} />}
      title="Could not check your sign-in"
      text={`We could not reach ${APP_NAME}. You are still signed in; we will try again automatically.`}
    >
      <Group gap="sm">
        <Loader size="sm" aria-hidden />
        <Button variant="light" onClick={auth.retry}>
          Try again now
        </Button>
      </Group>
    </StatusPage>
  );
}
