import { Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import type { ReactNode } from 'react';
import { messageWithWait } from '../lib/api';
import { FormAlert } from './form-alert';

let sequence = 0;

export interface ConfirmOptions {
  title: string;
  /** What will happen, in a sentence or two. */
  children: ReactNode;
  confirmLabel: string;
  /** "Cancel" in the screen's language. */
  cancelLabel?: string;
  /** Red for what removes something (the default); another colour for an undo such as a restore. */
  color?: string;
  /** The action itself: the dialog stays open (and busy) until it settles, and shows its failure. */
  action: () => Promise<unknown>;
  /** Words its failure (i18n/error-text.tsx useErrorText on a translated screen); else the server's sentence. */
  say?: (error: unknown) => string;
}

/**
 * "Are you sure?" before anything destructive, through Mantine's modals manager. Cancel has the
 * focus; while the action runs the dialog cannot be dismissed; a failure stays in the dialog
 * with the server's sentence, so the person can try again or cancel.
 */
export function confirmAction({
  title,
  children,
  confirmLabel,
  cancelLabel = 'Cancel',
  color = 'red',
  action,
  say = messageWithWait,
}: ConfirmOptions): void {
  sequence += 1;
  const modalId = `confirm-${sequence}`;
  const props = (pending: boolean, error?: unknown) => ({
    modalId,
    title,
    centered: true,
    children: (
      <Stack gap="md">
        <Text size="sm" component="div">
          {children}
        </Text>
        {error ? <FormAlert>{say(error)}</FormAlert> : null}
      </Stack>
    ),
    labels: { confirm: confirmLabel, cancel: cancelLabel },
    // White on a colour's usual shade (7) is under the 4.5:1 contrast text needs for red, green
    // and blue; shade 9 passes (axe checks the Report lost dialog in e2e/my-tags.e2e.ts).
    confirmProps: { color: color.includes('.') ? color : `${color}.9`, loading: pending },
    cancelProps: { disabled: pending, 'data-autofocus': true },
    closeOnConfirm: false,
    closeOnEscape: !pending,
    closeOnClickOutside: !pending,
    withCloseButton: !pending,
    onConfirm: run,
  });
  async function run() {
    modals.updateModal(props(true));
    try {
      await action();
      modals.close(modalId);
    } catch (error) {
      modals.updateModal(props(false, error));
    }
  }
  modals.openConfirmModal(props(false));
}
