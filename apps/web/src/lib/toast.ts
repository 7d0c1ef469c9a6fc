import { notifications } from '@mantine/notifications';
import type { ReactNode } from 'react';
import { splitFailure } from './form-errors';

/**
 * The app's toasts, one helper a kind, so every screen says "done" and "refused" the same way:
 * nothing outside this file calls `notifications.show` for a green or red toast.
 */

/** A done action: green, with an optional title. */
export function toastSuccess(message: ReactNode, title?: ReactNode): void {
  notifications.show({ color: 'green', title, message });
}

/** A refusal the screen words itself: red, with an optional title. */
export function toastError(message: ReactNode, title?: ReactNode): void {
  notifications.show({ color: 'red', title, message });
}

/** A failed action that is not a form (a toggle, a download): its sentence (worded by `say`, i18n/error-text.tsx) as a toast. */
export function toastFailure(error: unknown, title?: ReactNode, say?: (error: unknown) => string): void {
  toastError(splitFailure(error, () => false, {}, say).rest, title);
}
