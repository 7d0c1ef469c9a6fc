import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { messageWithWait } from '../../lib/api';
import { FormAlert } from '../../ui/form-alert';
import { TAGS_KEY, type TTagRow, updateTag } from './qr-api';

export type TagChange = { tag: TTagRow; to: 'suspended' | 'active' };

/** Suspend (after a confirmation) or re-activate a tag. */
export function TagStatusModal({ change: chosen, onClose }: { change: TagChange | null; onClose: () => void }) {
  const queryClient = useQueryClient();
  const last = useRef(chosen);
  if (chosen) last.current = chosen;
  const change = chosen ?? last.current;

  const mutation = useMutation({
    mutationFn: (c: TagChange) => updateTag(c.tag.code, { status: c.to }),
    onSuccess: (answer, c) => {
      notifications.show({
        color: 'green',
        message:
          c.to === 'suspended'
            ? `Tag ${answer.data.code} is suspended. Scanning it no longer sends alerts.`
            : `Tag ${answer.data.code} is active again on ${answer.data.vehicle?.registrationNumber ?? 'its vehicle'}.`,
      });
      void queryClient.invalidateQueries({ queryKey: TAGS_KEY });
      mutation.reset();
      onClose();
    },
  });

  const close = () => {
    if (mutation.isPending) return;
    mutation.reset();
    onClose();
  };

  const suspending = change?.to === 'suspended';
  return (
    <Modal
      opened={chosen !== null}
      onClose={close}
      title={suspending ? `Suspend tag ${change?.tag.code}?` : `Re-activate tag ${change?.tag.code}?`}
      centered
    >
      {change ? (
        <Stack gap="md">
          <Text size="sm">
            {suspending
              ? `Anyone who scans it will see "This tag is not active yet" and cannot alert the owner of ${
                  change.tag.vehicle?.registrationNumber ?? 'the vehicle'
                }. You can re-activate it later.`
              : `Scanning it will alert the owner of ${change.tag.vehicle?.registrationNumber ?? 'its vehicle'} again.`}
          </Text>
          {mutation.error ? <FormAlert>{messageWithWait(mutation.error)}</FormAlert> : null}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close} disabled={mutation.isPending}>
              Cancel
            </Button>
            <Button
              color={suspending ? 'red' : 'green'}
              loading={mutation.isPending}
              onClick={() => mutation.mutate(change)}
              data-autofocus
            >
              {suspending ? 'Suspend tag' : 'Re-activate tag'}
            </Button>
          </Group>
        </Stack>
      ) : null}
    </Modal>
  );
}
