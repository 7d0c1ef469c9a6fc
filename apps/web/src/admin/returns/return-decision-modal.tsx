import { Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { formatMoney, ZReturnDecisionRequest } from '@safesathi/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { type ApiAnswer, api } from '../../lib/api';
import { useSchemaForm } from '../../lib/use-schema-form';
import { FormModal, useUnsavedChanges } from '../../ui/unsaved-changes';
import { ORDERS_KEY } from '../orders/orders-api';

export type ReturnItem = ApiAnswer<'get', '/api/returns'>['data'][number];
export type Decision = 'approve' | 'refuse';
export const RETURNS_KEY = ['admin', 'returns'] as const;

const NOTE = ZReturnDecisionRequest.pick({ note: true });

/** Approve (the order is Returned and refunded) or refuse a return, with a note the customer reads. */
export function ReturnDecisionModal({
  chosen,
  onClose,
}: {
  chosen: { item: ReturnItem; decision: Decision } | null;
  onClose: () => void;
}) {
  // Keep showing the last choice while the modal animates out.
  const last = useRef(chosen);
  if (chosen) last.current = chosen;
  const shown = chosen ?? last.current;
  return (
    <FormModal
      opened={chosen !== null}
      onClose={onClose}
      title={shown?.decision === 'approve' ? 'Approve this return' : 'Refuse this return'}
      centered
    >
      {chosen ? <DecisionForm key={`${chosen.item._id}-${chosen.decision}`} {...chosen} onDone={onClose} /> : null}
    </FormModal>
  );
}

function DecisionForm({ item, decision, onDone }: { item: ReturnItem; decision: Decision; onDone: () => void }) {
  const queryClient = useQueryClient();
  const approving = decision === 'approve';
  const form = useSchemaForm<{ note: string }>({ schema: NOTE, initialValues: { note: '' } });
  const guard = useUnsavedChanges(form.isDirty());
  const mutation = useMutation({
    mutationFn: (note: string) =>
      api.PUT('/api/returns/{orderId}', {
        params: { path: { orderId: item.order._id } },
        body: {
          decision,
          note: note.trim() ? note.trim() : undefined,
        },
      }),
    onSuccess: (answer) => {
      notifications.show({
        color: 'green',
        title: approving ? 'Return approved' : 'Return refused',
        message: answer.message,
      });
      void queryClient.invalidateQueries({ queryKey: RETURNS_KEY });
      void queryClient.invalidateQueries({ queryKey: ORDERS_KEY });
      guard.release();
      onDone();
    },
    onError: (error) => form.fail(error, { title: approving ? 'Not approved' : 'Not refused' }),
  });

  return (
    <form
      onSubmit={form.submit(({ note }) => {
        if (!mutation.isPending) mutation.mutate(note);
      })}
      noValidate
    >
      <Stack gap="md">
        <Text size="sm">
          Order <b>{item.order.orderNumber}</b> · {item.order.customer.name} · {formatMoney(item.order.totalPaise)}
        </Text>
        <Text size="sm" c="dimmed">
          {approving
            ? 'The order becomes Returned and its amount goes back to the original payment (for cash on delivery the refund is recorded for you to pay). The customer is texted.'
            : 'The order stays as it is. The customer is texted, with your note.'}
        </Text>
        <Textarea
          label="Note to the customer"
          description={approving ? 'Optional.' : 'Optional: why, e.g. "The tag has been activated".'}
          autosize
          minRows={2}
          maxRows={6}
          {...form.getInputProps('note')}
          data-autofocus
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={() => guard.cancel()} disabled={mutation.isPending}>
            Cancel
          </Button>
          <Button type="submit" loading={mutation.isPending} color={approving ? 'green' : 'red'}>
            {approving ? 'Approve and refund' : 'Refuse'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
