import {
  ActionIcon,
  Badge,
  Button,
  Group,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { IconPlus, IconTrash } from '../../ui/icons';
import { MobileInput } from '../../ui/mobile-input';
import { catalogueKeys } from '../catalogue/catalogue-api';
import { emptyAddress, emptyContact, emptyVehicle, MAX_CONTACTS, type UserFormValues } from './user-form-model';
import { fetchCatalogue } from './users-api';

type Form = UseFormReturnType<UserFormValues>;
type InputProps = (path: string) => ReturnType<Form['getInputProps']>;

function Section({ title, action, children }: { title: string; action?: ReactNode; children: ReactNode }) {
  return (
    <Stack gap="xs">
      <Group justify="space-between" gap="xs">
        <Title order={3} fz="md">
          {title}
        </Title>
        {action}
      </Group>
      {children}
    </Stack>
  );
}

/**
 * One saved row of a list (a vehicle, an address): its fields and a remove button; once a saved row
 * is marked for removal, what Save will remove and an Undo instead.
 */
function SavedRow({
  removed,
  removedNote,
  onUndo,
  removeLabel,
  onRemove,
  footer,
  children,
}: {
  removed: boolean | undefined;
  removedNote: ReactNode;
  onUndo: () => void;
  removeLabel: string;
  onRemove: () => void;
  footer?: ReactNode;
  children: ReactNode;
}) {
  if (removed)
    return (
      <Paper withBorder p="xs" radius="md" bg="red.0">
        <Group justify="space-between" gap="xs">
          <Text size="sm">{removedNote}</Text>
          <Button size="compact-sm" variant="default" onClick={onUndo}>
            Undo
          </Button>
        </Group>
      </Paper>
    );
  return (
    <Paper withBorder p="xs" radius="md">
      <Group align="flex-start" gap="xs" wrap="nowrap">
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs" style={{ flex: 1 }}>
          {children}
        </SimpleGrid>
        <ActionIcon variant="subtle" color="red" mt={28} aria-label={removeLabel} onClick={onRemove}>
          <IconTrash />
        </ActionIcon>
      </Group>
      {footer}
    </Paper>
  );
}

/** Up to five people the SOS alert also goes to: add and remove rows. */
export function ContactsFields({ form, inputProps }: { form: Form; inputProps: InputProps }) {
  const rows = form.getValues().emergencyContacts;
  return (
    <Section
      title={`Emergency contacts (${rows.length}/${MAX_CONTACTS})`}
      action={
        <Button
          size="compact-sm"
          variant="light"
          leftSection={<IconPlus size={14} />}
          disabled={rows.length >= MAX_CONTACTS}
          onClick={() => form.insertListItem('emergencyContacts', emptyContact())}
        >
          Add contact
        </Button>
      }
    >
      {rows.length === 0 ? (
        <Text size="sm" c="dimmed">
          No Contact Found
        </Text>
      ) : null}
      {rows.map((row, i) => (
        <Group key={row.key} align="flex-start" gap="xs" wrap="nowrap">
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs" style={{ flex: 1 }}>
            <TextInput label={`Contact ${i + 1} name`} {...inputProps(`emergencyContacts.${i}.name`)} />
            <MobileInput
              label={`Contact ${i + 1} mobile`}
              autoComplete="off"
              {...inputProps(`emergencyContacts.${i}.phone`)}
              value={row.phone}
              onChange={(v) => form.setFieldValue(`emergencyContacts.${i}.phone`, v)}
            />
          </SimpleGrid>
          <ActionIcon
            variant="subtle"
            color="red"
            mt={28}
            aria-label={`Remove contact ${i + 1}`}
            onClick={() => form.removeListItem('emergencyContacts', i)}
          >
            <IconTrash />
          </ActionIcon>
        </Group>
      ))}
    </Section>
  );
}

/** Vehicles with the type → brand → model cascade of the catalogue. */
export function VehiclesFields({ form, inputProps }: { form: Form; inputProps: InputProps }) {
  const catalogue = useQuery({
    queryKey: catalogueKeys.vehicles,
    queryFn: ({ signal }) => fetchCatalogue(signal),
    staleTime: 300_000,
  });
  const rows = form.getValues().vehicles;
  const types = catalogue.data?.types ?? [];
  const brands = catalogue.data?.brands ?? [];
  return (
    <Section
      title="Vehicles"
      action={
        <Button
          size="compact-sm"
          variant="light"
          leftSection={<IconPlus size={14} />}
          onClick={() => form.insertListItem('vehicles', emptyVehicle())}
        >
          Add vehicle
        </Button>
      }
    >
      {rows.length === 0 ? (
        <Text size="sm" c="dimmed">
          No Vehicle Found
        </Text>
      ) : null}
      {catalogue.isError ? (
        <Text size="sm" c="red.8">
          The vehicle catalogue could not be loaded; type, brand and model can be chosen later.
        </Text>
      ) : null}
      {rows.map((row, i) => {
        const brandOptions = types.find((t) => t._id === row.vehicleTypeId)?.vehiclebrand ?? [];
        const modelOptions = brands.find((b) => b._id === row.vehicleBrandId)?.vehiclemodel ?? [];
        const n = i + 1;
        return (
          <SavedRow
            key={row.key}
            removed={row.removed}
            removedNote={
              <>
                <b>{row.registrationNumber}</b> will be removed on Save, and its tags suspended.
              </>
            }
            onUndo={() => form.setFieldValue(`vehicles.${i}.removed`, false)}
            removeLabel={`Remove vehicle ${n}`}
            onRemove={() =>
              row._id ? form.setFieldValue(`vehicles.${i}.removed`, true) : form.removeListItem('vehicles', i)
            }
            footer={
              row._id ? null : (
                <Badge size="xs" variant="light" mt={6}>
                  New
                </Badge>
              )
            }
          >
            <Select
              label={`Vehicle ${n} type`}
              placeholder="Select type"
              data={types.map((t) => ({ value: t._id, label: t.name }))}
              {...inputProps(`vehicles.${i}.vehicleTypeId`)}
              onChange={(v) => {
                form.setFieldValue(`vehicles.${i}.vehicleTypeId`, v);
                form.setFieldValue(`vehicles.${i}.vehicleBrandId`, null);
                form.setFieldValue(`vehicles.${i}.vehicleModelId`, null);
              }}
              clearable
            />
            <Select
              label={`Vehicle ${n} brand`}
              placeholder={row.vehicleTypeId ? 'Select brand' : 'Choose the type first'}
              data={brandOptions.map((b) => ({ value: b._id, label: b.name }))}
              disabled={!row.vehicleTypeId}
              {...inputProps(`vehicles.${i}.vehicleBrandId`)}
              onChange={(v) => {
                form.setFieldValue(`vehicles.${i}.vehicleBrandId`, v);
                form.setFieldValue(`vehicles.${i}.vehicleModelId`, null);
              }}
              clearable
            />
            <Select
              label={`Vehicle ${n} model`}
              placeholder={row.vehicleBrandId ? 'Select model' : 'Choose the brand first'}
              data={modelOptions.map((m) => ({ value: m._id, label: m.name }))}
              disabled={!row.vehicleBrandId}
              {...inputProps(`vehicles.${i}.vehicleModelId`)}
              clearable
            />
            <TextInput
              label={`Vehicle ${n} number`}
              placeholder="DL01AB1234"
              autoCapitalize="characters"
              spellCheck={false}
              maxLength={20}
              styles={{ input: { textTransform: 'uppercase' } }}
              {...inputProps(`vehicles.${i}.registrationNumber`)}
            />
          </SavedRow>
        );
      })}
    </Section>
  );
}

/** Delivery addresses: street, city, state and a 6-digit PIN code. */
export function AddressesFields({ form, inputProps }: { form: Form; inputProps: InputProps }) {
  const rows = form.getValues().addresses;
  return (
    <Section
      title="Addresses"
      action={
        <Button
          size="compact-sm"
          variant="light"
          leftSection={<IconPlus size={14} />}
          onClick={() => form.insertListItem('addresses', emptyAddress())}
        >
          Add address
        </Button>
      }
    >
      {rows.length === 0 ? (
        <Text size="sm" c="dimmed">
          No address yet
        </Text>
      ) : null}
      {rows.map((row, i) => {
        const n = i + 1;
        return (
          <SavedRow
            key={row.key}
            removed={row.removed}
            removedNote={
              <>
                {row.addressName}: {row.streetAdd}, {row.city} will be removed on Save.
              </>
            }
            onUndo={() => form.setFieldValue(`addresses.${i}.removed`, false)}
            removeLabel={`Remove address ${n}`}
            onRemove={() =>
              row._id ? form.setFieldValue(`addresses.${i}.removed`, true) : form.removeListItem('addresses', i)
            }
          >
            <TextInput label={`Address ${n} name`} placeholder="Home" {...inputProps(`addresses.${i}.addressName`)} />
            <TextInput label={`Address ${n} street`} {...inputProps(`addresses.${i}.streetAdd`)} />
            <TextInput label={`Address ${n} city`} {...inputProps(`addresses.${i}.city`)} />
            <TextInput label={`Address ${n} state`} {...inputProps(`addresses.${i}.state`)} />
            <TextInput
              label={`Address ${n} PIN code`}
              inputMode="numeric"
              maxLength={6}
              {...inputProps(`addresses.${i}.pincode`)}
            />
          </SavedRow>
        );
      })}
    </Section>
  );
}
