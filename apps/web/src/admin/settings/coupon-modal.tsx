import { ModalFormActions, useModalSave } from '../common/modal-save';
import '@mantine/dates/styles.css';
import { Modal, NumberInput, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { useForm } from '@mantine/form';
import { useMediaQuery } from '@mantine/hooks';
import { formatDay, kolkataDay, type TCoupon } from '@safesathi/contract';
import { useValidateAfterSubmit } from '../../lib/forms';
import { type CouponFields, createCoupon, settingsKeys, updateCoupon } from './settings-api';

const FIELDS = ['discountName', 'description', 'percentDiscount', 'maxCap', 'maxUsage', 'expiryDate'] as const;
const num = (v: number | string) => (typeof v === 'number' ? v : v.trim() === '' ? Number.NaN : Number(v));

function validate(values: CouponFields): Record<string, string> {
  const e: Record<string, string> = {};
  if (!/^[A-Z0-9_-]{3,30}$/.test(values.discountName.trim().toUpperCase()))
    e.discountName = 'Use 3 to 30 letters, digits, - or _';
  const percent = num(values.percentDiscount);
  if (!Number.isInteger(percent) || percent < 1 || percent > 100)
    e.percentDiscount = 'Enter a whole percent from 1 to 100';
  const cap = num(values.maxCap);
  if (Number.isNaN(cap)) e.maxCap = 'Enter the max cap';
  else if (cap <= 0) e.maxCap = 'The max cap must be more than ₹0';
  const usage = num(values.maxUsage);
  if (!Number.isInteger(usage) || usage < 1) e.maxUsage = 'Enter how many times it can be used (at least 1)';
  if (!values.expiryDate) e.expiryDate = 'Choose the last day it works';
  return e;
}

/** Add Coupon / Edit Coupon: every field of spec §3, maxUsage included (the spec's form had no input for it). */
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
    <Modal
      opened={opened}
      onClose={onClose}
      title={coupon ? 'Edit Coupon' : 'Add Coupon'}
      size="lg"
      fullScreen={narrow}
    >
      {opened ? <CouponForm key={coupon?._id ?? 'new'} coupon={coupon} onDone={onClose} /> : null}
    </Modal>
  );
}

function CouponForm({ coupon, onDone }: { coupon: TCoupon | null; onDone: () => void }) {
  const form = useForm<CouponFields>({
    mode: 'controlled',
    initialValues: {
      discountName: coupon?.discountName ?? '',
      description: coupon?.description ?? '',
      percentDiscount: coupon?.percentDiscount ?? '',
      maxCap: coupon?.maxCap ?? '',
      maxUsage: coupon?.maxUsage ?? '',
      expiryDate: coupon?.expiryDate ?? null,
    },
    validate,
    validateInputOnChange: true,
  });
  const { inputProps, onSubmit } = useValidateAfterSubmit(form);
  const { save, alert, submit } = useModalSave({
    form,
    fields: FIELDS,
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
    <form onSubmit={onSubmit((v) => submit(v))} noValidate>
      <Stack gap="md">
        <TextInput
          label="Coupon code"
          description="What the customer types; kept in capitals."
          required
          autoComplete="off"
          {...inputProps('discountName')}
          onChange={(e) => form.setFieldValue('discountName', e.currentTarget.value.toUpperCase())}
        />
        <Textarea label="Description" autosize minRows={2} maxRows={5} {...inputProps('description')} />
        <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
          <NumberInput
            label="Percent discount"
            required
            suffix=" %"
            min={1}
            max={100}
            allowDecimal={false}
            allowNegative={false}
            {...inputProps('percentDiscount')}
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
            {...inputProps('maxCap')}
          />
          <NumberInput
            label="Max usage"
            description="Orders that may use it."
            required
            min={1}
            allowDecimal={false}
            allowNegative={false}
            {...inputProps('maxUsage')}
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
          {...inputProps('expiryDate')}
        />
        <ModalFormActions alert={alert} pending={save.isPending} onCancel={onDone} />
      </Stack>
    </form>
  );
}
