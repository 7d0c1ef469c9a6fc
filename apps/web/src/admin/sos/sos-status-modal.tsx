import { Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type TSosCall, ZUpdateSosCallRequest } from '@safesathi/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { useSchemaForm } from '../../lib/use-schema-form';
import { FormModal, useUnsavedChanges } from '../../ui/unsaved-changes';
import { SOS_KEY, updateSosCall } from './sos-api';

const NOTE = ZUpdateSosCallRequest.pick({ note: true });

/** Resolve an open call (or re-open a resolved one), with an optional note kept on the call. */
export function SosStatusModal({ call: chosen, onClose }: { call: TSosCall | null; onClose: () => void }) {
  // Keep showing the last call while the modal animates out.
  const last = useRef(chosen);
  if (chosen) last.current = chosen;
  const call = chosen ?? last.current;
  const resolving = call?.status !== 'resolved';
  return (
    <FormModal
      opened={chosen !== null}
      onClose={onClose}
      title={resolving ? 'Mark this SOS call resolved' : 'Re-open this SOS call'}
      centered
    >
      {/* A fresh form for every call the modal opens on. */}
      {chosen ? <StatusForm key={chosen._id} call={chosen} onDone={onClose} /> : null}
    </FormModal>
  );
}

function StatusForm({ call, onDone }: { call: TSosCall; onDone: () => void }) {
  const queryClient = useQueryClient();
  const resolving = call.status !== 'resolved';
  const form = useSchemaForm<{ note: string }>({
    schema: NOTE,
    initialValues: { note: call.status === 'open' ? (call.note ?? '') : '' },
  });
  const guard = useUnsavedChanges(form.isDirty());

  const mutation = useMutation({
    mutationFn: (note: string) =>
      updateSosCall(call._id, { status: resolving ? 'resolved' : 'open', note: note.trim() ? note.trim() : undefined }),
    onSuccess: (answer) => {
      notifications.show({
        color: 'green',
        title: resolving ? 'Marked resolved' : 'Re-opened',
        message: `${answer.data.reason.reasonText} · ${answer.data.vehicle.registrationNumber}`,
      });
      void queryClient.invalidateQueries({ queryKey: SOS_KEY });
      guard.release();
      onDone();
    },
    onError: (error) => form.fail(error, { title: resolving ? 'Not marked resolved' : 'Not re-opened' }),
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
          {call.reason.reasonText} · <b>{call.vehicle.registrationNumber}</b> · sent by {call.creatorName}
        </Text>
        <Textarea
          label="Note"
          description={
            resolving ? 'Optional: what was done, e.g. "Owner moved the car".' : 'Optional: why it is open again.'
          }
          autosize
          minRows={3}
          maxRows={8}
          {...form.getInputProps('note')}
          data-autofocus
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={() => guard.cancel()} disabled={mutation.isPending}>
            Cancel
          </Button>
          <Button type="submit" loading={mutation.isPending} color={resolving ? 'green' : undefined}>
            {resolving ? 'Mark resolved' : 'Re-open'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
