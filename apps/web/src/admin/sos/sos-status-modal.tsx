import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { TSosCall } from '@safesathi/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { fieldErrorsOf, messageWithWait } from '../../lib/api';
import { FormAlert } from '../../ui/form-alert';
import { SOS_KEY, updateSosCall } from './sos-api';

const NOTE_MAX = 1000;

/** Resolve an open call (or re-open a resolved one), with an optional note kept on the call. */
export function SosStatusModal({ call: chosen, onClose }: { call: TSosCall | null; onClose: () => void }) {
  const queryClient = useQueryClient();
  // Keep showing the last call while the modal animates out.
  const last = useRef(chosen);
  if (chosen) last.current = chosen;
  const call = chosen ?? last.current;
  const [note, setNote] = useState('');
  const [noteError, setNoteError] = useState<string | null>(null);
  const resolving = call?.status !== 'resolved';

  const mutation = useMutation({
    mutationFn: (input: { id: string; note: string }) =>
      updateSosCall(input.id, {
        status: resolving ? 'resolved' : 'open',
        note: input.note.trim() ? input.note.trim() : undefined,
      }),
    onSuccess: (answer) => {
      notifications.show({
        color: 'green',
        title: resolving ? 'Marked resolved' : 'Re-opened',
        message: `${answer.data.reason.reasonText} · ${answer.data.vehicle.registrationNumber}`,
      });
      void queryClient.invalidateQueries({ queryKey: SOS_KEY });
      onClose();
    },
    onError: (error) => {
      const fields = fieldErrorsOf(error);
      if (fields.note) setNoteError(fields.note);
    },
  });

  // A fresh form for every call the modal opens on.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset each time the modal opens, not on a refetch of the call
  useEffect(() => {
    if (!chosen) return;
    setNote(chosen.status === 'open' ? (chosen.note ?? '') : '');
    setNoteError(null);
    mutation.reset();
  }, [chosen?._id]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!call || mutation.isPending) return;
    if (note.trim().length > NOTE_MAX) {
      setNoteError(`Keep the note under ${NOTE_MAX} characters (it has ${note.trim().length})`);
      return;
    }
    mutation.mutate({ id: call._id, note });
  };

  const generalError = mutation.error && !fieldErrorsOf(mutation.error).note ? mutation.error : null;

  return (
    <Modal
      opened={chosen !== null}
      onClose={() => (mutation.isPending ? undefined : onClose())}
      title={resolving ? 'Mark this SOS call resolved' : 'Re-open this SOS call'}
      centered
    >
      {call ? (
        <form onSubmit={submit} noValidate>
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
              value={note}
              onChange={(event) => {
                setNote(event.currentTarget.value);
                if (noteError) setNoteError(null);
              }}
              error={noteError}
              data-autofocus
            />
            {generalError ? <FormAlert>{messageWithWait(generalError)}</FormAlert> : null}
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={onClose} disabled={mutation.isPending}>
                Cancel
              </Button>
              <Button type="submit" loading={mutation.isPending} color={resolving ? 'green' : undefined}>
                {resolving ? 'Mark resolved' : 'Re-open'}
              </Button>
            </Group>
          </Stack>
        </form>
      ) : null}
    </Modal>
  );
}
