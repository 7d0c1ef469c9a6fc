import { Button, Group } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { applyServerErrors } from '../../lib/server-errors';
import { FormAlert } from '../../ui/form-alert';

interface ModalSaveOptions<V, A extends { message: string }> {
  form: { setErrors: (errors: Record<string, string>) => void };
  /** Form fields the server's field errors may land on; others become the alert above the buttons. */
  fields: readonly string[];
  /** Server field names that map onto a differently named form field. */
  aliases?: Record<string, string>;
  mutationFn: (values: V) => Promise<A>;
  /** The list the saved record appears in, refreshed after the save. */
  invalidate: QueryKey;
  /** Closes the modal after a successful save. */
  onDone: () => void;
}

/**
 * The save of a back-office modal form: on success the list is refreshed, the server's sentence
 * shown as a confirmation and the modal closed; on failure field errors go on their fields and
 * anything else becomes `alert`.
 */
export function useModalSave<V, A extends { message: string }>(o: ModalSaveOptions<V, A>) {
  const queryClient = useQueryClient();
  const [alert, setAlert] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: o.mutationFn,
    onSuccess: (answer) => {
      void queryClient.invalidateQueries({ queryKey: o.invalidate });
      notifications.show({ color: 'green', message: answer.message });
      o.onDone();
    },
    onError: (error) => setAlert(applyServerErrors(o.form, error, o.fields, o.aliases)),
  });
  const submit = (values: V) => {
    setAlert(null);
    save.mutate(values);
  };
  return { save, alert, submit };
}

/** The alert (if any) and the Cancel / Save buttons at the foot of a modal form. */
export function ModalFormActions({
  alert,
  pending,
  onCancel,
  submitLabel = 'Save',
}: {
  alert: string | null;
  pending: boolean;
  onCancel: () => void;
  submitLabel?: string;
}) {
  return (
    <>
      {alert ? <FormAlert>{alert}</FormAlert> : null}
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onCancel} disabled={pending}>
          Cancel
        </Button>
        <Button type="submit" loading={pending}>
          {submitLabel}
        </Button>
      </Group>
    </>
  );
}
