import { Box, Button, Container, Group, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { Link, Outlet } from 'react-router';
import { useAuth } from '../lib/auth';
import { Brand } from '../ui/brand';
import { IconLogout } from '../ui/icons';
import { AccountNav } from './account-nav';

/** The customer's area: a light header with their name and sign-out, the page below. */
export function AccountLayout() {
  const auth = useAuth();
  const [signingOut, setSigningOut] = useState(false);

  const signOut = async () => {
    setSigningOut(true);
    await auth.signOut();
    notifications.show({ color: 'green', message: 'You are signed out.' });
  };

  return (
    <Box mih="100dvh" bg="gray.0">
      <Box component="header" bg="white" style={{ borderBottom: '1px solid var(--mantine-color-gray-2)' }}>
        <Container size="md" py="sm">
          <Group justify="space-between" wrap="nowrap" gap="sm">
            <Brand to="/account" size="md" />
            <Group gap="sm" wrap="nowrap">
              {auth.user?.usertype === 'Admin' ? (
                <Button component={Link} to="/admin-dashboard" variant="subtle" size="sm" visibleFrom="xs">
                  Back office
                </Button>
              ) : null}
              <Text size="sm" fw={500} visibleFrom="sm" truncate maw={200}>
                {auth.user?.name}
              </Text>
              <Button
                variant="default"
                size="sm"
                leftSection={<IconLogout size={16} />}
                onClick={signOut}
                loading={signingOut}
              >
                Sign out
              </Button>
            </Group>
          </Group>
        </Container>
      </Box>
      <Container component="main" size="md" py={{ base: 'lg', sm: 'xl' }}>
        <AccountNav />
        <Outlet />
      </Container>
    </Box>
  );
}
