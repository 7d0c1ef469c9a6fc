import { Anchor, Box, Center, Paper, Stack, Text } from '@mantine/core';
import { Link, Outlet } from 'react-router';
import { APP_NAME } from '../config';
import { Brand } from '../ui/brand';

/** Sign-in, sign-up and the code step: one card, centred, on a warm background. */
export function AuthLayout() {
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
          <Center component="header">
            <Brand size="xl" />
          </Center>
          <Paper component="main" withBorder shadow="md" radius="lg" p={{ base: 'md', xs: 'xl' }}>
            <Outlet />
          </Paper>
          <Text component="footer" size="xs" c="dimmed" ta="center">
            {APP_NAME}: road safety for you and the people you care about.{' '}
            <Anchor component={Link} to="/" size="xs">
              Home
            </Anchor>
          </Text>
        </Stack>
      </Center>
    </Box>
  );
}
