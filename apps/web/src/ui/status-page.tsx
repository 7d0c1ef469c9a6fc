import { Button, Center, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { APP_NAME } from '../config';

export interface StatusPageProps {
  title: string;
  text: ReactNode;
  icon?: ReactNode;
  color?: string;
  action?: { label: string; to: string };
  /** Extra content under the text (e.g. a retry button). */
  children?: ReactNode;
  /** Height of the area to centre in; full screen for pages without chrome. */
  minHeight?: string | number;
  /** The page's main landmark: for pages shown without any layout around them. */
  asMain?: boolean;
}

/** A single-message page: not found, not allowed, success, offline. */
export function StatusPage({
  title,
  text,
  icon,
  color = 'sathi',
  action,
  children,
  minHeight = '70dvh',
  asMain = false,
}: StatusPageProps) {
  useDocumentTitle(`${title} · ${APP_NAME}`);
  return (
    <Center component={asMain ? 'main' : 'div'} mih={minHeight} p="md">
      <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }} maw={480} w="100%" shadow="sm">
        <Stack align="center" gap="md" ta="center">
          {icon ? (
            <ThemeIcon size={56} radius="xl" variant="light" color={color}>
              {icon}
            </ThemeIcon>
          ) : null}
          <Title order={1} fz={{ base: 24, sm: 28 }}>
            {title}
          </Title>
          <Text c="dimmed">{text}</Text>
          {children}
          {action ? (
            <Button component={Link} to={action.to} size="md">
              {action.label}
            </Button>
          ) : null}
        </Stack>
      </Paper>
    </Center>
  );
}
