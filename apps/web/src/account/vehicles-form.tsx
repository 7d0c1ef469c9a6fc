import { Button, Group, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { isValidRegistration, normaliseRegistration, REGISTRATION_HINT, type TVehicle } from '@safesathi/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { messageWithWait } from '../lib/api';
import { FormAlert } from '../ui/form-alert';
import {
  accountKeys,
  createVehicle,
  fetchBrands,
  fetchModels,
  fetchTypes,
  fieldMessage,
  updateVehicle,
  type VehicleInput,
} from './account-api';

type Field = 'registrationNumber' | 'vehicleTypeId' | 'vehicleBrandId' | 'vehicleModelId';
const FIELDS: Field[] = ['registrationNumber', 'vehicleTypeId', 'vehicleBrandId', 'vehicleModelId'];

/** A catalogue list that failed to load says so in the field itself, with the field still usable later. */
function optionsState(q: { isPending: boolean; isError: boolean; fetchStatus: string }, enabled: boolean) {
  if (!enabled) return undefined;
  if (q.isError) return 'Could not load the list. Close and open the form to try again.';
  return undefined;
}

/** Add or edit a vehicle: registration number (checked and normalised), then type → brand → model. */
export function VehicleForm({ userId, vehicle, onDone }: { userId: string; vehicle?: TVehicle; onDone: () => void }) {
  const queryClient = useQueryClient();
  const [values, setValues] = useState<VehicleInput>({
    registrationNumber: vehicle?.registrationNumber ?? '',
    vehicleTypeId: vehicle?.vehicleTypeId?._id ?? null,
    vehicleBrandId: vehicle?.vehicleBrandId?._id ?? null,
    vehicleModelId: vehicle?.vehicleModelId?._id ?? null,
  });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});

  const types = useQuery({
    queryKey: accountKeys.types,
    queryFn: ({ signal }) => fetchTypes(signal),
    staleTime: 300_000,
  });
  const typeId = values.vehicleTypeId;
  const brandId = values.vehicleBrandId;
  const brands = useQuery({
    queryKey: accountKeys.brands(typeId ?? ''),
    queryFn: ({ signal }) => fetchBrands(typeId!, signal),
    enabled: Boolean(typeId),
    staleTime: 300_000,
  });
  const models = useQuery({
    queryKey: accountKeys.models(brandId ?? ''),
    queryFn: ({ signal }) => fetchModels(brandId!, signal),
    enabled: Boolean(brandId),
    staleTime: 300_000,
  });

  const save = useMutation({
    mutationFn: (body: VehicleInput) => (vehicle ? updateVehicle(vehicle._id, body) : createVehicle(body)),
    onSuccess: (answer) => {
      void queryClient.invalidateQueries({ queryKey: accountKeys.vehiclesAll(userId) });
      void queryClient.invalidateQueries({ queryKey: ['my', 'tags'] });
      notifications.show({
        color: 'green',
        message: vehicle
          ? `${answer.data.registrationNumber} was saved.`
          : `${answer.data.registrationNumber} was added to your vehicles.`,
      });
      onDone();
    },
    onError: (error) => {
      const next: Partial<Record<Field, string>> = {};
      for (const f of FIELDS) next[f] = fieldMessage(error, f);
      setErrors(next);
    },
  });

  const set = (field: Field, value: string | null) => {
    setValues((v) => {
      // Choosing a type or brand clears what depended on the old choice.
      if (field === 'vehicleTypeId') return { ...v, vehicleTypeId: value, vehicleBrandId: null, vehicleModelId: null };
      if (field === 'vehicleBrandId') return { ...v, vehicleBrandId: value, vehicleModelId: null };
      return { ...v, [field]: value ?? '' };
    });
    setErrors((e) => ({ ...e, [field]: undefined }));
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (save.isPending) return;
    const registrationNumber = normaliseRegistration(values.registrationNumber);
    const next: Partial<Record<Field, string>> = {};
    if (!registrationNumber) next.registrationNumber = 'Enter the registration number';
    else if (!isValidRegistration(registrationNumber)) next.registrationNumber = REGISTRATION_HINT;
    if (values.vehicleTypeId && !values.vehicleBrandId && (brands.data?.length ?? 0) > 0)
      next.vehicleBrandId = 'Choose the brand, or clear the vehicle type';
    setErrors(next);
    const first = FIELDS.find((f) => next[f]);
    if (first) return event.currentTarget.querySelector<HTMLInputElement>(`[name="${first}"]`)?.focus();
    setValues((v) => ({ ...v, registrationNumber }));
    save.mutate({ ...values, registrationNumber });
  };

  const fieldHandled = FIELDS.some((f) => errors[f]);
  const toOptions = (list: { _id: string; name: string }[] | undefined) =>
    (list ?? []).map((x) => ({ value: x._id, label: x.name }));

  return (
    <form noValidate onSubmit={submit} aria-label={vehicle ? `Edit ${vehicle.registrationNumber}` : 'Add a vehicle'}>
      <Stack gap="sm">
        <TextInput
          label="Registration number"
          name="registrationNumber"
          required
          description="As on the number plate, e.g. DL 01 AB 1234 or 22 BH 1234 AA"
          placeholder="DL01AB1234"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={20}
          value={values.registrationNumber}
          onChange={(e) => set('registrationNumber', e.currentTarget.value)}
          onBlur={() => {
            const n = normaliseRegistration(values.registrationNumber);
            if (n && n !== values.registrationNumber) setValues((v) => ({ ...v, registrationNumber: n }));
          }}
          error={errors.registrationNumber}
          styles={{ input: { textTransform: 'uppercase', fontFamily: 'var(--mantine-font-family-monospace)' } }}
        />
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          <Select
            label="Vehicle type"
            name="vehicleTypeId"
            placeholder={types.isPending ? 'Loading…' : 'Choose a type'}
            data={toOptions(types.data)}
            value={values.vehicleTypeId}
            onChange={(v) => set('vehicleTypeId', v)}
            error={errors.vehicleTypeId ?? optionsState(types, true)}
            clearable
            searchable
            nothingFoundMessage="No such type"
          />
          <Select
            label="Brand"
            name="vehicleBrandId"
            placeholder={!typeId ? 'Choose a type first' : brands.isPending ? 'Loading…' : 'Choose a brand'}
            data={toOptions(brands.data)}
            value={values.vehicleBrandId}
            onChange={(v) => set('vehicleBrandId', v)}
            disabled={!typeId}
            error={errors.vehicleBrandId ?? optionsState(brands, Boolean(typeId))}
            clearable
            searchable
            nothingFoundMessage="No brand of this type"
          />
          <Select
            label="Model"
            name="vehicleModelId"
            placeholder={!brandId ? 'Choose a brand first' : models.isPending ? 'Loading…' : 'Choose a model'}
            data={toOptions(models.data)}
            value={values.vehicleModelId}
            onChange={(v) => set('vehicleModelId', v)}
            disabled={!brandId}
            error={errors.vehicleModelId ?? optionsState(models, Boolean(brandId))}
            clearable
            searchable
            nothingFoundMessage="No model of this brand"
          />
        </SimpleGrid>
        {save.error && !fieldHandled ? <FormAlert>{messageWithWait(save.error)}</FormAlert> : null}
        <Group gap="sm">
          <Button type="submit" loading={save.isPending}>
            {vehicle ? 'Save vehicle' : 'Add vehicle'}
          </Button>
          <Button variant="default" onClick={onDone} disabled={save.isPending}>
            Cancel
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
