import { Group, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** The heading of a back-office screen, the same size on every screen. */
export function PageTitle({ children }: { children: ReactNode }) {
  return (
    <Title order={1} fz={{ base: 24, sm: 28 }}>
      {children}
    </Title>
  );
}

/** A screen's heading with its actions (Add, Export CSV, Refresh…) on the right. */
export function PageHeader({ title, children }: { title: ReactNode; children?: ReactNode }) {
  return (
    <Group justify="space-between" gap="sm">
      <PageTitle>{title}</PageTitle>
      {children}
    </Group>
  );
}
