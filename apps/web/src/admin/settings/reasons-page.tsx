import { Badge, Button, Group, Paper, Stack, Text, VisuallyHidden } from '@mantine/core';
import { LANGUAGES, TRANSLATED_LANGS, type TReason } from '@safesathi/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';

import { useTranslation } from 'react-i18next';
import { useAuth } from '../../lib/auth';
import { toastFailure, toastSuccess } from '../../lib/toast';
import { useReorder } from '../../lib/use-reorder';
import { DeleteButton } from '../../ui/delete-button';
import { EmptyState, LoadError, SectionLoader } from '../../ui/list-states';
import { EditButton } from '../../ui/row-actions';
import { SortableList } from '../../ui/sortable-list';
import { FormModal } from '../../ui/unsaved-changes';
import { ReasonForm } from './reason-form';
import { ScreenHeader } from './screen-header';
import { deleteReason, fetchReasons, settingsKeys, updateReason } from './settings-api';
import { useConfirmDelete } from './use-delete';

/** /admin-reasons and /admin-reason (nav 11): SOS reasons; only active ones reach the SOS page. */
export function ReasonsPage() {
  const { t } = useTranslation();
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
      <ScreenHeader
        title={t('adminSettings:reasons.title')}
        onAdd={canAdd ? () => setEditing({ reason: null }) : undefined}
      />
      <Text c="dimmed" size="sm">
        {t('adminSettings:reasons.intro')} {t('adminSettings:reasons.severityHelp')}
      </Text>
      {reasons.isPending ? (
        <SectionLoader label={t('adminSettings:reasons.loading')} />
      ) : reasons.isError ? (
        <LoadError
          error={reasons.error}
          title={t('adminSettings:reasons.loadFailed')}
          retryLabel={t('admin:table.retry')}
          onRetry={() => void reasons.refetch()}
        />
      ) : reasons.data.length === 0 ? (
        <EmptyState title={t('adminSettings:reasons.none')} text={t('adminSettings:reasons.noneText')} />
      ) : (
        <SortableList
          items={reasons.data}
          getId={(r) => r._id}
          getName={(r) => r.reasonText}
          getLabel={(r) =>
            `${r.reasonText} (${r.status === 'active' ? t('adminSettings:reasons.active') : t('adminSettings:reasons.inactive')})`
          }
          label={t('adminSettings:reasons.title')}
          disabledReason={canAdd ? null : t('adminSettings:reasons.noReorder')}
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
                        t('adminSettings:reasons.deleteTitle'),
                        t('adminSettings:reasons.deleteText', { reason: r.reasonText }),
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
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const active = reason.status === 'active';
  const urgent = reason.severity === 'urgent';
  const languages = TRANSLATED_LANGS.filter((l) => reason.translations[l]);
  const toggle = useMutation({
    mutationFn: () => updateReason(reason._id, { status: active ? 'inactive' : 'active' }),
    onSuccess: (answer) => {
      void queryClient.invalidateQueries({ queryKey: settingsKeys.reasons });
      toastSuccess(
        answer.data.status === 'active'
          ? t('adminSettings:reasons.nowActive', { reason: answer.data.reasonText })
          : t('adminSettings:reasons.nowInactive', { reason: answer.data.reasonText }),
      );
    },
    onError: (error) => toastFailure(error, t('adminSettings:reasons.notChanged')),
  });
  return (
    <Paper withBorder radius="md" p="sm" bg={active ? 'green.0' : 'white'}>
      <Group justify="space-between" align="flex-start" gap="sm">
        {handle}
        <Stack gap={2} style={{ flex: 1, minWidth: 200 }}>
          <Group gap="xs">
            <Text fw={600}>{reason.reasonText}</Text>
            <Badge variant="light" color={active ? 'green' : 'gray'} c="dark.7" tt="none">
              {active ? t('adminSettings:reasons.active') : t('adminSettings:reasons.inactive')}
            </Badge>
            <Badge
              variant={urgent ? 'filled' : 'outline'}
              color={urgent ? 'red.8' : 'gray'}
              c={urgent ? 'white' : 'dark.7'}
              tt="none"
            >
              {urgent ? t('adminSettings:reasons.urgent') : t('adminSettings:reasons.normal')}
            </Badge>
          </Group>
          <Text size="sm" c="dimmed">
            {languages.length
              ? t('adminSettings:reasons.alsoIn', {
                  languages: languages
                    .map((l) => (i18n.resolvedLanguage === 'en' ? LANGUAGES[l].english : LANGUAGES[l].name))
                    .join(', '),
                })
              : t('adminSettings:reasons.englishOnly')}
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
                {active ? t('adminSettings:reasons.makeInactive') : t('adminSettings:reasons.makeActive')}
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
  const { t } = useTranslation();
  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      title={reason ? t('adminSettings:reasons.edit') : t('adminSettings:reasons.add')}
    >
      {opened ? <ReasonForm key={reason?._id ?? 'new'} reason={reason} onDone={onClose} /> : null}
    </FormModal>
  );
}
