import { Button, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import { type TVehicle, ZActivateTagRequest } from '@safesathi/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { translateFieldError } from '../i18n/field-errors';
import { toastSuccess } from '../lib/toast';
import { useSchemaForm } from '../lib/use-schema-form';
import { useUnsavedChanges } from '../ui/unsaved-changes';
import { activateTag, MY_TAGS_KEY, MY_VEHICLES_KEY } from './tags-api';

type Values = { code: string; vehicleId: string | null };

/** Type the code from the sticker, pick one of my vehicles, activate. */
export function ActivateTagForm({
  vehicles,
  initialCode = '',
  onActivated,
}: {
  vehicles: TVehicle[];
  /** The code from a "This is my tag" link. */
  initialCode?: string;
  onActivated?: (code: string) => void;
}) {
  const queryClient = useQueryClient();
  const { t } = useTranslation();
  const onlyVehicle = vehicles.length === 1 ? vehicles[0]!._id : null;
  const form = useSchemaForm<Values>({
    schema: ZActivateTagRequest,
    initialValues: { code: initialCode, vehicleId: onlyVehicle },
  });
  useUnsavedChanges(form.isDirty());

  const activate = useMutation({
    mutationFn: (input: { code: string; vehicleId: string }) => activateTag(input.code, input.vehicleId),
    onSuccess: (answer, sent) => {
      toastSuccess(answer.message, t('account:activate.done', { code: answer.data.code }));
      // The next tag often goes on the same vehicle: it stays chosen.
      form.reset();
      form.setFieldValue('vehicleId', sent.vehicleId);
      form.resetDirty();
      void queryClient.invalidateQueries({ queryKey: MY_TAGS_KEY });
      void queryClient.invalidateQueries({ queryKey: MY_VEHICLES_KEY });
      onActivated?.(answer.data.code);
    },
    // "No tag has this code" (404) and "already in use" (409) are about the code typed: said beside it.
    onError: (error) => form.fail(error, { title: t('account:activate.notDone') }),
  });

  const submit = form.submit((values) => {
    if (activate.isPending) return;
    const { code, vehicleId } = ZActivateTagRequest.parse(values);
    activate.mutate({ code, vehicleId });
  });

  return (
    <form onSubmit={submit} noValidate aria-labelledby="activate-title">
      <Stack gap="sm">
        <Text fw={700} id="activate-title">
          {t('account:tags.activateTitle')}
        </Text>
        <Group align="flex-start" gap="sm" wrap="wrap">
          <TextInput
            label={t('account:activate.code')}
            description={t('account:activate.codeHelp')}
            name="code"
            {...form.getInputProps('code')}
            error={translateFieldError(t, form.errors.code)}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={20}
            style={{ flex: '1 1 180px' }}
            styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)', textTransform: 'uppercase' } }}
          />
          <Select
            label={t('account:tags.vehicle')}
            description={t('account:activate.vehicleHelp')}
            placeholder={t('account:activate.chooseVehicle')}
            name="vehicle"
            data={vehicles.map((v) => ({ value: v._id, label: v.registrationNumber }))}
            {...form.getInputProps('vehicleId')}
            error={translateFieldError(t, form.errors.vehicleId)}
            allowDeselect={false}
            style={{ flex: '1 1 180px' }}
          />
        </Group>
        <Button type="submit" loading={activate.isPending} style={{ alignSelf: 'flex-start' }}>
          {t('account:activate.submit')}
        </Button>
      </Stack>
    </form>
  );
}
