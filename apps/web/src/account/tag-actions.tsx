import { ActionIcon, Button, Group, Menu, Select, Stack, Text, VisuallyHidden } from '@mantine/core';
import { type TagStatus, type TVehicle, ZMoveTagRequest } from '@safesathi/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { toastFailure, toastSuccess } from '../lib/toast';
import { useSchemaForm } from '../lib/use-schema-form';
import { confirmAction } from '../ui/confirm';
import { FormDialog } from '../ui/form-dialog';
import { IconChevronDown, IconMore } from '../ui/icons';
import { useUnsavedChanges } from '../ui/unsaved-changes';
import { MY_TAGS_KEY, MY_VEHICLES_KEY, updateMyTag } from './tags-api';

/** A tag as the account lists it: its code, its state and the vehicle it is on. */
export interface MyTag {
  code: string;
  status: TagStatus;
  vehicleId: string | null;
}

/** The tag lists (My QR tags on /account) and the vehicles (/account/vehicles) both show the change. */
function useRefreshTags() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: MY_TAGS_KEY });
    void queryClient.invalidateQueries({ queryKey: MY_VEHICLES_KEY });
  };
}

/**
 * What the owner may do with one of their tags: report it lost (asks first), say it was found,
 * or move it to another of their vehicles. A tag our team suspended, or one not on a vehicle,
 * offers nothing: only support can turn it back on.
 */
export function TagActions({
  tag,
  vehicles,
  compact = false,
}: {
  tag: MyTag;
  vehicles: TVehicle[];
  /** An icon button (named for screen readers), for a table row on a phone. */
  compact?: boolean;
}) {
  const refresh = useRefreshTags();
  const [moving, setMoving] = useState(false);
  const found = useMutation({
    mutationFn: () => updateMyTag(tag.code, { lost: false }),
    onSuccess: (answer) => {
      refresh();
      toastSuccess(answer.message, `Tag ${tag.code}`);
    },
    onError: (error) => toastFailure(error, `Tag ${tag.code} was not changed`),
  });
  if (tag.status !== 'active' && tag.status !== 'lost') return null;

  const askLost = () =>
    confirmAction({
      title: `Report tag ${tag.code} lost?`,
      confirmLabel: 'Report lost',
      children: (
        <Stack gap="xs">
          <Text size="sm">
            Anyone who scans it is told it was reported lost and to call 112 in an emergency. You are not alerted
            through it any more.
          </Text>
          <Text size="sm">If you find it again, choose Found it and it alerts you again at once.</Text>
        </Stack>
      ),
      action: async () => {
        const answer = await updateMyTag(tag.code, { lost: true });
        refresh();
        toastSuccess(answer.message, `Tag ${tag.code}`);
      },
    });

  return (
    <>
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          {compact ? (
            <ActionIcon variant="subtle" size="lg" loading={found.isPending} aria-label={`Manage tag ${tag.code}`}>
              <IconMore />
            </ActionIcon>
          ) : (
            <Button
              variant="subtle"
              size="compact-sm"
              loading={found.isPending}
              rightSection={<IconChevronDown size={14} />}
            >
              Manage<VisuallyHidden> tag {tag.code}</VisuallyHidden>
            </Button>
          )}
        </Menu.Target>
        <Menu.Dropdown>
          {tag.status === 'lost' ? (
            <Menu.Item onClick={() => found.mutate()}>Found it</Menu.Item>
          ) : (
            <Menu.Item color="red" c="red.9" onClick={askLost}>
              Report lost
            </Menu.Item>
          )}
          <Menu.Item onClick={() => setMoving(true)}>Move to another vehicle</Menu.Item>
        </Menu.Dropdown>
      </Menu>
      <MoveTagModal opened={moving} tag={tag} vehicles={vehicles} onClose={() => setMoving(false)} />
    </>
  );
}

/** Full screen on a phone, like the account's other modals; a fresh form each time it opens. */
function MoveTagModal(p: { opened: boolean; tag: MyTag; vehicles: TVehicle[]; onClose: () => void }) {
  return (
    <FormDialog opened={p.opened} onClose={p.onClose} title={`Move tag ${p.tag.code}`} centered>
      <MoveTagForm tag={p.tag} vehicles={p.vehicles} onDone={p.onClose} />
    </FormDialog>
  );
}

function MoveTagForm({ tag, vehicles, onDone }: { tag: MyTag; vehicles: TVehicle[]; onDone: () => void }) {
  const refresh = useRefreshTags();
  const others = vehicles.filter((v) => v._id !== tag.vehicleId);
  const current = vehicles.find((v) => v._id === tag.vehicleId);
  const form = useSchemaForm<{ vehicleId: string | null }>({
    schema: ZMoveTagRequest,
    // With one other vehicle there is nothing to choose.
    initialValues: { vehicleId: others.length === 1 ? others[0]!._id : null },
  });
  const guard = useUnsavedChanges(form.isDirty());
  const move = useMutation({
    mutationFn: (vehicleId: string) => updateMyTag(tag.code, { vehicleId }),
    onSuccess: (answer) => {
      refresh();
      toastSuccess(
        `It is now on ${answer.data.vehicle?.registrationNumber ?? 'the vehicle you chose'}: its SOS page shows that number.`,
        `Tag ${tag.code} moved`,
      );
      guard.release();
      onDone();
    },
    onError: (error) => form.fail(error, { title: 'The tag was not moved' }),
  });

  if (others.length === 0)
    return (
      <Stack gap="md">
        <Text size="sm">
          {current ? `${current.registrationNumber} is your only vehicle.` : 'You have no other vehicle.'} Add the
          vehicle the tag is on now under My vehicles, then move the tag to it.
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            Close
          </Button>
        </Group>
      </Stack>
    );

  return (
    <form
      noValidate
      onSubmit={form.submit((values) => {
        if (!move.isPending && values.vehicleId) move.mutate(values.vehicleId);
      })}
    >
      <Stack gap="md">
        <Text size="sm">
          {current ? `The tag is on ${current.registrationNumber} now. ` : ''}Anyone who scans it will see the number of
          the vehicle you choose, and you are still the one alerted.
        </Text>
        <Select
          label="Move to"
          description="The vehicle the tag is stuck on now"
          placeholder="Choose a vehicle"
          data={others.map((v) => ({ value: v._id, label: v.registrationNumber }))}
          allowDeselect={false}
          data-autofocus
          {...form.getInputProps('vehicleId')}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={() => guard.cancel()} disabled={move.isPending}>
            Cancel
          </Button>
          <Button type="submit" loading={move.isPending}>
            Move tag
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
