import { Button, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { normaliseRegistration, ZVehicleRequest } from '@safesathi/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { catalogueKeys } from '../admin/catalogue/catalogue-api';
import { translateFieldError } from '../i18n/field-errors';
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
  const { t } = useTranslation();
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
      toastSuccess(t('vehicles:form.added', { plate: answer.data.registrationNumber }));
      form.reset();
      void queryClient.invalidateQueries({ queryKey: MY_VEHICLES_KEY });
      onAdded?.();
    },
    onError: (error) => form.fail(error, { title: t('vehicles:form.notAdded') }),
  });

  const submit = form.submit((values) => {
    if (!add.isPending) add.mutate({ ...values, registrationNumber: normaliseRegistration(values.registrationNumber) });
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" verticalSpacing="sm">
          <TextInput
            label={t('vehicles:form.registration')}
            description={t('vehicles:form.registrationShortHelp')}
            {...form.getInputProps('registrationNumber')}
            error={translateFieldError(t, form.errors.registrationNumber)}
            required
            autoFocus={Boolean(onAdded)}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={20}
            styles={{ input: { textTransform: 'uppercase' } }}
          />
          <Select
            label={t('vehicles:form.type')}
            description={t('vehicles:form.optional')}
            placeholder={types.isError ? t('vehicles:form.typesNotLoaded') : t('vehicles:form.chooseType')}
            data={typeOptions}
            {...form.getInputProps('vehicleTypeId')}
            onChange={(value) => form.setValues({ vehicleTypeId: value, vehicleBrandId: null, vehicleModelId: null })}
            clearable
            disabled={types.isError}
          />
          <Select
            label={t('vehicles:form.brand')}
            description={t('vehicles:form.optional')}
            placeholder={typeId ? t('vehicles:form.chooseBrand') : t('vehicles:form.typeFirst')}
            data={brandOptions}
            {...form.getInputProps('vehicleBrandId')}
            onChange={(value) => form.setValues({ vehicleBrandId: value, vehicleModelId: null })}
            clearable
            disabled={!typeId}
            searchable
          />
          <Select
            label={t('vehicles:form.model')}
            description={t('vehicles:form.optional')}
            placeholder={brandId ? t('vehicles:form.chooseModel') : t('vehicles:form.brandFirst')}
            data={modelOptions}
            {...form.getInputProps('vehicleModelId')}
            clearable
            disabled={!brandId || brands.isError}
            searchable
          />
        </SimpleGrid>
        <Button type="submit" variant="default" loading={add.isPending} style={{ alignSelf: 'flex-start' }}>
          {t('vehicles:form.add')}
        </Button>
      </Stack>
    </form>
  );
}
