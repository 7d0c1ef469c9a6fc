import { Button, Group } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import type { SchemaForm } from '../../lib/use-schema-form';
import { useUnsavedChanges } from '../../ui/unsaved-changes';

interface ModalSaveOptions<V extends object, A extends { message: string }> {
  form: SchemaForm<V>;
  /** Server field names that map onto a differently named form field. */
  aliases?: Record<string, string>;
  mutationFn: (values: V) => Promise<A>;
  /** The list the saved record appears in, refreshed after the save. */
  invalidate: QueryKey;
  /** Closes the modal after a successful save. */
  onDone: () => void;
  /** Said above a failure no field takes, e.g. "The coupon was not saved". */
  failureTitle?: string;
}

/**
 * The save of a back-office modal form (inside a FormModal): on success the list is refreshed, the
 * server's sentence shown as a confirmation and the modal closed; on failure field errors go on
 * their fields and anything else in a toast. `cancel` closes the modal, asking first when the form
 * has unsaved changes.
 */
export function useModalSave<V extends object, A extends { message: string }>(o: ModalSaveOptions<V, A>) {
  const queryClient = useQueryClient();
  const guard = useUnsavedChanges(o.form.isDirty());
  const save = useMutation({
    mutationFn: o.mutationFn,
    onSuccess: (answer) => {
      void queryClient.invalidateQueries({ queryKey: o.invalidate });
      notifications.show({ color: 'green', message: answer.message });
      guard.release();
      o.onDone();
    },
    onError: (error) => o.form.fail(error, { aliases: o.aliases, title: o.failureTitle }),
  });
  const submit = o.form.submit((values) => {
    if (!save.isPending) save.mutate(values);
  });
  return { save, submit, cancel: () => guard.cancel(o.onDone) };
}

/** The Cancel / Save buttons at the foot of a modal form. */
export function ModalFormActions({
  pending,
  onCancel,
  submitLabel = 'Save',
}: {
  pending: boolean;
  onCancel: () => void;
  submitLabel?: string;
}) {
  return (
    <Group justify="flex-end" gap="sm">
      <Button variant="default" onClick={onCancel} disabled={pending}>
        Cancel
      </Button>
      <Button type="submit" loading={pending}>
        {submitLabel}
      </Button>
    </Group>
  );
}
