import { Button, Checkbox, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import {
  allFlags,
  PERMISSION_FLAGS,
  PERMISSION_GROUPS,
  type PermissionFlag,
  type PermissionFlags,
  type PermissionGroup,
  permissionLabel,
  type TUserListItem,
} from '@safesathi/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { z } from 'zod';
import { useAuth } from '../../lib/auth';
import { toastSuccess } from '../../lib/toast';
import { useSchemaForm } from '../../lib/use-schema-form';
import { FormAlert } from '../../ui/form-alert';
import { FormDialog } from '../../ui/form-dialog';
import { useUnsavedChanges } from '../../ui/unsaved-changes';
import { PERMISSION_PRESETS } from './permission-presets';
import { fetchFlags, permissionKey, saveFlags } from './permissions-api';

const GROUPS = Object.entries(PERMISSION_GROUPS) as [PermissionGroup, readonly PermissionFlag[]][];
/** Every flag on or off, as PUT /api/admin/permissions/{id} takes them. */
const FLAGS = z.object(Object.fromEntries(PERMISSION_FLAGS.map((f) => [f, z.boolean()])));

/** "Give Permission To {name}": every flag of docs/product.md §3 in its group, bound to itself; select-all per group. */
/** Who the permissions are of: a row of the admin list, or a just-created admin. */
export type PermissionSubject = Pick<TUserListItem, '_id' | 'name' | 'isSuperAdmin'>;

export function PermissionModal({ admin: chosen, onClose }: { admin: PermissionSubject | null; onClose: () => void }) {
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
      title={`Give Permission To ${admin?.name ?? ''}`}
      size="xl"
      load={{ query, what: 'the permissions' }}
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
      toastSuccess(`Permissions of ${admin.name} were saved.`);
      void queryClient.invalidateQueries({ queryKey: permissionKey(admin._id) });
      guard.release();
      onDone();
    },
    onError: (error) => form.fail(error, { title: `Permissions of ${admin.name} were not saved` }),
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
          <FormAlert tone="warning">The super admin always holds every permission.</FormAlert>
        ) : readOnly ? (
          <FormAlert tone="warning">Only the super admin can change permissions.</FormAlert>
        ) : null}
        {readOnly ? null : (
          <Stack gap={6} component="section" aria-label="Presets">
            <Text size="sm" fw={600}>
              Start from a preset (fills the boxes below; nothing is saved until you press Save)
            </Text>
            <Group gap="xs">
              {PERMISSION_PRESETS.map((preset) => (
                <Button
                  key={preset.name}
                  variant="light"
                  size="xs"
                  title={preset.description}
                  onClick={() =>
                    form.setValues({ ...allFlags(false), ...Object.fromEntries(preset.flags.map((f) => [f, true])) })
                  }
                >
                  {preset.name}
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
                  {group}
                </Text>
                <Checkbox
                  label="Select all"
                  checked={on === list.length}
                  indeterminate={on > 0 && on < list.length}
                  onChange={(e) => set(list, e.currentTarget.checked)}
                  disabled={readOnly}
                  aria-label={`Select all ${group}`}
                  fw={500}
                />
                {list.map((flag) => (
                  <Checkbox
                    key={flag}
                    ml="md"
                    label={permissionLabel(flag)}
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
            {readOnly ? 'Close' : 'Cancel'}
          </Button>
          {readOnly ? null : (
            <Button type="submit" loading={save.isPending}>
              Save
            </Button>
          )}
        </Group>
      </Stack>
    </form>
  );
}
