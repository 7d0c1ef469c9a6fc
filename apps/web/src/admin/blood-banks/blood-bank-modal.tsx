import { Checkbox, Select, SimpleGrid, Text, Textarea, TextInput } from '@mantine/core';
import { BLOOD_BANK_CATEGORIES, type BloodBankCategory, type TBloodBank, ZBloodBankFields } from '@safesathi/contract';
import { useTranslation } from 'react-i18next';
import { SchemaFormDialog, valuesOf } from '../../ui/form-dialog';
import { bloodBankKeys, updateBloodBank } from './blood-banks-api';
import { categoryLabel } from './category-label';

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
  const { t } = useTranslation();
  // A bank placed at its PIN code shows no coordinates: saving it leaves it there (and follows a new PIN code).
  const given = bank?.locatedFrom === 'given';
  return (
    <SchemaFormDialog
      opened={bank !== null}
      onClose={onClose}
      noun={t('adminBloodBanks:edit.noun')}
      title={t('adminBloodBanks:edit.title')}
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
        failureTitle: t('adminBloodBanks:edit.failed'),
        mutationFn: (v: Fields) =>
          updateBloodBank(bank!._id, { ...v, latitude: coordinate(v.latitude), longitude: coordinate(v.longitude) }),
        invalidate: bloodBankKeys.all,
      }}
    >
      {(form) => (
        <>
          <TextInput label={t('adminBloodBanks:field.name')} required data-autofocus {...form.getInputProps('name')} />
          <Textarea
            label={t('adminBloodBanks:field.address')}
            required
            autosize
            minRows={2}
            maxRows={4}
            {...form.getInputProps('address')}
          />
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <TextInput label={t('adminBloodBanks:field.city')} {...form.getInputProps('city')} />
            <TextInput label={t('adminBloodBanks:field.district')} required {...form.getInputProps('district')} />
            <TextInput label={t('adminBloodBanks:field.state')} required {...form.getInputProps('state')} />
            <TextInput
              label={t('adminBloodBanks:field.pincode')}
              required
              inputMode="numeric"
              maxLength={7}
              {...form.getInputProps('pincode')}
            />
            <TextInput label={t('adminBloodBanks:field.phone')} type="tel" {...form.getInputProps('phone')} />
            <TextInput label={t('adminBloodBanks:field.email')} type="email" {...form.getInputProps('email')} />
            <Select
              label={t('adminBloodBanks:field.category')}
              required
              data={BLOOD_BANK_CATEGORIES.map((c) => ({ value: c, label: categoryLabel(t, c) }))}
              allowDeselect={false}
              {...form.getInputProps('category')}
            />
            <Checkbox
              label={t('adminBloodBanks:field.open24h')}
              mt={{ xs: 30 }}
              {...form.getInputProps('open24h', { type: 'checkbox' })}
            />
            <TextInput
              label={t('adminBloodBanks:field.latitude')}
              inputMode="decimal"
              placeholder={t('adminBloodBanks:field.latitudeExample')}
              {...form.getInputProps('latitude')}
            />
            <TextInput
              label={t('adminBloodBanks:field.longitude')}
              inputMode="decimal"
              placeholder={t('adminBloodBanks:field.longitudeExample')}
              {...form.getInputProps('longitude')}
            />
          </SimpleGrid>
          <Text size="sm" c="dimmed">
            {t('adminBloodBanks:field.coordinatesHint')}
          </Text>
        </>
      )}
    </SchemaFormDialog>
  );
}
