import '@mantine/dates/styles.css';
import { Button, Group, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { useMediaQuery } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { isEditable, kolkataDay, type OrderStatus, type TOrder } from '@safesathi/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { errorMessage } from '../../lib/api';
import { useSchemaForm } from '../../lib/use-schema-form';
import { FormAlert } from '../../ui/form-alert';
import { FormModal, useUnsavedChanges } from '../../ui/unsaved-changes';
import { CouponField, useCouponCheck } from './coupon-field';
import { AddressSelect, CustomerSelect } from './customer-address-fields';
import { type OrderFormValues, orderChecks, payloadOf, valuesFrom } from './order-form-model';
import { OrderLinesField } from './order-lines-field';
import { createOrder, fetchProductOptions, fetchSiteSettings, ORDERS_KEY, updateOrder } from './orders-api';
import { PricePreview, previewLines } from './price-preview';

/** The order dialog (docs/product.md §2): Add Order, or Edit Order with only the status moves the rules allow. */
export function OrderDialog({
  opened,
  order,
  onClose,
}: {
  opened: boolean;
  order: TOrder | null;
  onClose: () => void;
}) {
  const narrow = useMediaQuery('(max-width: 36em)');
  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      title={order ? `Edit Order ${order.orderNumber}` : 'Add Order'}
      size="lg"
      fullScreen={narrow}
    >
      {opened ? <OrderForm key={order?._id ?? 'new'} order={order} onDone={onClose} /> : null}
    </FormModal>
  );
}

function OrderForm({ order, onDone }: { order: TOrder | null; onDone: () => void }) {
  const queryClient = useQueryClient();
  const locked = order !== null && !isEditable(order.status);
  const checks = useMemo(() => orderChecks(order), [order]);
  const form = useSchemaForm<OrderFormValues>({ ...checks, initialValues: valuesFrom(order) });
  const guard = useUnsavedChanges(form.isDirty());
  const err = (path: string) => form.errors[path] as string | undefined;
  const values = form.getValues();

  const products = useQuery({
    queryKey: [...ORDERS_KEY, 'product-options'],
    queryFn: ({ signal }) => fetchProductOptions(signal),
  });
  const settings = useQuery({ queryKey: ['settings', 'site'], queryFn: ({ signal }) => fetchSiteSettings(signal) });
  const coupon = useCouponCheck(values.couponCode, order?.totals.couponCode ?? null);
  const byId = new Map((products.data ?? []).map((p) => [p._id, p]));
  const lines = previewLines(order, values.productList, byId);

  const save = useMutation({
    mutationFn: (v: OrderFormValues) => {
      const body = payloadOf(order, v);
      return order ? updateOrder(order._id, body) : createOrder(body);
    },
    onSuccess: (answer) => {
      void queryClient.invalidateQueries({ queryKey: ORDERS_KEY });
      notifications.show({ color: 'green', message: answer.message });
      guard.release();
      onDone();
    },
    onError: (error) => form.fail(error, { title: 'The order was not saved' }),
  });

  const submit = form.submit((v) => {
    if (save.isPending) return;
    if (coupon.kind === 'refused') {
      form.setFieldError('couponCode', coupon.message);
      return;
    }
    if (order && Object.keys(payloadOf(order, v)).length === 0) {
      notifications.show({ message: `Nothing changed in ${order.orderNumber}.` });
      guard.release();
      onDone();
      return;
    }
    save.mutate(v);
  });

  const statusOptions: OrderStatus[] = order ? [order.status, ...order.allowedMoves] : [];
  const statusChanged = order !== null && values.status !== order.status;

  const statusBlock = order ? (
    <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
      <Select
        label="Status"
        placeholder="Select Status"
        data={statusOptions}
        value={values.status}
        onChange={(v) => v && form.setFieldValue('status', v as OrderStatus)}
        allowDeselect={false}
        disabled={order.allowedMoves.length === 0}
        description={
          order.allowedMoves.length === 0
            ? `A ${order.status} order's status cannot change.`
            : `Can move to ${order.allowedMoves.join(' or ')}.`
        }
        error={err('status')}
        data-path="status"
        comboboxProps={{ withinPortal: true }}
      />
      {statusChanged ? (
        <TextInput
          label="Note (optional)"
          description="Kept in the status history, e.g. the courier's tracking number."
          {...form.getInputProps('note')}
          error={err('note')}
        />
      ) : null}
    </SimpleGrid>
  ) : null;

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {locked ? (
          <FormAlert tone="warning">
            This order is {order.status}: only a Created order can be changed. Its status can still move as the rules
            allow.
          </FormAlert>
        ) : null}
        {locked ? statusBlock : null}
        <CustomerSelect
          autoFocus={!locked}
          value={values.customerId}
          initial={order?.customerId ?? null}
          onChange={(id) => form.setValues({ customerId: id, shippingAddressId: null })}
          error={err('customerId')}
          disabled={locked}
        />
        <AddressSelect
          customerId={values.customerId}
          value={values.shippingAddressId}
          order={order}
          onChange={(id) => form.setFieldValue('shippingAddressId', id)}
          error={err('shippingAddressId')}
          disabled={locked}
        />
        <OrderLinesField
          lines={values.productList}
          onChange={(next) => form.setFieldValue('productList', next)}
          products={products.data}
          loading={products.isLoading}
          loadError={products.isError ? errorMessage(products.error) : null}
          error={err('productList')}
          lineErrors={(i) => err(`productList.${i}.quantity`)}
          disabled={locked}
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <CouponField
            value={values.couponCode}
            onChange={(v) => form.setFieldValue('couponCode', v)}
            state={coupon}
            error={err('couponCode')}
            disabled={locked}
            data-path="couponCode"
          />
          <DatePickerInput
            label="Delivery date"
            placeholder="Pick a date"
            valueFormat="DD/MM/YYYY"
            clearable
            nextLabel="Next month"
            previousLabel="Previous month"
            weekendDays={[]}
            styles={{ placeholder: { color: 'var(--mantine-color-dimmed)' } }}
            minDate={locked ? undefined : kolkataDay(new Date())}
            value={values.deliveryDate}
            onChange={(v) => form.setFieldValue('deliveryDate', v)}
            error={err('deliveryDate')}
            disabled={locked}
            data-path="deliveryDate"
            popoverProps={{ withinPortal: true }}
          />
        </SimpleGrid>
        {locked ? null : statusBlock}
        <PricePreview order={order} lines={lines} coupon={coupon} settings={settings.data} />
        {lines.length > 0 && settings.isError ? (
          <Text size="sm" c="dimmed">
            The price preview is not available ({errorMessage(settings.error)}); the server still prices the order.
          </Text>
        ) : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={() => guard.cancel()} disabled={save.isPending}>
            Cancel
          </Button>
          <Button type="submit" loading={save.isPending}>
            {order ? 'Save' : 'Add Order'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
