import { Text } from '@mantine/core';
import { formatMoney, ZReturnDecisionRequest } from '@safesathi/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ApiAnswer } from '../../../lib/api';
import { toastSuccess } from '../../../lib/toast';
import { NoteModal } from '../../../ui/note-modal';
import { decideReturn, ORDERS_KEY, RETURNS_KEY } from '../orders/orders-api';

export type ReturnItem = ApiAnswer<'get', '/api/returns'>['data'][number];
export type Decision = 'approve' | 'refuse';

const NOTE = ZReturnDecisionRequest.pick({ note: true });

/** Approve (the order is Returned and refunded) or refuse a return, with a note the customer reads. */
export function ReturnDecisionModal({
  chosen,
  onClose,
}: {
  chosen: { item: ReturnItem; decision: Decision } | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const approving = chosen?.decision === 'approve';
  const order = chosen?.item.order;
  return (
    <NoteModal
      formKey={`${order?._id}-${chosen?.decision}`}
      onClose={onClose}
      decision={
        chosen && order
          ? {
              title: approving ? t('adminShop:returns.approveTitle') : t('adminShop:returns.refuseTitle'),
              intro: (
                <>
                  <Text size="sm">
                    {t('adminShop:returns.orderWord')} <b>{order.orderNumber}</b> · {order.customer.name} ·{' '}
                    {formatMoney(order.totalPaise)}
                  </Text>
                  <Text size="sm" c="dimmed">
                    {approving ? t('adminShop:returns.approveText') : t('adminShop:returns.refuseText')}
                  </Text>
                </>
              ),
              schema: NOTE,
              label: t('adminShop:returns.noteLabel'),
              description: approving ? t('adminShop:returns.noteOptional') : t('adminShop:returns.noteWhy'),
              minRows: 2,
              submitLabel: approving ? t('adminShop:returns.approveRefund') : t('adminShop:returns.refuse'),
              submitColor: approving ? 'green' : 'red',
              failureTitle: approving ? t('adminShop:returns.notApproved') : t('adminShop:returns.notRefused'),
              save: (note) => decideReturn(order._id, { decision: chosen.decision, note }),
              onSaved: (answer) => {
                toastSuccess(
                  answer.message,
                  approving ? t('adminShop:returns.doneApproved') : t('adminShop:returns.doneRefused'),
                );
                void queryClient.invalidateQueries({ queryKey: RETURNS_KEY });
                void queryClient.invalidateQueries({ queryKey: ORDERS_KEY });
              },
            }
          : null
      }
    />
  );
}
