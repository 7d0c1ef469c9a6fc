import { Alert } from '@mantine/core';
import type { ReactNode } from 'react';
import { IconAlert, IconCheck } from './icons';

/** A form-level message (not tied to one field). Announced to screen readers as it appears. */
export function FormAlert({
  children,
  title,
  tone = 'error',
}: {
  children: ReactNode;
  title?: string;
  tone?: 'error' | 'warning' | 'success';
}) {
  const color = tone === 'error' ? 'red' : tone === 'warning' ? 'yellow' : 'green';
  return (
    <Alert
      role={tone === 'success' ? 'status' : 'alert'}
      color={color}
      variant="light"
      title={title}
      icon={tone === 'success' ? <IconCheck size={18} /> : <IconAlert size={18} />}
    >
      {children}
    </Alert>
  );
}
