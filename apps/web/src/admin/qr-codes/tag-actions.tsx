import { useQueryClient } from '@tanstack/react-query';
import { toastSuccess } from '../../lib/toast';
import { confirmAction } from '../../ui/confirm';
import { TAGS_KEY, type TTagRow, updateTag } from './qr-api';

export type TagChange = { tag: TTagRow; to: 'suspended' | 'active' };

/** Suspend or re-activate a tag, each after a confirmation that says what scanning it will do. */
export function useTagStatusChange() {
  const queryClient = useQueryClient();
  return ({ tag, to }: TagChange) => {
    const suspending = to === 'suspended';
    const plate = tag.vehicle?.registrationNumber;
    confirmAction({
      title: suspending ? `Suspend tag ${tag.code}?` : `Re-activate tag ${tag.code}?`,
      confirmLabel: suspending ? 'Suspend tag' : 'Re-activate tag',
      color: suspending ? 'red' : 'green',
      children: suspending
        ? `Anyone who scans it will see "This tag is not active yet" and cannot alert the owner of ${plate ?? 'the vehicle'}. You can re-activate it later.`
        : `Scanning it will alert the owner of ${plate ?? 'its vehicle'} again.`,
      action: async () => {
        const answer = await updateTag(tag.code, { status: to });
        toastSuccess(
          suspending
            ? `Tag ${answer.data.code} is suspended. Scanning it no longer sends alerts.`
            : `Tag ${answer.data.code} is active again on ${answer.data.vehicle?.registrationNumber ?? 'its vehicle'}.`,
        );
        void queryClient.invalidateQueries({ queryKey: TAGS_KEY });
      },
    });
  };
}
