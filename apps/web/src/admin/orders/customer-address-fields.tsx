import { Anchor, Button, Group, Paper, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import type { TAddress, TOrder } from '@safesathi/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { errorMessage } from '../../lib/api';
import { useAuth } from '../../lib/auth';
import { serverFieldErrors } from '../../lib/server-errors';
import { FormAlert } from '../../ui/form-alert';
import { IconPlus } from '../../ui/icons';
import { createAddress, fetchAddresses, type NewAddress, ORDERS_KEY, searchCustomers } from './orders-api';

export const addressLine = (a: Pick<TAddress, 'streetAdd' | 'city' | 'state' | 'pincode'>) =>
  [a.streetAdd, a.city, a.state, a.pincode].filter(Boolean).join(', ');

const customerLabel = (c: { name: string; phone: string }) => `${c.name} · ${c.phone}`;

/** Select Customer: searched on the server (name, e-mail or phone) as the admin types. */
export function CustomerSelect({
  value,
  initial,
  onChange,
  error,
  disabled,
}: {
  value: string | null;
  /** The order's customer when editing, so the select can show them before any search. */
  initial: TOrder['customerId'] | null;
  onChange: (id: string | null) => void;
  error?: string;
  disabled?: boolean;
}) {
  const [search, setSearch] = useState('');
  const [chosen, setChosen] = useState<{ value: string; label: string } | null>(
    initial ? { value: initial._id, label: customerLabel(initial) } : null,
  );
  // Once picked, the box shows the label: that is not a new search.
  const term = chosen && search === chosen.label ? '' : search.trim();
  const [debounced] = useDebouncedValue(term, 300);
  const customers = useQuery({
    queryKey: [...ORDERS_KEY, 'customers', debounced],
    queryFn: ({ signal }) => searchCustomers(debounced, signal),
    enabled: !disabled,
    staleTime: 30_000,
  });
  const options = (customers.data ?? []).map((c) => ({ value: c._id, label: customerLabel(c) }));
  if (chosen && !options.some((o) => o.value === chosen.value)) options.unshift(chosen);

  return (
    <Select
      label="Customer"
      placeholder="Select Customer"
      required
      searchable
      data={options}
      value={value}
      onChange={(id, option) => {
        setChosen(id ? { value: id, label: option.label } : null);
        onChange(id);
      }}
      searchValue={search}
      onSearchChange={setSearch}
      // The server has filtered already.
      filter={({ options: o }) => o}
      nothingFoundMessage={
        customers.isFetching ? 'Loading...' : customers.isError ? errorMessage(customers.error) : 'No options'
      }
      error={error}
      disabled={disabled}
      data-path="customerId"
      comboboxProps={{ withinPortal: true }}
      maxDropdownHeight={300}
    />
  );
}

const EMPTY_ADDRESS: NewAddress = { addressName: 'Home', streetAdd: '', city: '', state: '', pincode: '' };

function checkAddress(a: NewAddress): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!a.streetAdd.trim()) errors.streetAdd = 'Enter the street address';
  if (!a.city.trim()) errors.city = 'Enter the city';
  if (!a.state.trim()) errors.state = 'Enter the state';
  if (!/^\d{6}$/.test(a.pincode.trim())) errors.pincode = 'Enter the 6-digit PIN code';
  return errors;
}

