import { Button, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { normaliseTagCode, type TVehicle } from '@safesathi/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { messageWithWait } from '../lib/api';
import { FormAlert } from '../ui/form-alert';
import { activateTag, MY_TAGS_KEY, serverFieldErrors } from './tags-api';

type Field = 'code' | 'vehicleId';

function codeProblem(raw: string): string | null {
  const compact = raw.replace(/[\s-]/g, '');
  if (!compact) return 'Enter the code printed under the QR on your tag';
  if (compact.length !== 8) return `A tag code has 8 characters; this has ${compact.length}`;
  if (!normaliseTagCode(compact)) return 'Use only the letters and digits printed on the tag';
  return null;
}

/** Type the code from the sticker, pick one of my vehicles, activate. */
export function ActivateTagForm({ vehicles }: { vehicles: TVehicle[] }) {
  const queryClient = useQueryClient();
  const [code, setCode] = useState('');
  const [vehicleId, setVehicleId] = useState<string | null>(vehicles.length === 1 ? vehicles[0]!._id : null);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});

  const activate = useMutation({
    mutationFn: (input: { code: string; vehicleId: string }) => activateTag(input.code, input.vehicleId),
    onSuccess: (answer) => {
      notifications.show({
        color: 'green',
        title: `Tag ${answer.data.code} is active`,
        message: answer.message,
      });
      setCode('');
      setErrors({});
      void queryClient.invalidateQueries({ queryKey: MY_TAGS_KEY });
      void queryClient.invalidateQueries({ queryKey: ['my', 'vehicles'] });
    },
    onError: (error) => {
      const fields = serverFieldErrors(error);
      setErrors({ code: fields.code, vehicleId: fields.vehicleId });
    },
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (activate.isPending) return;
    const next = {
      code: codeProblem(code) ?? undefined,
      vehicleId: vehicleId ? undefined : 'Choose the vehicle this tag is stuck on',
    };
    setErrors(next);
    const form = event.currentTarget;
    if (next.code) return form.querySelector<HTMLInputElement>('[name="code"]')?.focus();
    if (next.vehicleId) return form.querySelector<HTMLInputElement>('[name="vehicle"]')?.focus();
    activate.mutate({ code: normaliseTagCode(code)!, vehicleId: vehicleId! });
  };

  const fields = serverFieldErrors(activate.error);
  const generalError = activate.error && !fields.code && !fields.vehicleId ? activate.error : null;

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
            value={code}
            onChange={(event) => {
              setCode(event.currentTarget.value);
              if (errors.code) setErrors((e) => ({ ...e, code: undefined }));
            }}
            error={errors.code}
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
            value={vehicleId}
            onChange={(value) => {
              setVehicleId(value);
              if (errors.vehicleId) setErrors((e) => ({ ...e, vehicleId: undefined }));
            }}
            error={errors.vehicleId}
            allowDeselect={false}
            style={{ flex: '1 1 180px' }}
          />
        </Group>
        {generalError ? <FormAlert>{messageWithWait(generalError)}</FormAlert> : null}
        <Button type="submit" loading={activate.isPending} style={{ alignSelf: 'flex-start' }}>
          Activate tag
        </Button>
      </Stack>
    </form>
  );
}
