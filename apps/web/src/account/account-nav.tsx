import { Box, Button, Group } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { Link, useLocation } from 'react-router';

export const ACCOUNT_PAGES = [
  { to: '/account', label: 'Alerts & tags' },
  { to: '/account/profile', label: 'Profile' },
  { to: '/account/contacts', label: 'Contacts' },
  { to: '/account/vehicles', label: 'Vehicles' },
  { to: '/account/orders', label: 'Orders' },
] as const;

/** The customer's pages, each at its own address; the current one is marked for screen readers too. */
export function AccountNav() {
  const { pathname } = useLocation();
  const path = pathname.replace(/\/+$/, '').toLowerCase() || '/account';
  const currentRef = useRef<HTMLAnchorElement>(null);
  // On a phone the row scrolls sideways: keep the current page's button in view.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the page changes
  useEffect(() => {
    currentRef.current?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, [path]);
  return (
    <Box component="nav" aria-label="My account" mb="lg" style={{ overflowX: 'auto' }}>
      <Group gap={6} wrap="nowrap" pb={4}>
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
              ref={current ? currentRef : undefined}
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
