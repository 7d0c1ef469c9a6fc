import { ActionIcon, Button, Group, Menu, Select, Stack, Text, VisuallyHidden } from '@mantine/core';
import { type TagStatus, type TVehicle, ZMoveTagRequest } from '@safesathi/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../i18n/error-text';
import { translateFieldError } from '../i18n/field-errors';
import { toastFailure, toastSuccess } from '../lib/toast';
import { useSchemaForm } from '../lib/use-schema-form';
import { confirmAction } from '../ui/confirm';
import { FormDialog } from '../ui/form-dialog';
import { IconChevronDown, IconMore } from '../ui/icons';
import { useUnsavedChanges } from '../ui/unsaved-changes';
import { discardWords } from './account-words';
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
  const say = useErrorText();
  const refresh = useRefreshTags();
  const { t } = useTranslation();
  const [moving, setMoving] = useState(false);
  const found = useMutation({
    mutationFn: () => updateMyTag(tag.code, { lost: false }),
    onSuccess: (answer) => {
      refresh();
      toastSuccess(answer.message, t('account:tagActions.tagTitle', { code: tag.code }));
    },
    onError: (error) => toastFailure(error, t('account:tagActions.notChanged', { code: tag.code }), say),
  });
  if (tag.status !== 'active' && tag.status !== 'lost') return null;

  const askLost = () =>
    confirmAction({
      say,
      title: t('account:tagActions.lostTitle', { code: tag.code }),
      confirmLabel: t('account:tagActions.reportLost'),
      cancelLabel: t('account:cancel'),
      children: (
        <Stack gap="xs">
          <Text size="sm">{t('account:tagActions.lostText')}</Text>
          <Text size="sm">{t('account:tagActions.lostFound')}</Text>
        </Stack>
      ),
      action: async () => {
        const answer = await updateMyTag(tag.code, { lost: true });
        refresh();
        toastSuccess(answer.message, t('account:tagActions.tagTitle', { code: tag.code }));
      },
    });

  return (
    <>
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          {compact ? (
            <ActionIcon
              variant="subtle"
              size="lg"
              loading={found.isPending}
              aria-label={t('account:tagActions.manageTag', { code: tag.code })}
            >
              <IconMore />
            </ActionIcon>
          ) : (
            <Button
              variant="subtle"
              size="compact-sm"
              loading={found.isPending}
              rightSection={<IconChevronDown size={14} />}
            >
              {t('account:tagActions.manage')}
              <VisuallyHidden> {t('account:tagActions.tag', { code: tag.code })}</VisuallyHidden>
            </Button>
          )}
        </Menu.Target>
        <Menu.Dropdown>
          {tag.status === 'lost' ? (
            <Menu.Item onClick={() => found.mutate()}>{t('account:tagActions.found')}</Menu.Item>
          ) : (
            <Menu.Item color="red" c="red.9" onClick={askLost}>
              {t('account:tagActions.reportLost')}
            </Menu.Item>
          )}
          <Menu.Item onClick={() => setMoving(true)}>{t('account:tagActions.moveToOther')}</Menu.Item>
        </Menu.Dropdown>
      </Menu>
      <MoveTagModal opened={moving} tag={tag} vehicles={vehicles} onClose={() => setMoving(false)} />
    </>
  );
}

/** Full screen on a phone, like the account's other modals; a fresh form each time it opens. */
function MoveTagModal(p: { opened: boolean; tag: MyTag; vehicles: TVehicle[]; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <FormDialog
      opened={p.opened}
      onClose={p.onClose}
      title={t('account:tagActions.moveTitle', { code: p.tag.code })}
      centered
    >
      <MoveTagForm tag={p.tag} vehicles={p.vehicles} onDone={p.onClose} />
    </FormDialog>
  );
}

function MoveTagForm({ tag, vehicles, onDone }: { tag: MyTag; vehicles: TVehicle[]; onDone: () => void }) {
  const refresh = useRefreshTags();
  const { t } = useTranslation();
  const others = vehicles.filter((v) => v._id !== tag.vehicleId);
  const current = vehicles.find((v) => v._id === tag.vehicleId);
  const form = useSchemaForm<{ vehicleId: string | null }>({
    schema: ZMoveTagRequest,
    // With one other vehicle there is nothing to choose.
    initialValues: { vehicleId: others.length === 1 ? others[0]!._id : null },
  });
  const guard = useUnsavedChanges(form.isDirty(), discardWords(t));
  const move = useMutation({
    mutationFn: (vehicleId: string) => updateMyTag(tag.code, { vehicleId }),
    onSuccess: (answer) => {
      refresh();
      toastSuccess(
        answer.data.vehicle
          ? t('account:tagActions.movedText', { plate: answer.data.vehicle.registrationNumber })
          : t('account:tagActions.movedChosen'),
        t('account:tagActions.moved', { code: tag.code }),
      );
      guard.release();
      onDone();
    },
    onError: (error) => form.fail(error, { title: t('account:tagActions.notMoved') }),
  });

  if (others.length === 0)
    return (
      <Stack gap="md">
        <Text size="sm">
          {current
            ? t('account:tagActions.onlyVehicle', { plate: current.registrationNumber })
            : t('account:tagActions.noOther')}{' '}
          {t('account:tagActions.addFirst')}
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            {t('account:close')}
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
          {current ? `${t('account:tagActions.isOn', { plate: current.registrationNumber })} ` : ''}
          {t('account:tagActions.moveText')}
        </Text>
        <Select
          label={t('account:tagActions.moveTo')}
          description={t('account:tagActions.moveToHelp')}
          placeholder={t('account:activate.chooseVehicle')}
          data={others.map((v) => ({ value: v._id, label: v.registrationNumber }))}
          allowDeselect={false}
          data-autofocus
          {...form.getInputProps('vehicleId')}
          error={translateFieldError(t, form.errors.vehicleId)}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={() => guard.cancel()} disabled={move.isPending}>
            {t('account:cancel')}
          </Button>
          <Button type="submit" loading={move.isPending}>
            {t('account:tagActions.move')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
