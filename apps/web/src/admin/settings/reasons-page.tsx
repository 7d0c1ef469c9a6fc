import { Badge, Button, Group, Paper, Stack, Text, VisuallyHidden } from '@mantine/core';
import { LANGUAGES, TRANSLATED_LANGS, type TReason } from '@safesathi/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';

import { useAuth } from '../../lib/auth';
import { toastFailure, toastSuccess } from '../../lib/toast';
import { useReorder } from '../../lib/use-reorder';
import { DeleteButton } from '../../ui/delete-button';
import { EmptyState, LoadError, SectionLoader } from '../../ui/list-states';
import { EditButton } from '../../ui/row-actions';
import { SortableList } from '../../ui/sortable-list';
import { FormModal } from '../../ui/unsaved-changes';
import { ReasonForm, SEVERITY_HELP } from './reason-form';
import { ScreenHeader } from './screen-header';
import { deleteReason, fetchReasons, settingsKeys, updateReason } from './settings-api';
import { useConfirmDelete } from './use-delete';

/** /admin-reasons and /admin-reason (nav 11): SOS reasons; only active ones reach the SOS page. */
export function ReasonsPage() {
  const auth = useAuth();
  const [editing, setEditing] = useState<{ reason: TReason | null } | null>(null);
  const reasons = useQuery({
    queryKey: settingsKeys.reasons,
    queryFn: ({ signal }) => fetchReasons(signal),
    enabled: auth.can('viewReason'),
  });
  const askDelete = useConfirmDelete(deleteReason, settingsKeys.reasons);
  const reorder = useReorder<TReason>(settingsKeys.reasons, '/api/admin/reasons/order', 'reasons');
  const canAdd = auth.can('addReason');
  const canDelete = auth.can('deleteReason');

  return (
    <Stack gap="lg">
      <ScreenHeader title="Reasons" onAdd={canAdd ? () => setEditing({ reason: null }) : undefined} />
      <Text c="dimmed" size="sm">
        Bystanders choose one of the active reasons on the SOS page; its notification text is what the owner and their
        emergency contacts receive. {SEVERITY_HELP}
      </Text>
      {reasons.isPending ? (
        <SectionLoader label="Loading the reasons…" />
      ) : reasons.isError ? (
        <LoadError error={reasons.error} what="the reasons" onRetry={() => void reasons.refetch()} />
      ) : reasons.data.length === 0 ? (
        <EmptyState title="No reasons yet" text="Add the reasons a bystander can choose on the SOS page." />
      ) : (
        <SortableList
          items={reasons.data}
          getId={(r) => r._id}
          getName={(r) => r.reasonText}
          getLabel={(r) => `${r.reasonText} (${r.status})`}
          label="Reasons"
          disabledReason={canAdd ? null : 'Only admins who may add reasons can change their order.'}
          onReorder={(ids) => reorder.mutate(ids)}
          renderItem={(r, _i, handle) => (
            <ReasonRow
              handle={handle}
              reason={r}
              canEdit={canAdd}
              onEdit={() => setEditing({ reason: r })}
              onDelete={
                canDelete
                  ? () =>
                      askDelete(
                        r._id,
                        'Delete reason?',
                        `“${r.reasonText}” will no longer be offered on the SOS page. SOS calls already sent keep it.`,
                      )
                  : undefined
              }
            />
          )}
        />
      )}
      <ReasonModal reason={editing?.reason ?? null} opened={editing !== null} onClose={() => setEditing(null)} />
    </Stack>
  );
}

function ReasonRow({
  handle,
  reason,
  canEdit,
  onEdit,
  onDelete,
}: {
  handle: ReactNode;
  reason: TReason;
  canEdit: boolean;
  onEdit: () => void;
  onDelete?: () => void;
}) {
  const queryClient = useQueryClient();
  const active = reason.status === 'active';
  const urgent = reason.severity === 'urgent';
  const languages = TRANSLATED_LANGS.filter((l) => reason.translations[l]);
  const toggle = useMutation({
    mutationFn: () => updateReason(reason._id, { status: active ? 'inactive' : 'active' }),
    onSuccess: (answer) => {
      void queryClient.invalidateQueries({ queryKey: settingsKeys.reasons });
      toastSuccess(`“${answer.data.reasonText}” is now ${answer.data.status === 'active' ? 'active' : 'inactive'}.`);
    },
    onError: (error) => toastFailure(error, 'The reason could not be changed'),
  });
  return (
    <Paper withBorder radius="md" p="sm" bg={active ? 'green.0' : 'white'}>
      <Group justify="space-between" align="flex-start" gap="sm">
        {handle}
        <Stack gap={2} style={{ flex: 1, minWidth: 200 }}>
          <Group gap="xs">
            <Text fw={600}>{reason.reasonText}</Text>
            <Badge variant="light" color={active ? 'green' : 'gray'} c="dark.7" tt="none">
              {active ? 'Active' : 'Inactive'}
            </Badge>
            <Badge
              variant={urgent ? 'filled' : 'outline'}
              color={urgent ? 'red.8' : 'gray'}
              c={urgent ? 'white' : 'dark.7'}
              tt="none"
            >
              {urgent ? 'Urgent' : 'Normal'}
            </Badge>
          </Group>
          <Text size="sm" c="dimmed">
            {languages.length
              ? `Also in ${languages.map((l) => LANGUAGES[l].english).join(', ')}`
              : 'English only (other languages show the English)'}
          </Text>
          <Text size="sm" c="dimmed">
            {reason.notificationText}
          </Text>
        </Stack>
        <Group gap="xs">
          {canEdit ? (
            <>
              <Button
                size="xs"
                variant={active ? 'default' : 'light'}
                color={active ? undefined : 'green'}
                c={active ? undefined : 'green.9'}
                onClick={() => toggle.mutate()}
                loading={toggle.isPending}
              >
                {active ? 'Make inactive' : 'Make active'}
                <VisuallyHidden>: {reason.reasonText}</VisuallyHidden>
              </Button>
              <EditButton name={`: ${reason.reasonText}`} onClick={onEdit} />
            </>
          ) : null}
          {onDelete ? <DeleteButton name={`: ${reason.reasonText}`} onClick={onDelete} /> : null}
        </Group>
      </Group>
    </Paper>
  );
}

function ReasonModal({ reason, opened, onClose }: { reason: TReason | null; opened: boolean; onClose: () => void }) {
  return (
    <FormModal opened={opened} onClose={onClose} title={reason ? 'Edit Reason' : 'Add Reason'}>
      {opened ? <ReasonForm key={reason?._id ?? 'new'} reason={reason} onDone={onClose} /> : null}
    </FormModal>
  );
}
