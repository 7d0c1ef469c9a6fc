import { Button, Group, Stack, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { isValidRegistration, normaliseRegistration, REGISTRATION_HINT } from '@safesathi/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { messageWithWait } from '../lib/api';
import { FormAlert } from '../ui/form-alert';
import { addVehicle, serverFieldErrors } from './tags-api';

/** The least a tag needs: a vehicle by its registration number (type, brand and model come later). */
export function AddVehicleForm({ onAdded }: { onAdded?: () => void }) {
  const queryClient = useQueryClient();
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);

  const add = useMutation({
    mutationFn: (registrationNumber: string) => addVehicle(registrationNumber),
    onSuccess: (answer) => {
      notifications.show({ color: 'green', message: `${answer.data.registrationNumber} was added to your vehicles.` });
      setValue('');
      setError(null);
      void queryClient.invalidateQueries({ queryKey: ['my', 'vehicles'] });
      onAdded?.();
    },
    onError: (e) => {
      const fields = serverFieldErrors(e);
      if (fields.registrationNumber) setError(fields.registrationNumber);
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (add.isPending) return;
    const normalised = normaliseRegistration(value);
    if (!normalised) return setError('Enter the registration number');
    if (!isValidRegistration(normalised)) return setError(REGISTRATION_HINT);
    setError(null);
    add.mutate(normalised);
  };

  const generalError = add.error && !serverFieldErrors(add.error).registrationNumber ? add.error : null;

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Group align="flex-start" gap="sm" wrap="wrap">
          <TextInput
            label="Registration number"
            placeholder="DL01AB1234"
            value={value}
            onChange={(event) => {
              setValue(event.currentTarget.value);
              if (error) setError(null);
            }}
            error={error}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={20}
            style={{ flex: '1 1 200px' }}
            styles={{ input: { textTransform: 'uppercase' } }}
          />
          <Button type="submit" variant="default" loading={add.isPending} mt={{ base: 0, xs: 26 }}>
            Add vehicle
          </Button>
        </Group>
        {generalError ? <FormAlert>{messageWithWait(generalError)}</FormAlert> : null}
      </Stack>
    </form>
  );
}
