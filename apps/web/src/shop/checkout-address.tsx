import { Radio, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { INDIAN_STATES, type TAddress } from '@safesathi/contract';
import type { SchemaForm } from '../lib/use-schema-form';
import type { CheckoutValues } from './checkout-form';

const STATE_NAMES = INDIAN_STATES.map((s) => s.name).sort((a, b) => a.localeCompare(b));

/** Where to deliver: one of my saved addresses, or a new one (PIN code and state checked as the server does). */
export function CheckoutAddress({ form, addresses }: { form: SchemaForm<CheckoutValues>; addresses: TAddress[] }) {
  const choice = form.getValues().choice;
  return (
    <Stack gap="sm">
      <Radio.Group label="Deliver to" name="choice" {...form.getInputProps('choice')}>
        <Stack gap="xs" mt="xs">
          {addresses.map((a) => (
            <Radio
              key={a._id}
              value={a._id}
              label={`${a.addressName ? `${a.addressName}: ` : ''}${a.streetAdd}, ${a.city}, ${a.state} ${a.pincode}`}
            />
          ))}
          <Radio value="new" label="A new address" />
        </Stack>
      </Radio.Group>
      {choice === 'new' ? (
        <Stack gap="sm" role="group" aria-label="New address">
          <TextInput
            label="Name of the place (optional)"
            placeholder="Home, Office…"
            {...form.getInputProps('address.addressName')}
          />
          <TextInput
            label="Street address"
            required
            autoComplete="street-address"
            {...form.getInputProps('address.streetAdd')}
          />
          <SimpleGrid cols={{ base: 1, xs: 2 }}>
            <TextInput label="City" required autoComplete="address-level2" {...form.getInputProps('address.city')} />
            <TextInput
              label="PIN code"
              required
              inputMode="numeric"
              maxLength={6}
              autoComplete="postal-code"
              {...form.getInputProps('address.pincode')}
            />
          </SimpleGrid>
          <Select
            label="State"
            required
            searchable
            placeholder="Choose a state"
            data={STATE_NAMES}
            {...form.getInputProps('address.state')}
          />
          <Text size="xs" c="dimmed">
            It is saved in your address book for next time.
          </Text>
        </Stack>
      ) : null}
    </Stack>
  );
}
