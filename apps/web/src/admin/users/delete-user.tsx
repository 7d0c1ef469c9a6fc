import type { TUserListItem } from '@safesathi/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toastSuccess } from '../../lib/toast';
import { confirmAction } from '../../ui/confirm';
import { deleteUser, USERS_KEY } from './users-api';

/**
 * Asks before deleting a person (`ask(user)`); they are signed out, and what they held is free
 * until a restore. `onDeleted` runs after the delete (the detail page leaves for the list).
 */
export function useDeleteUser(onDeleted?: () => void) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return (user: Pick<TUserListItem, '_id' | 'name' | 'usertype'>) =>
    confirmAction({
      title: t('adminUsers:delete.title', { name: user.name }),
      confirmLabel: t('adminUsers:delete.confirm'),
      cancelLabel: t('adminUsers:cancel'),
      children: user.usertype === 'Admin' ? t('adminUsers:delete.adminText') : t('adminUsers:delete.customerText'),
      action: async () => {
        await deleteUser(user._id);
        toastSuccess(t('adminUsers:delete.done', { name: user.name }));
        void queryClient.invalidateQueries({ queryKey: USERS_KEY });
        onDeleted?.();
      },
    });
}
