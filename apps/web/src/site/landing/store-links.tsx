import { Box, Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { IconApple, IconPlay } from '../../ui/icons';
import { useSiteSettings } from '../public-api';

function StoreBadge({ href, icon, small, big }: { href: string; icon: ReactNode; small: string; big: string }) {
  const content = (
    <Group gap={8} wrap="nowrap">
      {icon}
      <Box>
        <Text size="xs" lh={1.1} c="inherit">
          {small}
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
    background: '#111',
    color: '#fff',
  } as const;
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" style={style}>
      {content}
    </a>
  );
}

/** App Store and Google Play download links from the site settings; a store not configured is left out. */
export function StoreLinks() {
  const settings = useSiteSettings().data;
  const apple = settings?.appStoreUrl;
  const play = settings?.playStoreUrl;
  if (!apple && !play) return null;
  return (
    <Group gap="sm">
      {apple ? <StoreBadge href={apple} icon={<IconApple />} small="Download on the" big="App Store" /> : null}
      {play ? <StoreBadge href={play} icon={<IconPlay />} small="Get it on" big="Google Play" /> : null}
    </Group>
  );
}
