import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { messageWithWait } from '../lib/api';
import { FormAlert } from './form-alert';

/** "Are you sure?" before anything that cannot be undone; the failure, if any, stays in the dialog. */
export function ConfirmDialog({
  opened,
  title,
  children,
  confirmLabel,
  onConfirm,
  onClose,
  pending,
  error,
  confirmColor = 'red',
}: {
  opened: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  onConfirm: () => void;
  onClose: () => void;
  pending?: boolean;
  error?: unknown;
  /** Red for what removes something (the default); another colour for an undo such as a restore. */
  confirmColor?: string;
}) {
  return (
    <Modal opened={opened} onClose={() => (pending ? undefined : onClose())} title={title} centered>
      <Stack gap="md">
        <Text size="sm" component="div">
          {children}
        </Text>
        {error ? <FormAlert>{messageWithWait(error)}</FormAlert> : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={pending} data-autofocus>
            Cancel
          </Button>
          <Button color={confirmColor} onClick={onConfirm} loading={pending}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
