import { Box, Button, Group } from '@mantine/core';
import { Link, useLocation } from 'react-router';

export const ACCOUNT_PAGES = [
  { to: '/account', label: 'Alerts & tags' },
  { to: '/account/profile', label: 'Profile' },
  { to: '/account/contacts', label: 'Contacts' },
  { to: '/account/vehicles', label: 'Vehicles' },
  { to: '/account/papers', label: 'Papers' },
  { to: '/account/orders', label: 'Orders' },
  { to: '/account/blood', label: 'Blood donor' },
  { to: '/account/blood-requests', label: 'Blood requests' },
  { to: '/account/groups', label: 'Travel together' },
] as const;

/** The customer's pages, each at its own address; the current one is marked for screen readers too. */
export function AccountNav() {
  const { pathname } = useLocation();
  const path = pathname.replace(/\/+$/, '').toLowerCase() || '/account';
  // On a phone the pages wrap onto a second line rather than scroll sideways, where a page's
  // button would be cut at the edge and the ones beyond it hidden.
  return (
    <Box component="nav" aria-label="My account" mb="lg">
      <Group gap={6} wrap="wrap">
        {ACCOUNT_PAGES.map((page) => {
          const current = page.to === path;
          return (
            <Button
              key={page.to}
              component={Link}
              to={page.to}
              size="sm"
              radius="xl"
              variant={current ? 'filled' : 'default'}
              aria-current={current ? 'page' : undefined}
              style={{ flexShrink: 0 }}
            >
              {page.label}
            </Button>
          );
        })}
      </Group>
    </Box>
  );
}
