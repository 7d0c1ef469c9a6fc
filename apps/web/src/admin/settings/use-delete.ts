import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';

/**
 * The ask-first delete of a settings list: `ask(row)` opens the confirmation, `confirm()` deletes,
 * the list reloads and a short notice confirms; a failure stays in the dialog.
 */
export function useConfirmDelete<T extends { _id: string }>(
  remove: (id: string) => Promise<{ message: string }>,
  key: readonly unknown[],
) {
  const queryClient = useQueryClient();
  const [target, setTarget] = useState<T | null>(null);
  const mutation = useMutation({
    mutationFn: remove,
    onSuccess: (answer) => {
      notifications.show({ color: 'green', message: answer.message });
      setTarget(null);
      void queryClient.invalidateQueries({ queryKey: key });
    },
  });
  return {
    target,
    ask: (row: T) => {
      mutation.reset();
      setTarget(row);
    },
    dialog: {
      opened: target !== null,
      onConfirm: () => target && mutation.mutate(target._id),
      onClose: () => setTarget(null),
      pending: mutation.isPending,
      error: mutation.error,
    },
  };
}
