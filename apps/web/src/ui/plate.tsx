import { Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** A registration number set like a number plate, so it reads at a glance. */
export function Plate({ children }: { children: ReactNode }) {
  return (
    <Text
      span
      ff="monospace"
      fw={700}
      px={6}
      py={2}
      style={{ border: '1.5px solid var(--mantine-color-dark-3)', borderRadius: 4, whiteSpace: 'nowrap' }}
    >
      {children}
    </Text>
  );
}
