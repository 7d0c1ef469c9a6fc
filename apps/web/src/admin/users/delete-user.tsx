import type { TUserListItem } from '@safesathi/contract';
import { useQueryClient } from '@tanstack/react-query';
import { toastSuccess } from '../../lib/toast';
import { confirmAction } from '../../ui/confirm';
import { deleteUser, USERS_KEY } from './users-api';

/**
 * Asks before deleting a person (`ask(user)`); they are signed out, and what they held is free
 * until a restore. `onDeleted` runs after the delete (the detail page leaves for the list).
 */
export function useDeleteUser(onDeleted?: () => void) {
  const queryClient = useQueryClient();
  return (user: Pick<TUserListItem, '_id' | 'name' | 'usertype'>) =>
    confirmAction({
      title: `Delete ${user.name}?`,
      confirmLabel: 'Delete',
      children:
        user.usertype === 'Admin'
          ? 'This admin will be signed out and can no longer use the back office. You can restore them later from the Deleted view.'
          : 'This customer will be signed out and the SOS page stops showing them: their vehicle numbers and QR tags become free for others. You can restore them later from the Deleted view.',
      action: async () => {
        await deleteUser(user._id);
        toastSuccess(`${user.name} was deleted.`);
        void queryClient.invalidateQueries({ queryKey: USERS_KEY });
        onDeleted?.();
      },
    });
}
