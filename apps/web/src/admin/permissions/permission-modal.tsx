import { Button, Checkbox, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import {
  allFlags,
  PERMISSION_FLAGS,
  PERMISSION_GROUPS,
  type PermissionFlag,
  type PermissionFlags,
  type PermissionGroup,
  type TUserListItem,
} from '@safesathi/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { useAuth } from '../../lib/auth';
import { toastSuccess } from '../../lib/toast';
import { useSchemaForm } from '../../lib/use-schema-form';
import { FormAlert } from '../../ui/form-alert';
import { FormDialog } from '../../ui/form-dialog';
import { useUnsavedChanges } from '../../ui/unsaved-changes';
import { PERMISSION_PRESETS, type PermissionPreset } from './permission-presets';
import { flagLabels, groupLabels } from './permission-words';
import { fetchFlags, permissionKey, saveFlags } from './permissions-api';

const GROUPS = Object.entries(PERMISSION_GROUPS) as [PermissionGroup, readonly PermissionFlag[]][];
/** Every flag on or off, as PUT /api/admin/permissions/{id} takes them. */
const FLAGS = z.object(Object.fromEntries(PERMISSION_FLAGS.map((f) => [f, z.boolean()])));

const presetWords = (t: TFunction): Record<PermissionPreset['id'], { name: string; description: string }> => ({
  support: { name: t('adminPermissions:preset.support'), description: t('adminPermissions:preset.supportText') },
  warehouse: { name: t('adminPermissions:preset.warehouse'), description: t('adminPermissions:preset.warehouseText') },
  content: { name: t('adminPermissions:preset.content'), description: t('adminPermissions:preset.contentText') },
  blood: { name: t('adminPermissions:preset.blood'), description: t('adminPermissions:preset.bloodText') },
});

/** "Give Permission To {name}": every flag of docs/product.md §3 in its group, bound to itself; select-all per group. */
/** Who the permissions are of: a row of the admin list, or a just-created admin. */
export type PermissionSubject = Pick<TUserListItem, '_id' | 'name' | 'isSuperAdmin'>;

export function PermissionModal({ admin: chosen, onClose }: { admin: PermissionSubject | null; onClose: () => void }) {
  const { t } = useTranslation();
  const last = useRef(chosen);
  if (chosen) last.current = chosen;
  const admin = chosen ?? last.current;
  const query = useQuery({
    queryKey: permissionKey(admin?._id ?? ''),
    queryFn: ({ signal }) => fetchFlags(admin!._id, signal),
    enabled: chosen !== null,
  });
  return (
    <FormDialog
      opened={chosen !== null}
      onClose={onClose}
      title={t('adminPermissions:modal.title', { name: admin?.name ?? '' })}
      size="xl"
      load={{ query, what: t('adminPermissions:modal.what') }}
      formKey={`${admin?._id}-${query.dataUpdatedAt}`}
    >
      {query.data && admin ? <FlagsForm admin={admin} initial={query.data} onDone={onClose} /> : null}
    </FormDialog>
  );
}

function FlagsForm({
  admin,
  initial,
  onDone,
}: {
  admin: PermissionSubject;
  initial: PermissionFlags;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const flagWords = flagLabels(t);
  const groupWords = groupLabels(t);
  const presets = presetWords(t);
  const auth = useAuth();
  const queryClient = useQueryClient();
  const form = useSchemaForm<PermissionFlags>({
    schema: FLAGS,
    initialValues: { ...allFlags(false), ...initial },
  });
  const guard = useUnsavedChanges(form.isDirty());
  const flags = form.values;
  const readOnly = !auth.user?.isSuperAdmin || admin.isSuperAdmin;
  const save = useMutation({
    mutationFn: (values: PermissionFlags) => saveFlags(admin._id, values),
    onSuccess: () => {
      toastSuccess(t('adminPermissions:modal.saved', { name: admin.name }));
      void queryClient.invalidateQueries({ queryKey: permissionKey(admin._id) });
      guard.release();
      onDone();
    },
    onError: (error) => form.fail(error, { title: t('adminPermissions:modal.failed', { name: admin.name }) }),
  });
  const set = (list: readonly PermissionFlag[], value: boolean) =>
    form.setValues(Object.fromEntries(list.map((k) => [k, value])) as Partial<PermissionFlags>);

  return (
    <form
      noValidate
      onSubmit={form.submit((values) => {
        if (!readOnly && !save.isPending) save.mutate(values);
      })}
    >
      <Stack gap="md">
        {admin.isSuperAdmin ? (
          <FormAlert tone="warning">{t('adminPermissions:modal.superHoldsAll')}</FormAlert>
        ) : readOnly ? (
          <FormAlert tone="warning">{t('adminPermissions:modal.superOnly')}</FormAlert>
        ) : null}
        {readOnly ? null : (
          <Stack gap={6} component="section" aria-label={t('adminPermissions:modal.presets')}>
            <Text size="sm" fw={600}>
              {t('adminPermissions:modal.presetHint')}
            </Text>
            <Group gap="xs">
              {PERMISSION_PRESETS.map((preset) => (
                <Button
                  key={preset.id}
                  variant="light"
                  size="xs"
                  title={presets[preset.id].description}
                  onClick={() =>
                    form.setValues({ ...allFlags(false), ...Object.fromEntries(preset.flags.map((f) => [f, true])) })
                  }
                >
                  {presets[preset.id].name}
                </Button>
              ))}
            </Group>
          </Stack>
        )}
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
          {GROUPS.map(([group, list]) => {
            const on = list.filter((f) => flags[f]).length;
            return (
              <Stack
                key={group}
                gap={6}
                component="fieldset"
                style={{ border: '1px solid var(--mantine-color-gray-3)', borderRadius: 8, padding: 10, margin: 0 }}
              >
                <Text component="legend" fw={700} size="sm" px={4}>
                  {groupWords[group]}
                </Text>
                <Checkbox
                  label={t('adminPermissions:modal.selectAll')}
                  checked={on === list.length}
                  indeterminate={on > 0 && on < list.length}
                  onChange={(e) => set(list, e.currentTarget.checked)}
                  disabled={readOnly}
                  aria-label={t('adminPermissions:modal.selectAllOf', { group: groupWords[group] })}
                  fw={500}
                />
                {list.map((flag) => (
                  <Checkbox
                    key={flag}
                    ml="md"
                    label={flagWords[flag]}
                    name={flag}
                    data-flag={flag}
                    {...form.getInputProps(flag, { type: 'checkbox' })}
                    disabled={readOnly}
                  />
                ))}
              </Stack>
            );
          })}
        </SimpleGrid>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={() => guard.cancel()} disabled={save.isPending}>
            {readOnly ? t('adminPermissions:modal.close') : t('adminPermissions:modal.cancel')}
          </Button>
          {readOnly ? null : (
            <Button type="submit" loading={save.isPending}>
              {t('adminPermissions:modal.save')}
            </Button>
          )}
        </Group>
      </Stack>
    </form>
  );
}
