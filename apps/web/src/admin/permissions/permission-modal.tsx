import { Button, Checkbox, Group, Modal, SimpleGrid, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import {
  allFlags,
  PERMISSION_GROUPS,
  type PermissionFlag,
  type PermissionFlags,
  type PermissionGroup,
  type TUserListItem,
} from '@safesathi/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { api, messageWithWait } from '../../lib/api';
import { useAuth } from '../../lib/auth';
import { FormAlert } from '../../ui/form-alert';
import { LoadError, SectionLoader } from '../../ui/list-states';

const permissionKey = (id: string) => ['permissions', id] as const;
const fetchFlags = (id: string, signal?: AbortSignal) =>
  api.get<{ data: PermissionFlags & { userid: string } }>(`/api/Permission/${id}`, { signal }).then((r) => r.data);
const saveFlags = (id: string, flags: PermissionFlags) =>
  api.put<{ data: PermissionFlags }>(`/api/Permission/${id}`, flags);

/** "createNewOrder" → "Create new order", "addFAQs" → "Add FAQs". */
export function flagLabel(flag: string): string {
  const words = flag.replace(/([a-z])([A-Z])/g, '$1 $2').split(' ');
  const text = words.map((w) => (/^[A-Z]{2,}/.test(w) ? w : w.toLowerCase())).join(' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

const GROUPS = Object.entries(PERMISSION_GROUPS) as [PermissionGroup, readonly PermissionFlag[]][];

/** "Give Permission To {name}": every flag of spec §3 in its group, bound to itself; select-all per group. */
export function PermissionModal({ admin: chosen, onClose }: { admin: TUserListItem | null; onClose: () => void }) {
  const narrow = useMediaQuery('(max-width: 36em)');
  const last = useRef(chosen);
  if (chosen) last.current = chosen;
  const admin = chosen ?? last.current;
  const query = useQuery({
    queryKey: permissionKey(admin?._id ?? ''),
    queryFn: ({ signal }) => fetchFlags(admin!._id, signal),
    enabled: chosen !== null,
  });
  return (
    <Modal
      opened={chosen !== null}
      onClose={onClose}
      title={`Give Permission To ${admin?.name ?? ''}`}
      size="xl"
      fullScreen={narrow}
    >
      {query.isLoading ? (
        <SectionLoader label="Loading..." />
      ) : query.isError ? (
        <LoadError error={query.error} what="the permissions" onRetry={() => void query.refetch()} />
      ) : query.data && admin ? (
        <FlagsForm key={`${admin._id}-${query.dataUpdatedAt}`} admin={admin} initial={query.data} onDone={onClose} />
      ) : null}
    </Modal>
  );
}

function FlagsForm({ admin, initial, onDone }: { admin: TUserListItem; initial: PermissionFlags; onDone: () => void }) {
  const auth = useAuth();
  const queryClient = useQueryClient();
  const [flags, setFlags] = useState<PermissionFlags>(() => ({ ...allFlags(false), ...initial }));
  const readOnly = !auth.user?.isSuperAdmin || admin.isSuperAdmin;
  const save = useMutation({
    mutationFn: () => saveFlags(admin._id, flags),
    onSuccess: () => {
      notifications.show({ color: 'green', message: `Permissions of ${admin.name} were saved.` });
      void queryClient.invalidateQueries({ queryKey: permissionKey(admin._id) });
      onDone();
    },
  });
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new form per admin
  useEffect(() => save.reset(), [admin._id]);
  const set = (list: readonly PermissionFlag[], value: boolean) =>
    setFlags((f) => ({ ...f, ...Object.fromEntries(list.map((k) => [k, value])) }));

  return (
    <Stack gap="md">
      {admin.isSuperAdmin ? (
        <FormAlert tone="warning">The super admin always holds every permission.</FormAlert>
      ) : readOnly ? (
        <FormAlert tone="warning">Only the super admin can change permissions.</FormAlert>
      ) : null}
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
                  label={flagLabel(flag)}
                  name={flag}
                  data-flag={flag}
                  checked={flags[flag]}
                  onChange={(e) => {
                    const checked = e.currentTarget.checked;
                    setFlags((f) => ({ ...f, [flag]: checked }));
                  }}
                  disabled={readOnly}
                />
              ))}
            </Stack>
          );
        })}
      </SimpleGrid>
      {save.error ? <FormAlert>{messageWithWait(save.error)}</FormAlert> : null}
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onDone} disabled={save.isPending}>
          {readOnly ? 'Close' : 'Cancel'}
        </Button>
        {readOnly ? null : (
          <Button onClick={() => save.mutate()} loading={save.isPending}>
            Save
          </Button>
        )}
      </Group>
    </Stack>
  );
}
