import { notifications } from '@mantine/notifications';
import type { TUserListItem } from '@safesathi/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { deleteUser, USERS_KEY } from './users-api';

/** Asks before deleting a person; their tags are suspended and their sessions end. */
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
        ? 'This admin will be signed out and can no longer use the back office.'
        : 'This customer will be signed out, and every QR tag on their vehicles will be suspended so the SOS page stops showing them.'}
    </ConfirmDialog>
  );
}
