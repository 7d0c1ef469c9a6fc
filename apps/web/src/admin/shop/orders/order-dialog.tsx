import '@mantine/dates/styles.css';
import { Button, Group, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { notifications } from '@mantine/notifications';
import { kolkataDay, type OrderStatus, type TOrder } from '@safesathi/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/api';
import { toastSuccess } from '../../../lib/toast';
import { useSchemaForm } from '../../../lib/use-schema-form';
import { FormAlert } from '../../../ui/form-alert';
import { FormDialog } from '../../../ui/form-dialog';
import { useUnsavedChanges } from '../../../ui/unsaved-changes';
import { CouponField, useCouponCheck } from './coupon-field';
import { AddressSelect, CustomerSelect } from './customer-address-fields';
import { type OrderFormValues, orderChecks, orderLocks, payloadOf, valuesFrom } from './order-form-model';
import { OrderLinesField } from './order-lines-field';
import { createOrder, fetchProductOptions, fetchSiteSettings, ORDERS_KEY, orderKeys, updateOrder } from './orders-api';
import { PricePreview, previewLines } from './price-preview';
import { canShip } from './ship-order-dialog';

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
  const { t } = useTranslation();
  return (
    <FormDialog
      opened={opened}
      onClose={onClose}
      title={order ? t('adminShop:form.editOrder', { number: order.orderNumber }) : t('adminShop:form.addOrder')}
      size="lg"
      formKey={order?._id ?? 'new'}
    >
      <OrderForm order={order} onDone={onClose} />
    </FormDialog>
  );
}

function OrderForm({ order, onDone }: { order: TOrder | null; onDone: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { all: locked, linesAndCoupon: paidLocked } = orderLocks(order);
  const checks = useMemo(() => orderChecks(order), [order]);
  const form = useSchemaForm<OrderFormValues>({ ...checks, initialValues: valuesFrom(order) });
  const guard = useUnsavedChanges(form.isDirty());
  const err = (path: string) => form.errors[path] as string | undefined;
  const values = form.getValues();

  const products = useQuery({
    queryKey: orderKeys.productOptions,
    queryFn: ({ signal }) => fetchProductOptions(signal),
  });
  const settings = useQuery({ queryKey: orderKeys.siteSettings, queryFn: ({ signal }) => fetchSiteSettings(signal) });
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
      toastSuccess(answer.message);
      guard.release();
      onDone();
    },
    onError: (error) => form.fail(error, { title: t('adminShop:form.notSaved') }),
  });

  const submit = form.submit((v) => {
    if (save.isPending) return;
    if (coupon.kind === 'refused') {
      form.setFieldError('couponCode', coupon.message);
      return;
    }
    if (order && Object.keys(payloadOf(order, v)).length === 0) {
      notifications.show({ message: t('adminShop:form.nothingChanged', { number: order.orderNumber }) });
      guard.release();
      onDone();
      return;
    }
    save.mutate(v);
  });

  // Shipping asks for the courier and tracking number: it is "Mark shipped", not a status here.
  const moves = order ? order.allowedMoves.filter((s) => s !== 'Shipped') : [];
  const statusOptions: OrderStatus[] = order ? [order.status, ...moves] : [];
  const statusChanged = order !== null && values.status !== order.status;
  const statusHelp = order
    ? [
        order.allowedMoves.length === 0
          ? t('adminShop:form.statusFixed', { status: t(`adminShop:status.${order.status}`) })
          : null,
        moves.length > 0
          ? t('adminShop:form.canMove', {
              moves: moves.map((s) => t(`adminShop:status.${s}`)).join(t('adminShop:form.or')),
            })
          : null,
        canShip(order) ? t('adminShop:form.shipHint') : null,
      ]
        .filter(Boolean)
        .join(' ')
    : '';

  const statusBlock = order ? (
    <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
      <Select
        label={t('adminShop:form.status')}
        placeholder={t('adminShop:form.selectStatus')}
        data={statusOptions.map((s) => ({ value: s, label: t(`adminShop:status.${s}`) }))}
        value={values.status}
        onChange={(v) => v && form.setFieldValue('status', v as OrderStatus)}
        allowDeselect={false}
        disabled={moves.length === 0}
        description={statusHelp}
        error={err('status')}
        data-path="status"
        comboboxProps={{ withinPortal: true }}
      />
      {statusChanged ? (
        <TextInput
          label={t('adminShop:form.note')}
          description={t('adminShop:form.noteHint')}
          {...form.getInputProps('note')}
          error={err('note')}
        />
      ) : null}
    </SimpleGrid>
  ) : null;

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {locked && order ? (
          <FormAlert tone="warning">
            {t('adminShop:form.locked', { status: t(`adminShop:status.${order.status}`) })}
          </FormAlert>
        ) : null}
        {!locked && paidLocked ? <FormAlert tone="info">{t('adminShop:form.paidLocked')}</FormAlert> : null}
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
          disabled={paidLocked}
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <CouponField
            value={values.couponCode}
            onChange={(v) => form.setFieldValue('couponCode', v)}
            state={coupon}
            error={err('couponCode')}
            disabled={paidLocked}
            data-path="couponCode"
          />
          <DatePickerInput
            label={t('adminShop:form.deliveryDate')}
            placeholder={t('adminShop:coupons.pickDate')}
            valueFormat="DD/MM/YYYY"
            clearable
            nextLabel={t('adminShop:coupons.nextMonth')}
            previousLabel={t('adminShop:coupons.previousMonth')}
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
            {t('adminShop:form.previewUnavailable', { error: errorMessage(settings.error) })}
          </Text>
        ) : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={() => guard.cancel()} disabled={save.isPending}>
            {t('admin:common.cancel')}
          </Button>
          <Button type="submit" loading={save.isPending}>
            {order ? t('adminShop:form.save') : t('adminShop:form.addOrder')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
