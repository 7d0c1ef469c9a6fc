import { Checkbox, Select, SimpleGrid, Text, Textarea, TextInput } from '@mantine/core';
import {
  BLOOD_BANK_CATEGORIES,
  BLOOD_BANK_CATEGORY_LABELS,
  type BloodBankCategory,
  type TBloodBank,
  ZBloodBankFields,
} from '@safesathi/contract';
import { SchemaFormDialog, valuesOf } from '../../ui/form-dialog';
import { bloodBankKeys, updateBloodBank } from './blood-banks-api';

type Fields = {
  name: string;
  state: string;
  district: string;
  city: string;
  address: string;
  pincode: string;
  phone: string;
  email: string;
  category: BloodBankCategory;
  open24h: boolean;
  /** Typed as text; empty (both) places the bank at its PIN code. */
  latitude: string;
  longitude: string;
};

const CATEGORY_OPTIONS = BLOOD_BANK_CATEGORIES.map((c) => ({ value: c, label: BLOOD_BANK_CATEGORY_LABELS[c] }));
const EMPTY = {
  name: '',
  state: '',
  district: '',
  city: '',
  address: '',
  pincode: '',
  phone: '',
  email: '',
  category: BLOOD_BANK_CATEGORIES[0],
  open24h: false,
};
const coordinate = (v: string) => (v.trim() === '' ? null : Number(v));

/** Edit a blood bank (editBloodBanks): every field of the directory; coordinates left empty come from the PIN code. */
export function BloodBankModal({ bank, onClose }: { bank: TBloodBank | null; onClose: () => void }) {
  // A bank placed at its PIN code shows no coordinates: saving it leaves it there (and follows a new PIN code).
  const given = bank?.locatedFrom === 'given';
  return (
    <SchemaFormDialog
      opened={bank !== null}
      onClose={onClose}
      noun="blood bank"
      title="Edit blood bank"
      record={bank}
      size="lg"
      form={{
        schema: ZBloodBankFields,
        initialValues: {
          ...valuesOf<Omit<Fields, 'latitude' | 'longitude'>>(bank, EMPTY),
          latitude: given ? String(bank.latitude) : '',
          longitude: given ? String(bank.longitude) : '',
        },
      }}
      save={{
        failureTitle: 'The blood bank was not saved',
        mutationFn: (v: Fields) =>
          updateBloodBank(bank!._id, { ...v, latitude: coordinate(v.latitude), longitude: coordinate(v.longitude) }),
        invalidate: bloodBankKeys.all,
      }}
    >
      {(form) => (
        <>
          <TextInput label="Name" required data-autofocus {...form.getInputProps('name')} />
          <Textarea label="Address" required autosize minRows={2} maxRows={4} {...form.getInputProps('address')} />
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <TextInput label="City" {...form.getInputProps('city')} />
            <TextInput label="District" required {...form.getInputProps('district')} />
            <TextInput label="State" required {...form.getInputProps('state')} />
            <TextInput label="PIN code" required inputMode="numeric" maxLength={7} {...form.getInputProps('pincode')} />
            <TextInput label="Phone" type="tel" {...form.getInputProps('phone')} />
            <TextInput label="E-mail" type="email" {...form.getInputProps('email')} />
            <Select
              label="Category"
              required
              data={CATEGORY_OPTIONS}
              allowDeselect={false}
              {...form.getInputProps('category')}
            />
            <Checkbox label="Open 24 hours" mt={{ xs: 30 }} {...form.getInputProps('open24h', { type: 'checkbox' })} />
            <TextInput
              label="Latitude"
              inputMode="decimal"
              placeholder="e.g. 12.9716"
              {...form.getInputProps('latitude')}
            />
            <TextInput
              label="Longitude"
              inputMode="decimal"
              placeholder="e.g. 77.5946"
              {...form.getInputProps('longitude')}
            />
          </SimpleGrid>
          <Text size="sm" c="dimmed">
            Leave latitude and longitude empty to place the bank at its PIN code’s area.
          </Text>
        </>
      )}
    </SchemaFormDialog>
  );
}
