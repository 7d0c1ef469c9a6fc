import { ModalFormActions, useModalSave } from '../common/modal-save';
import '@mantine/dates/styles.css';
import { NumberInput, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { useMediaQuery } from '@mantine/hooks';
import { formatDay, kolkataDay, type TCoupon, ZCouponRequest } from '@safesathi/contract';
import { useSchemaForm } from '../../lib/use-schema-form';
import { FormModal } from '../../ui/unsaved-changes';
import { type CouponFields, createCoupon, settingsKeys, updateCoupon } from './settings-api';

const num = (v: number | string) => (typeof v === 'number' ? v : v.trim() === '' ? Number.NaN : Number(v));

/** Add Coupon / Edit Coupon: every field of docs/product.md §3, maxUsage included (the spec's form had no input for it). */
export function CouponModal({
  coupon,
  opened,
  onClose,
}: {
  coupon: TCoupon | null;
  opened: boolean;
  onClose: () => void;
}) {
  const narrow = useMediaQuery('(max-width: 36em)');
  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      title={coupon ? 'Edit Coupon' : 'Add Coupon'}
      size="lg"
      fullScreen={narrow}
    >
      {opened ? <CouponForm key={coupon?._id ?? 'new'} coupon={coupon} onDone={onClose} /> : null}
    </FormModal>
  );
}

function CouponForm({ coupon, onDone }: { coupon: TCoupon | null; onDone: () => void }) {
  const form = useSchemaForm<CouponFields>({
    schema: ZCouponRequest,
    initialValues: {
      discountName: coupon?.discountName ?? '',
      description: coupon?.description ?? '',
      percentDiscount: coupon?.percentDiscount ?? '',
      maxCap: coupon?.maxCap ?? '',
      maxUsage: coupon?.maxUsage ?? '',
      expiryDate: coupon?.expiryDate ?? null,
    },
  });
  const { save, submit, cancel } = useModalSave({
    form,
    failureTitle: 'The coupon was not saved',
    mutationFn: (v: CouponFields) => {
      const body = {
        discountName: v.discountName.trim().toUpperCase(),
        description: v.description.trim(),
        percentDiscount: num(v.percentDiscount),
        maxCap: num(v.maxCap),
        maxUsage: num(v.maxUsage),
        expiryDate: v.expiryDate ? formatDay(v.expiryDate) : '',
      };
      return coupon ? updateCoupon(coupon._id, body) : createCoupon(body);
    },
    invalidate: settingsKeys.coupons,
    onDone,
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput
          label="Coupon code"
          description="What the customer types; kept in capitals."
          required
          autoComplete="off"
          data-autofocus
          {...form.getInputProps('discountName')}
          onChange={(e) => form.setFieldValue('discountName', e.currentTarget.value.toUpperCase())}
        />
        <Textarea label="Description" autosize minRows={2} maxRows={5} {...form.getInputProps('description')} />
        <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
          <NumberInput
            label="Percent discount"
            required
            suffix=" %"
            min={1}
            max={100}
            allowDecimal={false}
            allowNegative={false}
            {...form.getInputProps('percentDiscount')}
          />
          <NumberInput
            label="Max cap"
            description="Most it takes off one order."
            required
            prefix="₹"
            min={0}
            decimalScale={2}
            allowNegative={false}
            thousandSeparator=","
            thousandsGroupStyle="lakh"
            {...form.getInputProps('maxCap')}
          />
          <NumberInput
            label="Max usage"
            description="Orders that may use it."
            required
            min={1}
            allowDecimal={false}
            allowNegative={false}
            {...form.getInputProps('maxUsage')}
          />
        </SimpleGrid>
        <DatePickerInput
          label="Expiry date"
          description="It works until the end of this day (India time)."
          placeholder="Pick a date"
          required
          valueFormat="DD/MM/YYYY"
          nextLabel="Next month"
          previousLabel="Previous month"
          weekendDays={[]}
          styles={{ placeholder: { color: 'var(--mantine-color-dimmed)' } }}
          minDate={coupon ? undefined : kolkataDay(new Date())}
          popoverProps={{ withinPortal: true }}
          {...form.getInputProps('expiryDate')}
        />
        <ModalFormActions pending={save.isPending} onCancel={cancel} />
      </Stack>
    </form>
  );
}
