import { Radio, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { INDIAN_STATES, type TAddress } from '@safesathi/contract';
import { useTranslation } from 'react-i18next';
import { translateFieldError } from '../i18n/field-errors';
import type { SchemaForm } from '../lib/use-schema-form';
import type { CheckoutValues } from './checkout-form';

// The states keep their own names (as the address and the invoice write them) in every language.
const STATE_NAMES = INDIAN_STATES.map((s) => s.name).sort((a, b) => a.localeCompare(b));

/** Where to deliver: one of my saved addresses, or a new one (PIN code and state checked as the server does). */
export function CheckoutAddress({ form, addresses }: { form: SchemaForm<CheckoutValues>; addresses: TAddress[] }) {
  const { t } = useTranslation();
  const choice = form.getValues().choice;
  // A field's props, with the contract's English message said in the page's language.
  const field = (path: string) => {
    const props = form.getInputProps(path);
    return { ...props, error: translateFieldError(t, props.error) };
  };
  return (
    <Stack gap="sm">
      <Radio.Group label={t('checkout:address.deliverTo')} name="choice" {...field('choice')}>
        <Stack gap="xs" mt="xs">
          {addresses.map((a) => (
            <Radio
              key={a._id}
              value={a._id}
              // i18n-ignore: the customer's own address, as they wrote it
              label={`${a.addressName ? `${a.addressName}: ` : ''}${a.streetAdd}, ${a.city}, ${a.state} ${a.pincode}`}
            />
          ))}
          <Radio value="new" label={t('checkout:address.new')} />
        </Stack>
      </Radio.Group>
      {choice === 'new' ? (
        <Stack gap="sm" role="group" aria-label={t('checkout:address.newGroup')}>
          <TextInput
            label={t('checkout:address.placeName')}
            placeholder={t('checkout:address.placeNameHint')}
            {...field('address.addressName')}
          />
          <TextInput
            label={t('checkout:address.street')}
            required
            autoComplete="street-address"
            {...field('address.streetAdd')}
          />
          <SimpleGrid cols={{ base: 1, xs: 2 }}>
            <TextInput
              label={t('checkout:address.city')}
              required
              autoComplete="address-level2"
              {...field('address.city')}
            />
            <TextInput
              label={t('checkout:address.pincode')}
              required
              inputMode="numeric"
              maxLength={6}
              autoComplete="postal-code"
              {...field('address.pincode')}
            />
          </SimpleGrid>
          <Select
            label={t('checkout:address.state')}
            required
            searchable
            placeholder={t('checkout:address.chooseState')}
            data={STATE_NAMES}
            {...field('address.state')}
          />
          <Text size="xs" c="dimmed">
            {t('checkout:address.savedForNext')}
          </Text>
        </Stack>
      ) : null}
    </Stack>
  );
}
