import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toastSuccess } from '../../lib/toast';
import { confirmAction } from '../../ui/confirm';
import { TAGS_KEY, type TTagRow, updateTag } from './qr-api';

export type TagChange = { tag: TTagRow; to: 'suspended' | 'active' };

/** Suspend or re-activate a tag, each after a confirmation that says what scanning it will do. */
export function useTagStatusChange() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return ({ tag, to }: TagChange) => {
    const suspending = to === 'suspended';
    const plate = tag.vehicle?.registrationNumber;
    confirmAction({
      title: suspending
        ? t('adminQrCodes:change.suspendTitle', { code: tag.code })
        : t('adminQrCodes:change.reactivateTitle', { code: tag.code }),
      confirmLabel: suspending ? t('adminQrCodes:change.suspend') : t('adminQrCodes:change.reactivate'),
      cancelLabel: t('adminQrCodes:cancel'),
      color: suspending ? 'red' : 'green',
      children: suspending
        ? plate
          ? t('adminQrCodes:change.suspendText', { plate })
          : t('adminQrCodes:change.suspendTextNoPlate')
        : plate
          ? t('adminQrCodes:change.reactivateText', { plate })
          : t('adminQrCodes:change.reactivateTextNoPlate'),
      action: async () => {
        const answer = await updateTag(tag.code, { status: to });
        toastSuccess(
          suspending
            ? t('adminQrCodes:change.suspended', { code: answer.data.code })
            : answer.data.vehicle
              ? t('adminQrCodes:change.reactivated', {
                  code: answer.data.code,
                  plate: answer.data.vehicle.registrationNumber,
                })
              : t('adminQrCodes:change.reactivatedNoPlate', { code: answer.data.code }),
        );
        void queryClient.invalidateQueries({ queryKey: TAGS_KEY });
      },
    });
  };
}
