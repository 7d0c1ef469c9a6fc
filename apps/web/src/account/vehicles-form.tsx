import { Button, Group, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { normaliseRegistration, type TVehicle, ZVehicleRequest } from '@safesathi/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { toastSuccess } from '../lib/toast';
import { useSchemaForm } from '../lib/use-schema-form';
import { useUnsavedChanges } from '../ui/unsaved-changes';
import {
  accountKeys,
  createVehicle,
  fetchBrands,
  fetchModels,
  fetchTypes,
  updateVehicle,
  type VehicleInput,
} from './account-api';
import { MY_TAGS_KEY } from './tags-api';

const VEHICLE = ZVehicleRequest.omit({ userid: true });

/** A catalogue list that failed to load says so in the field itself, with the field still usable later. */
function optionsState(q: { isPending: boolean; isError: boolean; fetchStatus: string }, enabled: boolean) {
  if (!enabled) return undefined;
  if (q.isError) return 'Could not load the list. Close and open the form to try again.';
  return undefined;
}

/** Add or edit a vehicle: registration number (checked and normalised), then type → brand → model. */
export function VehicleForm({ userId, vehicle, onDone }: { userId: string; vehicle?: TVehicle; onDone: () => void }) {
  const queryClient = useQueryClient();
  const types = useQuery({
    queryKey: accountKeys.types,
    queryFn: ({ signal }) => fetchTypes(signal),
    staleTime: 300_000,
  });
  const brandCount = useRef(0);
  const form = useSchemaForm<VehicleInput>({
    schema: VEHICLE,
    // The contract's rules, and one of the catalogue: a type with brands needs its brand (or no type).
    rules: (v) => ({
      vehicleBrandId:
        v.vehicleTypeId && !v.vehicleBrandId && brandCount.current > 0
          ? 'Choose the brand, or clear the vehicle type'
          : null,
    }),
    initialValues: {
      registrationNumber: vehicle?.registrationNumber ?? '',
      vehicleTypeId: vehicle?.vehicleTypeId?._id ?? null,
      vehicleBrandId: vehicle?.vehicleBrandId?._id ?? null,
      vehicleModelId: vehicle?.vehicleModelId?._id ?? null,
    },
  });
  const guard = useUnsavedChanges(form.isDirty());
  const values = form.values;

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
      void queryClient.invalidateQueries({ queryKey: MY_TAGS_KEY });
      toastSuccess(
        vehicle
          ? `${answer.data.registrationNumber} was saved.`
          : `${answer.data.registrationNumber} was added to your vehicles.`,
      );
      guard.release();
      onDone();
    },
    onError: (error) => form.fail(error, { title: 'The vehicle was not saved' }),
  });
  brandCount.current = brands.data?.length ?? 0;

  // Choosing a type or brand clears what depended on the old choice.
  const chooseType = (id: string | null) =>
    form.setValues({ vehicleTypeId: id, vehicleBrandId: null, vehicleModelId: null });
  const chooseBrand = (id: string | null) => form.setValues({ vehicleBrandId: id, vehicleModelId: null });

  const submit = form.submit((v) => {
    if (save.isPending) return;
    const registrationNumber = normaliseRegistration(v.registrationNumber);
    form.setFieldValue('registrationNumber', registrationNumber);
    save.mutate({ ...v, registrationNumber });
  });

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
          autoFocus
          {...form.getInputProps('registrationNumber')}
          onBlur={() => {
            const n = normaliseRegistration(values.registrationNumber);
            if (n && n !== values.registrationNumber) form.setFieldValue('registrationNumber', n);
          }}
          styles={{ input: { textTransform: 'uppercase', fontFamily: 'var(--mantine-font-family-monospace)' } }}
        />
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          <Select
            label="Vehicle type"
            name="vehicleTypeId"
            placeholder={types.isPending ? 'Loading…' : 'Choose a type'}
            data={toOptions(types.data)}
            {...form.getInputProps('vehicleTypeId')}
            onChange={chooseType}
            error={form.errors.vehicleTypeId ?? optionsState(types, true)}
            clearable
            searchable
            nothingFoundMessage="No such type"
          />
          <Select
            label="Brand"
            name="vehicleBrandId"
            placeholder={!typeId ? 'Choose a type first' : brands.isPending ? 'Loading…' : 'Choose a brand'}
            data={toOptions(brands.data)}
            {...form.getInputProps('vehicleBrandId')}
            onChange={chooseBrand}
            disabled={!typeId}
            error={form.errors.vehicleBrandId ?? optionsState(brands, Boolean(typeId))}
            clearable
            searchable
            nothingFoundMessage="No brand of this type"
          />
          <Select
            label="Model"
            name="vehicleModelId"
            placeholder={!brandId ? 'Choose a brand first' : models.isPending ? 'Loading…' : 'Choose a model'}
            data={toOptions(models.data)}
            {...form.getInputProps('vehicleModelId')}
            disabled={!brandId}
            error={form.errors.vehicleModelId ?? optionsState(models, Boolean(brandId))}
            clearable
            searchable
            nothingFoundMessage="No model of this brand"
          />
        </SimpleGrid>
        <Group gap="sm">
          <Button type="submit" loading={save.isPending}>
            {vehicle ? 'Save vehicle' : 'Add vehicle'}
          </Button>
          <Button variant="default" onClick={() => guard.cancel(onDone)} disabled={save.isPending}>
            Cancel
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
