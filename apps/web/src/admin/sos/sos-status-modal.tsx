import { Text } from '@mantine/core';
import { type TSosCall, ZUpdateSosCallRequest } from '@safesathi/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toastSuccess } from '../../lib/toast';
import { NoteModal } from '../../ui/note-modal';
import { SOS_KEY, updateSosCall } from './sos-api';

const NOTE = ZUpdateSosCallRequest.pick({ note: true });

/** Resolve an open call (or re-open a resolved one), with an optional note kept on the call. */
export function SosStatusModal({ call, onClose }: { call: TSosCall | null; onClose: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const resolving = call?.status !== 'resolved';
  return (
    <NoteModal
      formKey={call?._id ?? ''}
      onClose={onClose}
      decision={
        call
          ? {
              title: resolving ? t('adminSos:status.resolveTitle') : t('adminSos:status.reopenTitle'),
              intro: (
                <Text size="sm">
                  {call.reason.reasonText} · <b>{call.vehicle.registrationNumber}</b> ·{' '}
                  {t('adminSos:status.sentBy', { name: call.creatorName })}
                </Text>
              ),
              schema: NOTE,
              initialNote: call.status === 'open' ? (call.note ?? '') : '',
              label: t('adminSos:status.note'),
              description: resolving ? t('adminSos:status.noteResolve') : t('adminSos:status.noteReopen'),
              minRows: 3,
              submitLabel: resolving ? t('adminSos:status.resolve') : t('adminSos:status.reopen'),
              submitColor: resolving ? 'green' : undefined,
              failureTitle: resolving ? t('adminSos:status.notResolved') : t('adminSos:status.notReopened'),
              save: (note) => updateSosCall(call._id, { status: resolving ? 'resolved' : 'open', note }),
              onSaved: (answer) => {
                toastSuccess(
                  `${answer.data.reason.reasonText} · ${answer.data.vehicle.registrationNumber}`,
                  resolving ? t('adminSos:status.resolved') : t('adminSos:status.reopened'),
                );
                void queryClient.invalidateQueries({ queryKey: SOS_KEY });
              },
            }
          : null
      }
    />
  );
}
