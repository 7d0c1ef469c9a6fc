import { useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { toastSuccess } from '../../lib/toast';
import { confirmAction } from '../../ui/confirm';

/**
 * The ask-first delete of a settings list: `ask(id, title, text)` opens the confirmation; on Delete
 * the row goes, the list reloads and a short notice confirms; a failure stays in the dialog.
 */
export function useConfirmDelete(remove: (id: string) => Promise<{ message: string }>, key: readonly unknown[]) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return (id: string, title: string, children: ReactNode) =>
    confirmAction({
      title,
      children,
      confirmLabel: t('adminSettings:delete'),
      cancelLabel: t('admin:common.cancel'),
      action: async () => {
        const answer = await remove(id);
        toastSuccess(answer.message);
        void queryClient.invalidateQueries({ queryKey: key });
      },
    });
}
