import { Alert, Button, Center, Group, Loader, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { type PermissionFlag, permissionList } from '@safesathi/contract';
import type { ReactNode } from 'react';
import { useErrorText } from '../i18n/error-text';
import { IconAlert, IconRefresh } from './icons';

/** A list that has nothing to show: what is missing and, when there is one, what to do about it. */
export function EmptyState({
  title,
  text,
  icon,
  children,
}: {
  title: string;
  text?: ReactNode;
  icon?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }}>
      <Stack align="center" gap="xs" ta="center">
        {icon ? (
          <ThemeIcon size={48} radius="xl" variant="light" color="gray" aria-hidden>
            {icon}
          </ThemeIcon>
        ) : null}
        <Title order={2} fz="lg">
          {title}
        </Title>
        {text ? <Text c="dimmed">{text}</Text> : null}
        {children}
      </Stack>
    </Paper>
  );
}

/** A list that could not be loaded: the server's sentence and a way to try again. */
export function LoadError({
  error,
  onRetry,
  retrying,
  what = 'this list',
  title,
  retryLabel = 'Try again',
}: {
  error: unknown;
  onRetry?: () => void;
  retrying?: boolean;
  what?: string;
  /** The whole title, for a translated screen (instead of "Could not load" + `what`). */
  title?: string;
  retryLabel?: string;
}) {
  const say = useErrorText();
  return (
    <Alert
      role="alert"
      color="red"
      variant="light"
      icon={<IconAlert size={18} />}
      title={title ?? `Could not load ${what}`}
    >
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{say(error)}</Text>
        {onRetry ? (
          <Button
            size="xs"
            variant="white"
            color="red"
            leftSection={<IconRefresh size={14} />}
            onClick={onRetry}
            loading={retrying}
          >
            {retryLabel}
          </Button>
        ) : null}
      </Stack>
    </Alert>
  );
}

/** A section still loading. */
export function SectionLoader({ label = 'Loading…' }: { label?: string }) {
  return (
    <Center py="xl" role="status" aria-live="polite">
      <Group gap="sm">
        <Loader size="sm" aria-hidden />
        <Text c="dimmed" size="sm">
          {label}
        </Text>
      </Group>
    </Center>
  );
}

/** An admin screen this admin has no permission flag for (the server would refuse it too). */
export function NoAccess({ what, flags }: { what: string; flags: readonly PermissionFlag[] }) {
  return (
    <EmptyState
      icon={<IconAlert />}
      title={`You cannot see ${what}`}
      text={`This needs the permission ${permissionList(flags)}. Ask the super admin to grant it.`}
    />
  );
}
