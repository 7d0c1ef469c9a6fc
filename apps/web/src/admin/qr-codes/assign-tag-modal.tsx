import { Button, Group, Radio, ScrollArea, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { formatIndianMobile, ZAssignTagRequest } from '@safesathi/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { isApiError } from '../../lib/api';
import { toastSuccess } from '../../lib/toast';
import { useSchemaForm } from '../../lib/use-schema-form';
import { FormAlert } from '../../ui/form-alert';
import { IconSearch } from '../../ui/icons';
import { LoadError, SectionLoader } from '../../ui/list-states';
import { FormModal, useUnsavedChanges } from '../../ui/unsaved-changes';
import { usersByVehicleKey } from '../users/users-api';
import { findOwnersByVehicle, TAGS_KEY, type TTagRow, updateTag } from './qr-api';

interface VehicleOption {
  vehicleId: string;
  registrationNumber: string;
  ownerName: string;
  ownerPhone: string;
  countryCode: string;
}

const compact = (v: string) => v.toUpperCase().replace(/[\s.-]/g, '');

/** Assign a tag to any customer's vehicle: search by registration number, pick, assign (it becomes active). */
export function AssignTagModal({ tag: chosen, onClose }: { tag: TTagRow | null; onClose: () => void }) {
  const last = useRef(chosen);
  if (chosen) last.current = chosen;
  const tag = chosen ?? last.current;
  return (
    <FormModal opened={chosen !== null} onClose={onClose} title={`Assign tag ${tag?.code ?? ''}`} centered size="lg">
      {/* A fresh form each time the modal opens. */}
      {chosen ? <AssignForm key={chosen._id} tag={chosen} onDone={onClose} /> : null}
    </FormModal>
  );
}

function AssignForm({ tag, onDone }: { tag: TTagRow; onDone: () => void }) {
  const queryClient = useQueryClient();
  const [search, setSearch] = useState('');
  const [term] = useDebouncedValue(compact(search), 300);
  const owners = useQuery({
    queryKey: usersByVehicleKey(term),
    queryFn: ({ signal }) => findOwnersByVehicle(term, signal),
    enabled: term.length >= 2,
    staleTime: 10_000,
  });

  const options: VehicleOption[] = (owners.data?.data ?? []).flatMap((user) =>
    user.vehicles
      .filter((v) => compact(v.registrationNumber).includes(term))
      .map((v) => ({
        vehicleId: v._id,
        registrationNumber: v.registrationNumber,
        ownerName: user.name,
        ownerPhone: user.phone,
        countryCode: user.countryCode,
      })),
  );

  const form = useSchemaForm<{ vehicleId: string | null }>({
    schema: ZAssignTagRequest,
    // With nothing listed yet, the way forward is the search.
    rules: (v) => ({
      vehicleId: !v.vehicleId && options.length === 0 ? 'Search for the vehicle by its registration number' : null,
    }),
    initialValues: { vehicleId: null },
  });
  const guard = useUnsavedChanges(form.isDirty());
  const vehicleId = form.values.vehicleId;

  const assign = useMutation({
    mutationFn: (id: string) => updateTag(tag.code, { vehicleId: id }),
    onSuccess: (answer) => {
      toastSuccess(`Tag ${answer.data.code} is now active on ${answer.data.vehicle?.registrationNumber}.`);
      void queryClient.invalidateQueries({ queryKey: TAGS_KEY });
      guard.release();
      onDone();
    },
    onError: (error) => form.fail(error, { title: 'The tag was not assigned' }),
  });

  const noViewCustomer = isApiError(owners.error) && owners.error.status === 403;
  const chosenOption = options.find((o) => o.vehicleId === vehicleId);
  const fieldError = form.errors.vehicleId as string | undefined;

  return (
    <form
      onSubmit={form.submit((v) => {
        if (!assign.isPending && v.vehicleId) assign.mutate(v.vehicleId);
      })}
      noValidate
    >
      <Stack gap="md">
        {tag.vehicle ? (
          <Text size="sm">
            This tag is on <b>{tag.vehicle.registrationNumber}</b> now. Assigning it moves it to the vehicle you choose,
            and it becomes active there.
          </Text>
        ) : (
          <Text size="sm">The tag becomes active on the vehicle you choose: scanning it will alert that owner.</Text>
        )}
        <TextInput
          label="Vehicle registration number"
          description="At least 2 characters, e.g. DL01 or DL01AB1234"
          placeholder="DL01AB1234"
          leftSection={<IconSearch size={16} />}
          value={search}
          onChange={(event) => {
            setSearch(event.currentTarget.value);
            form.setFieldValue('vehicleId', null);
          }}
          data-autofocus
          data-path="search"
          autoComplete="off"
          size="sm"
        />
        {term.length < 2 ? null : owners.isError ? (
          noViewCustomer ? (
            <FormAlert tone="warning">
              Searching vehicles needs the viewCustomer permission. Ask the super admin for it.
            </FormAlert>
          ) : (
            <LoadError error={owners.error} what="vehicles" onRetry={() => void owners.refetch()} />
          )
        ) : owners.isLoading || owners.isFetching ? (
          <SectionLoader label="Searching vehicles…" />
        ) : options.length === 0 ? (
          <Text size="sm">No customer vehicle matches “{search.trim()}”.</Text>
        ) : (
          <Radio.Group
            label="Choose the vehicle"
            {...form.getInputProps('vehicleId')}
            value={vehicleId}
            onChange={(value) => form.setFieldValue('vehicleId', value)}
          >
            <ScrollArea.Autosize mah={260} type="auto" mt="xs">
              <Stack gap="xs">
                {options.map((o) => (
                  <Radio
                    key={o.vehicleId}
                    value={o.vehicleId}
                    label={`${o.registrationNumber} — ${o.ownerName}`}
                    description={formatIndianMobile(o.ownerPhone, o.countryCode)}
                  />
                ))}
              </Stack>
            </ScrollArea.Autosize>
          </Radio.Group>
        )}
        {fieldError && (term.length < 2 || options.length === 0) ? (
          <Text size="sm" c="var(--mantine-color-error)" role="alert">
            {fieldError}
          </Text>
        ) : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={() => guard.cancel()} disabled={assign.isPending}>
            Cancel
          </Button>
          <Button type="submit" loading={assign.isPending}>
            {chosenOption ? `Assign to ${chosenOption.registrationNumber}` : 'Assign'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
