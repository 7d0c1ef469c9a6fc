import { Box, Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { IconApple, IconPlay } from '../../ui/icons';
import { useSiteSettings } from '../public-api';

function StoreBadge({ href, icon, small, big }: { href: string | null; icon: ReactNode; small: string; big: string }) {
  const content = (
    <Group gap={8} wrap="nowrap">
      {icon}
      <Box>
        <Text size="xs" lh={1.1} c="inherit">
          {href ? small : 'Coming soon to'}
        </Text>
        <Text fw={700} size="md" lh={1.2} c="inherit">
          {big}
        </Text>
      </Box>
    </Group>
  );
  const style = {
    display: 'inline-flex',
    alignItems: 'center',
    minWidth: 168,
    height: 52,
    padding: '0 14px',
    borderRadius: 10,
    textDecoration: 'none',
    background: href ? '#111' : 'var(--mantine-color-gray-2)',
    color: href ? '#fff' : 'var(--mantine-color-dark-6)',
  } as const;
  // Same box with or without a link: the settings arrive after the page is shown, nothing moves.
  if (!href) return <Box style={style}>{content}</Box>;
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" style={style}>
      {content}
    </a>
  );
}

/** App Store and Google Play download links from the site settings. */
export function StoreLinks() {
  const settings = useSiteSettings().data;
  return (
    <Group gap="sm">
      <StoreBadge href={settings?.appStoreUrl ?? null} icon={<IconApple />} small="Download on the" big="App Store" />
      <StoreBadge href={settings?.playStoreUrl ?? null} icon={<IconPlay />} small="Get it on" big="Google Play" />
    </Group>
  );
}