/** Select Delevery Address: only the chosen customer's addresses, and a new one added in place. */
export function AddressSelect({
  customerId,
  value,
  order,
  onChange,
  error,
  disabled,
}: {
  customerId: string | null;
  value: string | null;
  order: TOrder | null;
  onChange: (id: string | null) => void;
  error?: string;
  disabled?: boolean;
}) {
  const auth = useAuth();
  const queryClient = useQueryClient();
  const [adding, setAdding] = useState(false);
  const [draft, setDraft] = useState<NewAddress>(EMPTY_ADDRESS);
  const [draftErrors, setDraftErrors] = useState<Record<string, string>>({});
  const key = [...ORDERS_KEY, 'addresses', customerId] as const;
  const addresses = useQuery({
    queryKey: key,
    queryFn: ({ signal }) => fetchAddresses(customerId!, signal),
    enabled: customerId !== null,
  });
  const add = useMutation({
    mutationFn: () => createAddress(customerId!, draft),
    onSuccess: (address) => {
      queryClient.setQueryData<TAddress[]>(key, (list) => [...(list ?? []), address]);
      void queryClient.invalidateQueries({ queryKey: key });
      onChange(address._id);
      setAdding(false);
      setDraft(EMPTY_ADDRESS);
      notifications.show({ color: 'green', message: 'The address was added.' });
    },
    onError: (e) => setDraftErrors(serverFieldErrors(e)),
  });

  const options = (addresses.data ?? []).map((a) => ({ value: a._id, label: `${a.addressName}: ${addressLine(a)}` }));
  // The address the order was placed with, when it is no longer in the customer's book.
  const snapshot = order?.shippingAddressId;
  if (snapshot?._id && customerId === order?.customerId._id && !options.some((o) => o.value === snapshot._id))
    options.push({ value: snapshot._id, label: `${snapshot.addressName}: ${addressLine(snapshot)} (as ordered)` });
  const canAdd = auth.can('editCustomer') && customerId !== null && !disabled;
  const field = (name: keyof NewAddress, label: string, extra: Record<string, unknown> = {}) => (
    <TextInput
      label={label}
      size="sm"
      value={draft[name]}
      onChange={(e) => {
        const v = e.currentTarget.value;
        setDraft((d) => ({ ...d, [name]: v }));
        setDraftErrors((x) => ({ ...x, [name]: '' }));
      }}
      error={draftErrors[name] || undefined}
      {...extra}
    />
  );

  return (
    <Stack gap={6}>
      <Select
        label="Delivery address"
        placeholder="Select Delevery Address"
        required
        data={options}
        value={value}
        onChange={onChange}
        disabled={disabled || customerId === null}
        description={customerId === null ? 'Choose the customer first.' : undefined}
        nothingFoundMessage={
          addresses.isFetching ? 'Loading...' : addresses.isError ? errorMessage(addresses.error) : 'No options'
        }
        error={error}
        data-path="shippingAddressId"
        comboboxProps={{ withinPortal: true }}
        maxDropdownHeight={300}
      />
      {customerId !== null && addresses.data?.length === 0 && !adding ? (
        <Text size="xs" c="dimmed">
          This customer has no address yet{canAdd ? '. Add one below.' : '.'}
        </Text>
      ) : null}
      {canAdd && !adding ? (
        <Anchor component="button" type="button" size="sm" onClick={() => setAdding(true)} w="fit-content">
          <Group gap={4} component="span">
            <IconPlus size={14} /> Add address
          </Group>
        </Anchor>
      ) : null}
      {adding ? (
        <Paper withBorder p="sm" radius="md" component="fieldset" style={{ margin: 0 }}>
          <Text component="legend" size="sm" fw={600} px={4}>
            New address for this customer
          </Text>
          <Stack gap="xs">
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs">
              {field('addressName', 'Address name', { placeholder: 'Home' })}
              {field('streetAdd', 'Street')}
              {field('city', 'City')}
              {field('state', 'State')}
              {field('pincode', 'PIN code', { inputMode: 'numeric', maxLength: 6 })}
            </SimpleGrid>
            {add.isError && Object.keys(serverFieldErrors(add.error)).length === 0 ? (
              <FormAlert>{errorMessage(add.error)}</FormAlert>
            ) : null}
            <Group justify="flex-end" gap="xs">
              <Button size="xs" variant="default" onClick={() => setAdding(false)} disabled={add.isPending}>
                Cancel
              </Button>
              <Button
                size="xs"
                loading={add.isPending}
                onClick={() => {
                  const errors = checkAddress(draft);
                  setDraftErrors(errors);
                  if (Object.keys(errors).length === 0) add.mutate();
                }}
              >
                Save address
              </Button>
            </Group>
          </Stack>
        </Paper>
      ) : null}
    </Stack>
  );
}
