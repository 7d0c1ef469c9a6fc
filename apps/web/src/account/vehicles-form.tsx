import { Button, Group, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { normaliseRegistration, type TVehicle, ZVehicleRequest } from '@safesathi/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { translateFieldError } from '../i18n/field-errors';
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
import { discardWords } from './account-words';
import { MY_TAGS_KEY } from './tags-api';

const VEHICLE = ZVehicleRequest.omit({ userid: true });

/** A catalogue list that failed to load says so in the field itself, with the field still usable later. */
function optionsState(t: TFunction, q: { isError: boolean }, enabled: boolean) {
  if (!enabled) return undefined;
  if (q.isError) return t('vehicles:form.listNotLoaded');
  return undefined;
}

/** Add or edit a vehicle: registration number (checked and normalised), then type → brand → model. */
export function VehicleForm({ userId, vehicle, onDone }: { userId: string; vehicle?: TVehicle; onDone: () => void }) {
  const queryClient = useQueryClient();
  const { t } = useTranslation();
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
        v.vehicleTypeId && !v.vehicleBrandId && brandCount.current > 0 ? t('vehicles:form.brandNeeded') : null,
    }),
    initialValues: {
      registrationNumber: vehicle?.registrationNumber ?? '',
      vehicleTypeId: vehicle?.vehicleTypeId?._id ?? null,
      vehicleBrandId: vehicle?.vehicleBrandId?._id ?? null,
      vehicleModelId: vehicle?.vehicleModelId?._id ?? null,
    },
  });
  const guard = useUnsavedChanges(form.isDirty(), discardWords(t));
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
          ? t('vehicles:form.saved', { plate: answer.data.registrationNumber })
          : t('vehicles:form.added', { plate: answer.data.registrationNumber }),
      );
      guard.release();
      onDone();
    },
    onError: (error) => form.fail(error, { title: t('vehicles:form.notSaved') }),
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
    <form
      noValidate
      onSubmit={submit}
      aria-label={
        vehicle ? t('vehicles:form.editLabel', { plate: vehicle.registrationNumber }) : t('vehicles:addVehicle')
      }
    >
      <Stack gap="sm">
        <TextInput
          label={t('vehicles:form.registration')}
          name="registrationNumber"
          required
          description={t('vehicles:form.registrationHelp')}
          // i18n-ignore: a number plate is written the same in every language
          placeholder="DL01AB1234"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={20}
          autoFocus
          {...form.getInputProps('registrationNumber')}
          error={translateFieldError(t, form.errors.registrationNumber)}
          onBlur={() => {
            const n = normaliseRegistration(values.registrationNumber);
            if (n && n !== values.registrationNumber) form.setFieldValue('registrationNumber', n);
          }}
          styles={{ input: { textTransform: 'uppercase', fontFamily: 'var(--mantine-font-family-monospace)' } }}
        />
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          <Select
            label={t('vehicles:form.type')}
            name="vehicleTypeId"
            placeholder={types.isPending ? t('vehicles:form.loading') : t('vehicles:form.chooseType')}
            data={toOptions(types.data)}
            {...form.getInputProps('vehicleTypeId')}
            onChange={chooseType}
            error={translateFieldError(t, form.errors.vehicleTypeId) ?? optionsState(t, types, true)}
            clearable
            searchable
            nothingFoundMessage={t('vehicles:form.noType')}
          />
          <Select
            label={t('vehicles:form.brand')}
            name="vehicleBrandId"
            placeholder={
              !typeId
                ? t('vehicles:form.typeFirst')
                : brands.isPending
                  ? t('vehicles:form.loading')
                  : t('vehicles:form.chooseBrand')
            }
            data={toOptions(brands.data)}
            {...form.getInputProps('vehicleBrandId')}
            onChange={chooseBrand}
            disabled={!typeId}
            error={translateFieldError(t, form.errors.vehicleBrandId) ?? optionsState(t, brands, Boolean(typeId))}
            clearable
            searchable
            nothingFoundMessage={t('vehicles:form.noBrand')}
          />
          <Select
            label={t('vehicles:form.model')}
            name="vehicleModelId"
            placeholder={
              !brandId
                ? t('vehicles:form.brandFirst')
                : models.isPending
                  ? t('vehicles:form.loading')
                  : t('vehicles:form.chooseModel')
            }
            data={toOptions(models.data)}
            {...form.getInputProps('vehicleModelId')}
            disabled={!brandId}
            error={translateFieldError(t, form.errors.vehicleModelId) ?? optionsState(t, models, Boolean(brandId))}
            clearable
            searchable
            nothingFoundMessage={t('vehicles:form.noModel')}
          />
        </SimpleGrid>
        <Group gap="sm">
          <Button type="submit" loading={save.isPending}>
            {vehicle ? t('vehicles:form.save') : t('vehicles:form.add')}
          </Button>
          <Button variant="default" onClick={() => guard.cancel(onDone)} disabled={save.isPending}>
            {t('account:cancel')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
