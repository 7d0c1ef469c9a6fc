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
import { useTranslation } from 'react-i18next';
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
  const { t } = useTranslation();
  if (removed)
    return (
      <Paper withBorder p="xs" radius="md" bg="red.0">
        <Group justify="space-between" gap="xs">
          <Text size="sm">{removedNote}</Text>
          <Button size="compact-sm" variant="default" onClick={onUndo}>
            {t('adminUsers:form.undo')}
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
  const { t } = useTranslation();
  const rows = form.getValues().emergencyContacts;
  return (
    <Section
      title={t('adminUsers:form.contacts', { count: rows.length, max: MAX_CONTACTS })}
      action={
        <Button
          size="compact-sm"
          variant="light"
          leftSection={<IconPlus size={14} />}
          disabled={rows.length >= MAX_CONTACTS}
          onClick={() => form.insertListItem('emergencyContacts', emptyContact())}
        >
          {t('adminUsers:form.addContact')}
        </Button>
      }
    >
      {rows.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('adminUsers:eye.noContact')}
        </Text>
      ) : null}
      {rows.map((row, i) => (
        <Group key={row.key} align="flex-start" gap="xs" wrap="nowrap">
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs" style={{ flex: 1 }}>
            <TextInput
              label={t('adminUsers:form.contactName', { n: i + 1 })}
              {...inputProps(`emergencyContacts.${i}.name`)}
            />
            <MobileInput
              label={t('adminUsers:form.contactMobile', { n: i + 1 })}
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
            aria-label={t('adminUsers:form.removeContact', { n: i + 1 })}
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
  const { t } = useTranslation();
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
      title={t('adminUsers:form.vehicles')}
      action={
        <Button
          size="compact-sm"
          variant="light"
          leftSection={<IconPlus size={14} />}
          onClick={() => form.insertListItem('vehicles', emptyVehicle())}
        >
          {t('adminUsers:form.addVehicle')}
        </Button>
      }
    >
      {rows.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('adminUsers:eye.noVehicle')}
        </Text>
      ) : null}
      {catalogue.isError ? (
        <Text size="sm" c="red.8">
          {t('adminUsers:form.catalogueError')}
        </Text>
      ) : null}
      {rows.map((row, i) => {
        const brandOptions = types.find((ty) => ty._id === row.vehicleTypeId)?.vehiclebrand ?? [];
        const modelOptions = brands.find((b) => b._id === row.vehicleBrandId)?.vehiclemodel ?? [];
        const n = i + 1;
        return (
          <SavedRow
            key={row.key}
            removed={row.removed}
            removedNote={
              <>
                <b>{row.registrationNumber}</b> {t('adminUsers:form.vehicleRemoved')}
              </>
            }
            onUndo={() => form.setFieldValue(`vehicles.${i}.removed`, false)}
            removeLabel={t('adminUsers:form.removeVehicle', { n })}
            onRemove={() =>
              row._id ? form.setFieldValue(`vehicles.${i}.removed`, true) : form.removeListItem('vehicles', i)
            }
            footer={
              row._id ? null : (
                <Badge size="xs" variant="light" mt={6}>
                  {t('adminUsers:form.new')}
                </Badge>
              )
            }
          >
            <Select
              label={t('adminUsers:form.vehicleType', { n })}
              placeholder={t('adminUsers:form.selectType')}
              data={types.map((ty) => ({ value: ty._id, label: ty.name }))}
              {...inputProps(`vehicles.${i}.vehicleTypeId`)}
              onChange={(v) => {
                form.setFieldValue(`vehicles.${i}.vehicleTypeId`, v);
                form.setFieldValue(`vehicles.${i}.vehicleBrandId`, null);
                form.setFieldValue(`vehicles.${i}.vehicleModelId`, null);
              }}
              clearable
            />
            <Select
              label={t('adminUsers:form.vehicleBrand', { n })}
              placeholder={row.vehicleTypeId ? t('adminUsers:form.selectBrand') : t('adminUsers:form.typeFirst')}
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
              label={t('adminUsers:form.vehicleModel', { n })}
              placeholder={row.vehicleBrandId ? t('adminUsers:form.selectModel') : t('adminUsers:form.brandFirst')}
              data={modelOptions.map((m) => ({ value: m._id, label: m.name }))}
              disabled={!row.vehicleBrandId}
              {...inputProps(`vehicles.${i}.vehicleModelId`)}
              clearable
            />
            <TextInput
              label={t('adminUsers:form.vehicleNumber', { n })}
              // i18n-ignore: a number plate is written the same in every language
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
  const { t } = useTranslation();
  const rows = form.getValues().addresses;
  return (
    <Section
      title={t('adminUsers:form.addresses')}
      action={
        <Button
          size="compact-sm"
          variant="light"
          leftSection={<IconPlus size={14} />}
          onClick={() => form.insertListItem('addresses', emptyAddress())}
        >
          {t('adminUsers:form.addAddress')}
        </Button>
      }
    >
      {rows.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('adminUsers:form.noAddress')}
        </Text>
      ) : null}
      {rows.map((row, i) => {
        const n = i + 1;
        return (
          <SavedRow
            key={row.key}
            removed={row.removed}
            removedNote={t('adminUsers:form.addressRemoved', {
              name: row.addressName,
              street: row.streetAdd,
              city: row.city,
            })}
            onUndo={() => form.setFieldValue(`addresses.${i}.removed`, false)}
            removeLabel={t('adminUsers:form.removeAddress', { n })}
            onRemove={() =>
              row._id ? form.setFieldValue(`addresses.${i}.removed`, true) : form.removeListItem('addresses', i)
            }
          >
            <TextInput
              label={t('adminUsers:form.addressName', { n })}
              placeholder={t('adminUsers:form.home')}
              {...inputProps(`addresses.${i}.addressName`)}
            />
            <TextInput label={t('adminUsers:form.addressStreet', { n })} {...inputProps(`addresses.${i}.streetAdd`)} />
            <TextInput label={t('adminUsers:form.addressCity', { n })} {...inputProps(`addresses.${i}.city`)} />
            <TextInput label={t('adminUsers:form.addressState', { n })} {...inputProps(`addresses.${i}.state`)} />
            <TextInput
              label={t('adminUsers:form.addressPin', { n })}
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
