import { Button, Group, Modal, Radio, ScrollArea, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { fieldErrorsOf, isApiError, messageWithWait } from '../../lib/api';
import { formatPhone } from '../../lib/phone';
import { FormAlert } from '../../ui/form-alert';
import { IconSearch } from '../../ui/icons';
import { LoadError, SectionLoader } from '../../ui/list-states';
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
  const queryClient = useQueryClient();
  const last = useRef(chosen);
  if (chosen) last.current = chosen;
  const tag = chosen ?? last.current;

  const [search, setSearch] = useState('');
  const [term] = useDebouncedValue(compact(search), 300);
  const [vehicleId, setVehicleId] = useState<string | null>(null);
  const [fieldError, setFieldError] = useState<string | null>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a fresh form each time the modal opens
  useEffect(() => {
    if (!chosen) return;
    setSearch('');
    setVehicleId(null);
    setFieldError(null);
    assign.reset();
  }, [chosen?._id]);

  const owners = useQuery({
    queryKey: ['users', 'by-vehicle', term],
    queryFn: ({ signal }) => findOwnersByVehicle(term, signal),
    enabled: chosen !== null && term.length >= 2,
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

  const assign = useMutation({
    mutationFn: (input: { code: string; vehicleId: string }) => updateTag(input.code, { vehicleId: input.vehicleId }),
    onSuccess: (answer) => {
      notifications.show({
        color: 'green',
        message: `Tag ${answer.data.code} is now active on ${answer.data.vehicle?.registrationNumber}.`,
      });
      void queryClient.invalidateQueries({ queryKey: TAGS_KEY });
      onClose();
    },
    onError: (error) => {
      const fields = fieldErrorsOf(error);
      if (fields.vehicleId) setFieldError(fields.vehicleId);
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!tag || assign.isPending) return;
    if (!vehicleId) {
      setFieldError(
        options.length ? 'Choose a vehicle from the list' : 'Search for the vehicle by its registration number',
      );
      return;
    }
    assign.mutate({ code: tag.code, vehicleId });
  };

  const close = () => {
    if (!assign.isPending) onClose();
  };

  const noViewCustomer = isApiError(owners.error) && owners.error.status === 403;
  const generalError = assign.error && !fieldErrorsOf(assign.error).vehicleId ? assign.error : null;
  const chosenOption = options.find((o) => o.vehicleId === vehicleId);

  return (
    <Modal opened={chosen !== null} onClose={close} title={`Assign tag ${tag?.code ?? ''}`} centered size="lg">
      {tag ? (
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            {tag.vehicle ? (
              <Text size="sm">
                This tag is on <b>{tag.vehicle.registrationNumber}</b> now. Assigning it moves it to the vehicle you
                choose, and it becomes active there.
              </Text>
            ) : (
              <Text size="sm">
                The tag becomes active on the vehicle you choose: scanning it will alert that owner.
              </Text>
            )}
            <TextInput
              label="Vehicle registration number"
              description="At least 2 characters, e.g. DL01 or DL01AB1234"
              placeholder="DL01AB1234"
              leftSection={<IconSearch size={16} />}
              value={search}
              onChange={(event) => {
                setSearch(event.currentTarget.value);
                setVehicleId(null);
                setFieldError(null);
              }}
              data-autofocus
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
                value={vehicleId}
                onChange={(value) => {
                  setVehicleId(value);
                  setFieldError(null);
                }}
                error={fieldError}
              >
                <ScrollArea.Autosize mah={260} type="auto" mt="xs">
                  <Stack gap="xs">
                    {options.map((o) => (
                      <Radio
                        key={o.vehicleId}
                        value={o.vehicleId}
                        label={`${o.registrationNumber} — ${o.ownerName}`}
                        description={formatPhone(o.countryCode, o.ownerPhone)}
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
            {generalError ? <FormAlert>{messageWithWait(generalError)}</FormAlert> : null}
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={close} disabled={assign.isPending}>
                Cancel
              </Button>
              <Button type="submit" loading={assign.isPending}>
                {chosenOption ? `Assign to ${chosenOption.registrationNumber}` : 'Assign'}
              </Button>
            </Group>
          </Stack>
        </form>
      ) : null}
    </Modal>
  );
}
