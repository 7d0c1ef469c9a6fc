import { Button, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { isValidRegistration, normaliseRegistration, REGISTRATION_HINT } from '@safesathi/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { messageWithWait } from '../lib/api';
import { FormAlert } from '../ui/form-alert';
import { addVehicle, fetchBrandModels, fetchTypeBrands, serverFieldErrors } from './tags-api';

type Field = 'registrationNumber' | 'vehicleTypeId' | 'vehicleBrandId' | 'vehicleModelId';

/**
 * A vehicle for the tag: its registration number, and optionally type → brand → model from the
 * catalogue (each list narrows the next). More vehicle management comes with the account pages.
 */
export function AddVehicleForm({ onAdded }: { onAdded?: () => void }) {
  const queryClient = useQueryClient();
  const [registration, setRegistration] = useState('');
  const [typeId, setTypeId] = useState<string | null>(null);
  const [brandId, setBrandId] = useState<string | null>(null);
  const [modelId, setModelId] = useState<string | null>(null);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});

  // The catalogue is public and changes rarely.
  const types = useQuery({
    queryKey: ['catalogue', 'type-brands'],
    queryFn: ({ signal }) => fetchTypeBrands(signal),
    staleTime: 10 * 60_000,
  });
  const brands = useQuery({
    queryKey: ['catalogue', 'brand-models'],
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
      notifications.show({ color: 'green', message: `${answer.data.registrationNumber} was added to your vehicles.` });
      setRegistration('');
      setTypeId(null);
      setBrandId(null);
      setModelId(null);
      setErrors({});
      void queryClient.invalidateQueries({ queryKey: ['my', 'vehicles'] });
      onAdded?.();
    },
    onError: (e) => setErrors(serverFieldErrors(e)),
  });

  const clear = (field: Field) => {
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (add.isPending) return;
    const normalised = normaliseRegistration(registration);
    const problem = !normalised
      ? 'Enter the registration number'
      : !isValidRegistration(normalised)
        ? REGISTRATION_HINT
        : undefined;
    setErrors({ registrationNumber: problem });
    if (problem) return;
    add.mutate({
      registrationNumber: normalised,
      vehicleTypeId: typeId,
      vehicleBrandId: brandId,
      vehicleModelId: modelId,
    });
  };

  const fieldErrors = serverFieldErrors(add.error);
  const generalError = add.error && Object.keys(fieldErrors).length === 0 ? add.error : null;

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" verticalSpacing="sm">
          <TextInput
            label="Registration number"
            description="As on the number plate, e.g. DL 01 AB 1234"
            value={registration}
            onChange={(event) => {
              setRegistration(event.currentTarget.value);
              clear('registrationNumber');
            }}
            error={errors.registrationNumber}
            required
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
            value={typeId}
            onChange={(value) => {
              setTypeId(value);
              setBrandId(null);
              setModelId(null);
              clear('vehicleTypeId');
            }}
            error={errors.vehicleTypeId}
            clearable
            disabled={types.isError}
          />
          <Select
            label="Brand"
            description="Optional"
            placeholder={typeId ? 'Choose a brand' : 'Choose the type first'}
            data={brandOptions}
            value={brandId}
            onChange={(value) => {
              setBrandId(value);
              setModelId(null);
              clear('vehicleBrandId');
            }}
            error={errors.vehicleBrandId}
            clearable
            disabled={!typeId}
            searchable
          />
          <Select
            label="Model"
            description="Optional"
            placeholder={brandId ? 'Choose a model' : 'Choose the brand first'}
            data={modelOptions}
            value={modelId}
            onChange={(value) => {
              setModelId(value);
              clear('vehicleModelId');
            }}
            error={errors.vehicleModelId}
            clearable
            disabled={!brandId || brands.isError}
            searchable
          />
        </SimpleGrid>
        {generalError ? <FormAlert>{messageWithWait(generalError)}</FormAlert> : null}
        <Button type="submit" variant="default" loading={add.isPending} style={{ alignSelf: 'flex-start' }}>
          Add vehicle
        </Button>
      </Stack>
    </form>
  );
}
