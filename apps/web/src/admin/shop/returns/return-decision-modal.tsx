import { Text } from '@mantine/core';
import { formatMoney, ZReturnDecisionRequest } from '@safesathi/contract';
import { useQueryClient } from '@tanstack/react-query';
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
              title: approving ? 'Approve this return' : 'Refuse this return',
              intro: (
                <>
                  <Text size="sm">
                    Order <b>{order.orderNumber}</b> · {order.customer.name} · {formatMoney(order.totalPaise)}
                  </Text>
                  <Text size="sm" c="dimmed">
                    {approving
                      ? 'The order becomes Returned and its amount goes back to the original payment (for cash on delivery the refund is recorded for you to pay). The customer is texted.'
                      : 'The order stays as it is. The customer is texted, with your note.'}
                  </Text>
                </>
              ),
              schema: NOTE,
              label: 'Note to the customer',
              description: approving ? 'Optional.' : 'Optional: why, e.g. "The tag has been activated".',
              minRows: 2,
              submitLabel: approving ? 'Approve and refund' : 'Refuse',
              submitColor: approving ? 'green' : 'red',
              failureTitle: approving ? 'Not approved' : 'Not refused',
              save: (note) => decideReturn(order._id, { decision: chosen.decision, note }),
              onSaved: (answer) => {
                toastSuccess(answer.message, approving ? 'Return approved' : 'Return refused');
                void queryClient.invalidateQueries({ queryKey: RETURNS_KEY });
                void queryClient.invalidateQueries({ queryKey: ORDERS_KEY });
              },
            }
          : null
      }
    />
  );
}
