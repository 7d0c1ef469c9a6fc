import { Text } from '@mantine/core';
import { type TSosCall, ZUpdateSosCallRequest } from '@safesathi/contract';
import { useQueryClient } from '@tanstack/react-query';
import { toastSuccess } from '../../lib/toast';
import { NoteModal } from '../../ui/note-modal';
import { SOS_KEY, updateSosCall } from './sos-api';

const NOTE = ZUpdateSosCallRequest.pick({ note: true });

/** Resolve an open call (or re-open a resolved one), with an optional note kept on the call. */
export function SosStatusModal({ call, onClose }: { call: TSosCall | null; onClose: () => void }) {
  const queryClient = useQueryClient();
  const resolving = call?.status !== 'resolved';
  return (
    <NoteModal
      formKey={call?._id ?? ''}
      onClose={onClose}
      decision={
        call
          ? {
              title: resolving ? 'Mark this SOS call resolved' : 'Re-open this SOS call',
              intro: (
                <Text size="sm">
                  {call.reason.reasonText} · <b>{call.vehicle.registrationNumber}</b> · sent by {call.creatorName}
                </Text>
              ),
              schema: NOTE,
              initialNote: call.status === 'open' ? (call.note ?? '') : '',
              label: 'Note',
              description: resolving
                ? 'Optional: what was done, e.g. "Owner moved the car".'
                : 'Optional: why it is open again.',
              minRows: 3,
              submitLabel: resolving ? 'Mark resolved' : 'Re-open',
              submitColor: resolving ? 'green' : undefined,
              failureTitle: resolving ? 'Not marked resolved' : 'Not re-opened',
              save: (note) => updateSosCall(call._id, { status: resolving ? 'resolved' : 'open', note }),
              onSaved: (answer) => {
                toastSuccess(
                  `${answer.data.reason.reasonText} · ${answer.data.vehicle.registrationNumber}`,
                  resolving ? 'Marked resolved' : 'Re-opened',
                );
                void queryClient.invalidateQueries({ queryKey: SOS_KEY });
              },
            }
          : null
      }
    />
  );
}
