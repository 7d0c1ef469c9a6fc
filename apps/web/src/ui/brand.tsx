import { Group, Text, ThemeIcon, UnstyledButton } from '@mantine/core';
import { Link } from 'react-router';
import { APP_NAME } from '../config';
import { IconShield } from './icons';

/** Product mark + name; links home unless `to` is null. */
export function Brand({ to = '/', size = 'lg' }: { to?: string | null; size?: 'md' | 'lg' | 'xl' }) {
  const mark = (
    <Group gap={8} wrap="nowrap">
      <ThemeIcon size={size === 'xl' ? 40 : 32} radius="md" variant="filled" aria-hidden>
        <IconShield size={size === 'xl' ? 24 : 20} />
      </ThemeIcon>
      <Text fw={800} fz={size === 'xl' ? 26 : size === 'lg' ? 20 : 17} lh={1} c="dark.7">
        {APP_NAME}
      </Text>
    </Group>
  );
  if (to === null) return mark;
  return (
    <UnstyledButton component={Link} to={to} aria-label={`${APP_NAME} home`}>
      {mark}
    </UnstyledButton>
  );
}
