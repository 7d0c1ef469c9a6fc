import { Alert } from '@mantine/core';
import type { ReactNode } from 'react';
import { IconAlert, IconCheck, IconInfo } from './icons';

const COLORS = { error: 'red', warning: 'yellow', success: 'green', info: 'blue' } as const;

/** A form-level message (not tied to one field). Announced to screen readers as it appears. */
export function FormAlert({
  children,
  title,
  tone = 'error',
}: {
  children: ReactNode;
  title?: string;
  tone?: keyof typeof COLORS;
}) {
  const calm = tone === 'success' || tone === 'info';
  return (
    <Alert
      role={calm ? 'status' : 'alert'}
      color={COLORS[tone]}
      variant="light"
      title={title}
      icon={
        tone === 'success' ? (
          <IconCheck size={18} />
        ) : tone === 'info' ? (
          <IconInfo size={18} />
        ) : (
          <IconAlert size={18} />
        )
      }
    >
      {children}
    </Alert>
  );
}
