import { Anchor, Button, Group, Paper, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { formatIndianMobile, type TAddress, type TOrder, ZAddressRequest } from '@safesathi/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/api';
import { useAuth } from '../../../lib/auth';
import { toastSuccess } from '../../../lib/toast';
import { useSchemaForm } from '../../../lib/use-schema-form';
import { IconPlus } from '../../../ui/icons';
import { useUnsavedChanges } from '../../../ui/unsaved-changes';
import { createAddress, fetchAddresses, type NewAddress, ORDERS_KEY, orderKeys, searchCustomers } from './orders-api';

export const addressLine = (a: Pick<TAddress, 'streetAdd' | 'city' | 'state' | 'pincode'>) =>
  [a.streetAdd, a.city, a.state, a.pincode].filter(Boolean).join(', ');

const customerLabel = (c: { name: string; phone: string }) => `${c.name} · ${formatIndianMobile(c.phone)}`;

/** Select Customer: searched on the server (name, e-mail or phone) as the admin types. */
export function CustomerSelect({
  value,
  initial,
  onChange,
  error,
  disabled,
  autoFocus,
}: {
  autoFocus?: boolean;
  value: string | null;
  /** The order's customer when editing, so the select can show them before any search. */
  initial: TOrder['customerId'] | null;
  onChange: (id: string | null) => void;
  error?: string;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [chosen, setChosen] = useState<{ value: string; label: string } | null>(
    initial ? { value: initial._id, label: customerLabel(initial) } : null,
  );
  // Once picked, the box shows the label: that is not a new search.
  const term = chosen && search === chosen.label ? '' : search.trim();
  const [debounced] = useDebouncedValue(term, 300);
  const customers = useQuery({
    queryKey: orderKeys.customers(debounced),
    queryFn: ({ signal }) => searchCustomers(debounced, signal),
    enabled: !disabled,
    staleTime: 30_000,
  });
  const options = (customers.data ?? []).map((c) => ({ value: c._id, label: customerLabel(c) }));
  if (chosen && !options.some((o) => o.value === chosen.value)) options.unshift(chosen);

  return (
    <Select
      label={t('adminShop:form.customer')}
      placeholder={t('adminShop:form.selectCustomer')}
      required
      data-autofocus={autoFocus || undefined}
      // Focused as the dialog opens: the list waits for a click or a typed letter instead of
      // covering the form (and its scroll box holds no tab stop of its own).
      openOnFocus={!autoFocus}
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
        customers.isFetching
          ? t('adminShop:form.productsLoading')
          : customers.isError
            ? errorMessage(customers.error)
            : t('adminShop:form.noOptions')
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
const ADDRESS = ZAddressRequest.omit({ userid: true });

/** Select delivery address: only the chosen customer's addresses, and a new one added in place. */
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
  const { t } = useTranslation();
  const auth = useAuth();
  const queryClient = useQueryClient();
  const [adding, setAdding] = useState(false);
  const draft = useSchemaForm<NewAddress>({ schema: ADDRESS, initialValues: EMPTY_ADDRESS });
  useUnsavedChanges(draft.isDirty());
  const key = [...ORDERS_KEY, 'addresses', customerId] as const;
  const addresses = useQuery({
    queryKey: key,
    queryFn: ({ signal }) => fetchAddresses(customerId!, signal),
    enabled: customerId !== null,
  });
  const add = useMutation({
    mutationFn: (values: NewAddress) => createAddress(customerId!, values),
    onSuccess: (address) => {
      queryClient.setQueryData<TAddress[]>(key, (list) => [...(list ?? []), address]);
      void queryClient.invalidateQueries({ queryKey: key });
      onChange(address._id);
      setAdding(false);
      draft.reset();
      toastSuccess(t('adminShop:form.addressAdded'));
    },
    onError: (e) => draft.fail(e, { title: t('adminShop:form.addressNotAdded') }),
  });
  // A form of its own inside the order's form (HTML has no nested forms): Enter in it saves the address.
  const saveAddress = draft.submit((values) => {
    if (!add.isPending) add.mutate(values);
  });

  const options = (addresses.data ?? []).map((a) => ({ value: a._id, label: `${a.addressName}: ${addressLine(a)}` }));
  // The address the order was placed with, when it is no longer in the customer's book.
  const snapshot = order?.shippingAddressId;
  if (snapshot?._id && customerId === order?.customerId._id && !options.some((o) => o.value === snapshot._id))
    options.push({
      value: snapshot._id,
      label: t('adminShop:form.asOrdered', { name: snapshot.addressName, address: addressLine(snapshot) }),
    });
  const canAdd = auth.can('editCustomer') && customerId !== null && !disabled;
  const field = (name: keyof NewAddress, label: string, extra: Record<string, unknown> = {}) => (
    <TextInput label={label} size="sm" {...draft.getInputProps(name)} {...extra} />
  );

  return (
    <Stack gap={6}>
      <Select
        label={t('adminShop:form.deliveryAddress')}
        placeholder={t('adminShop:form.selectAddress')}
        required
        data={options}
        value={value}
        onChange={onChange}
        disabled={disabled || customerId === null}
        description={customerId === null ? t('adminShop:form.customerFirst') : undefined}
        nothingFoundMessage={
          addresses.isFetching
            ? t('adminShop:form.productsLoading')
            : addresses.isError
              ? errorMessage(addresses.error)
              : t('adminShop:form.noOptions')
        }
        error={error}
        data-path="shippingAddressId"
        comboboxProps={{ withinPortal: true }}
        maxDropdownHeight={300}
      />
      {customerId !== null && addresses.data?.length === 0 && !adding ? (
        <Text size="xs" c="dimmed">
          {canAdd ? t('adminShop:form.noAddressAdd') : t('adminShop:form.noAddress')}
        </Text>
      ) : null}
      {canAdd && !adding ? (
        <Anchor component="button" type="button" size="sm" onClick={() => setAdding(true)} w="fit-content">
          <Group gap={4} component="span">
            <IconPlus size={14} /> {t('adminShop:form.addAddress')}
          </Group>
        </Anchor>
      ) : null}
      {adding ? (
        <Paper
          withBorder
          p="sm"
          radius="md"
          component="fieldset"
          style={{ margin: 0 }}
          onKeyDown={(event: React.KeyboardEvent<HTMLFieldSetElement>) => {
            if (event.key !== 'Enter' || !(event.target instanceof HTMLInputElement)) return;
            event.preventDefault();
            saveAddress();
          }}
        >
          <Text component="legend" size="sm" fw={600} px={4}>
            {t('adminShop:form.newAddress')}
          </Text>
          <Stack gap="xs">
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs">
              {field('addressName', t('adminShop:form.addressName'), {
                placeholder: t('adminShop:form.addressNameExample'),
                autoFocus: true,
              })}
              {field('streetAdd', t('adminShop:form.street'))}
              {field('city', t('adminShop:form.city'))}
              {field('state', t('adminShop:form.state'))}
              {field('pincode', t('adminShop:form.pincode'), { inputMode: 'numeric', maxLength: 6 })}
            </SimpleGrid>
            <Group justify="flex-end" gap="xs">
              <Button
                size="xs"
                variant="default"
                onClick={() => {
                  setAdding(false);
                  draft.reset();
                }}
                disabled={add.isPending}
              >
                {t('admin:common.cancel')}
              </Button>
              <Button size="xs" loading={add.isPending} onClick={() => saveAddress()}>
                {t('adminShop:form.saveAddress')}
              </Button>
            </Group>
          </Stack>
        </Paper>
      ) : null}
    </Stack>
  );
}
