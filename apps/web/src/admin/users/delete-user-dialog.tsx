import { notifications } from '@mantine/notifications';
import type { TUserListItem } from '@safesathi/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { deleteUser, USERS_KEY } from './users-api';

/** Asks before deleting a person; they are signed out, and what they held is free until a restore. */
export function DeleteUserDialog({
  user: chosen,
  onClose,
  onDeleted,
}: {
  user: Pick<TUserListItem, '_id' | 'name' | 'usertype'> | null;
  onClose: () => void;
  onDeleted?: () => void;
}) {
  const queryClient = useQueryClient();
  const last = useRef(chosen);
  if (chosen) last.current = chosen;
  const user = chosen ?? last.current;
  const remove = useMutation({
    mutationFn: (id: string) => deleteUser(id),
    onSuccess: () => {
      notifications.show({ color: 'green', message: `${user?.name} was deleted.` });
      void queryClient.invalidateQueries({ queryKey: USERS_KEY });
      onClose();
      onDeleted?.();
    },
  });
  // biome-ignore lint/correctness/useExhaustiveDependencies: a fresh dialog for each person
  useEffect(() => remove.reset(), [chosen?._id]);
  return (
    <ConfirmDialog
      opened={chosen !== null}
      title={`Delete ${user?.name ?? ''}?`}
      confirmLabel="Delete"
      onConfirm={() => user && remove.mutate(user._id)}
      onClose={onClose}
      pending={remove.isPending}
      error={remove.error}
    >
      {user?.usertype === 'Admin'
        ? 'This admin will be signed out and can no longer use the back office. You can restore them later from the Deleted view.'
        : 'This customer will be signed out and the SOS page stops showing them: their vehicle numbers and QR tags become free for others. You can restore them later from the Deleted view.'}
    </ConfirmDialog>
  );
}
