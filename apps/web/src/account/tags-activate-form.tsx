import { Button, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import { type TVehicle, ZActivateTagRequest } from '@safesathi/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
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
  const onlyVehicle = vehicles.length === 1 ? vehicles[0]!._id : null;
  const form = useSchemaForm<Values>({
    schema: ZActivateTagRequest,
    initialValues: { code: initialCode, vehicleId: onlyVehicle },
  });
  useUnsavedChanges(form.isDirty());

  const activate = useMutation({
    mutationFn: (input: { code: string; vehicleId: string }) => activateTag(input.code, input.vehicleId),
    onSuccess: (answer, sent) => {
      toastSuccess(answer.message, `Tag ${answer.data.code} is active`);
      // The next tag often goes on the same vehicle: it stays chosen.
      form.reset();
      form.setFieldValue('vehicleId', sent.vehicleId);
      form.resetDirty();
      void queryClient.invalidateQueries({ queryKey: MY_TAGS_KEY });
      void queryClient.invalidateQueries({ queryKey: MY_VEHICLES_KEY });
      onActivated?.(answer.data.code);
    },
    // "No tag has this code" (404) and "already in use" (409) are about the code typed: said beside it.
    onError: (error) => form.fail(error, { title: 'The tag was not activated' }),
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
          Activate a tag
        </Text>
        <Group align="flex-start" gap="sm" wrap="wrap">
          <TextInput
            label="Tag code"
            description="8 letters and digits under the QR, e.g. AB12 CD34"
            name="code"
            {...form.getInputProps('code')}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={20}
            style={{ flex: '1 1 180px' }}
            styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)', textTransform: 'uppercase' } }}
          />
          <Select
            label="Vehicle"
            description="The vehicle the tag is stuck on"
            placeholder="Choose a vehicle"
            name="vehicle"
            data={vehicles.map((v) => ({ value: v._id, label: v.registrationNumber }))}
            {...form.getInputProps('vehicleId')}
            allowDeselect={false}
            style={{ flex: '1 1 180px' }}
          />
        </Group>
        <Button type="submit" loading={activate.isPending} style={{ alignSelf: 'flex-start' }}>
          Activate tag
        </Button>
      </Stack>
    </form>
  );
}
