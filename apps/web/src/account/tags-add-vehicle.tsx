import { Button, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { normaliseRegistration, ZVehicleRequest } from '@safesathi/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { catalogueKeys } from '../admin/catalogue/catalogue-api';
import { toastSuccess } from '../lib/toast';
import { useSchemaForm } from '../lib/use-schema-form';
import { useUnsavedChanges } from '../ui/unsaved-changes';
import { addVehicle, fetchBrandModels, fetchTypeBrands, MY_VEHICLES_KEY } from './tags-api';

const VEHICLE = ZVehicleRequest.omit({ userid: true });

type Values = {
  registrationNumber: string;
  vehicleTypeId: string | null;
  vehicleBrandId: string | null;
  vehicleModelId: string | null;
};
const EMPTY: Values = { registrationNumber: '', vehicleTypeId: null, vehicleBrandId: null, vehicleModelId: null };

/**
 * A vehicle for the tag: its registration number, and optionally type → brand → model from the
 * catalogue (each list narrows the next). `onAdded`: the form was opened on demand (it then takes
 * the focus) and closes after the save.
 */
export function AddVehicleForm({ onAdded }: { onAdded?: () => void }) {
  const queryClient = useQueryClient();
  const form = useSchemaForm<Values>({ schema: VEHICLE, initialValues: EMPTY });
  useUnsavedChanges(form.isDirty());
  const { vehicleTypeId: typeId, vehicleBrandId: brandId } = form.values;

  // The catalogue is public and changes rarely.
  const types = useQuery({
    queryKey: catalogueKeys.typeBrands,
    queryFn: ({ signal }) => fetchTypeBrands(signal),
    staleTime: 10 * 60_000,
  });
  const brands = useQuery({
    queryKey: catalogueKeys.brandModels,
    queryFn: ({ signal }) => fetchBrandModels(signal),
    staleTime: 10 * 60_000,
  });
  const typeOptions = (types.data?.data ?? []).map((t) => ({ value: t._id, label: t.name }));
  const brandOptions = (types.data?.data.find((t) => t._id === typeId)?.vehiclebrand ?? []).map((b) => ({
    value: b._id,
    label: b.name,
  }));
  const modelOptions = (brands.data?.data.find((b) => b._id === brandId)?.vehiclemodel ?? []).map((m) => ({
    value: m._id,
    label: m.name,
  }));

  const add = useMutation({
    mutationFn: addVehicle,
    onSuccess: (answer) => {
      toastSuccess(`${answer.data.registrationNumber} was added to your vehicles.`);
      form.reset();
      void queryClient.invalidateQueries({ queryKey: MY_VEHICLES_KEY });
      onAdded?.();
    },
    onError: (error) => form.fail(error, { title: 'The vehicle was not added' }),
  });

  const submit = form.submit((values) => {
    if (!add.isPending) add.mutate({ ...values, registrationNumber: normaliseRegistration(values.registrationNumber) });
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" verticalSpacing="sm">
          <TextInput
            label="Registration number"
            description="As on the number plate, e.g. DL 01 AB 1234"
            {...form.getInputProps('registrationNumber')}
            required
            autoFocus={Boolean(onAdded)}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={20}
            styles={{ input: { textTransform: 'uppercase' } }}
          />
          <Select
            label="Vehicle type"
            description="Optional"
            placeholder={types.isError ? 'Could not load the types' : 'Choose a type'}
            data={typeOptions}
            {...form.getInputProps('vehicleTypeId')}
            onChange={(value) => form.setValues({ vehicleTypeId: value, vehicleBrandId: null, vehicleModelId: null })}
            clearable
            disabled={types.isError}
          />
          <Select
            label="Brand"
            description="Optional"
            placeholder={typeId ? 'Choose a brand' : 'Choose the type first'}
            data={brandOptions}
            {...form.getInputProps('vehicleBrandId')}
            onChange={(value) => form.setValues({ vehicleBrandId: value, vehicleModelId: null })}
            clearable
            disabled={!typeId}
            searchable
          />
          <Select
            label="Model"
            description="Optional"
            placeholder={brandId ? 'Choose a model' : 'Choose the brand first'}
            data={modelOptions}
            {...form.getInputProps('vehicleModelId')}
            clearable
            disabled={!brandId || brands.isError}
            searchable
          />
        </SimpleGrid>
        <Button type="submit" variant="default" loading={add.isPending} style={{ alignSelf: 'flex-start' }}>
          Add vehicle
        </Button>
      </Stack>
    </form>
  );
}
