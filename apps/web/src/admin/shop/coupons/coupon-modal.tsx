import '@mantine/dates/styles.css';
import { NumberInput, SimpleGrid, Textarea, TextInput } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { formatDay, kolkataDay, type TCoupon, ZCouponRequest } from '@safesathi/contract';
import { useTranslation } from 'react-i18next';
import type { SchemaForm } from '../../../lib/use-schema-form';
import { shopKeys } from '../../../shop/shop-keys';
import { useCurrency } from '../../../site/public-api';
import { type OpenDialog, SchemaFormDialog, valuesOf } from '../../../ui/form-dialog';
import { type CouponFields, createCoupon, updateCoupon } from './coupons-api';

const num = (v: number | string) => (typeof v === 'number' ? v : v.trim() === '' ? Number.NaN : Number(v));

/** Add Coupon / Edit Coupon: every field of docs/product.md §3, maxUsage included (the spec's form had no input for it). */
export function CouponModal({ coupon, ...dialog }: { coupon: TCoupon | null } & OpenDialog) {
  const { t } = useTranslation();
  return (
    <SchemaFormDialog
      {...dialog}
      noun={t('adminShop:coupons.noun')}
      title={coupon ? t('adminShop:coupons.edit') : t('adminShop:coupons.add')}
      submitLabel={t('adminSettings:save')}
      record={coupon}
      size="lg"
      form={{
        schema: ZCouponRequest,
        initialValues: valuesOf<CouponFields>(coupon, {
          discountName: '',
          description: '',
          percentDiscount: '',
          maxCap: '',
          maxUsage: '',
          expiryDate: null,
        }),
      }}
      save={{
        failureTitle: t('adminShop:coupons.notSaved'),
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
        invalidate: shopKeys.coupons,
      }}
    >
      {(form) => <CouponInputs form={form} isNew={!coupon} />}
    </SchemaFormDialog>
  );
}

/** The coupon's fields; the expiry of a new coupon cannot be in the past. */
function CouponInputs({ form, isNew }: { form: SchemaForm<CouponFields>; isNew: boolean }) {
  const { t } = useTranslation();
  const currency = useCurrency();
  return (
    <>
      <TextInput
        label={t('adminShop:coupons.code')}
        description={t('adminShop:coupons.codeHint')}
        required
        autoComplete="off"
        data-autofocus
        {...form.getInputProps('discountName')}
        onChange={(e) => form.setFieldValue('discountName', e.currentTarget.value.toUpperCase())}
      />
      <Textarea
        label={t('adminShop:coupons.description')}
        autosize
        minRows={2}
        maxRows={5}
        {...form.getInputProps('description')}
      />
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
        <NumberInput
          label={t('adminShop:coupons.percent')}
          required
          suffix=" %"
          min={1}
          max={100}
          allowDecimal={false}
          allowNegative={false}
          {...form.getInputProps('percentDiscount')}
        />
        <NumberInput
          label={t('adminShop:coupons.maxCap')}
          description={t('adminShop:coupons.maxCapHint')}
          required
          prefix={currency}
          min={0}
          decimalScale={2}
          allowNegative={false}
          thousandSeparator=","
          thousandsGroupStyle="lakh"
          {...form.getInputProps('maxCap')}
        />
        <NumberInput
          label={t('adminShop:coupons.maxUsage')}
          description={t('adminShop:coupons.maxUsageHint')}
          required
          min={1}
          allowDecimal={false}
          allowNegative={false}
          {...form.getInputProps('maxUsage')}
        />
      </SimpleGrid>
      <DatePickerInput
        label={t('adminShop:coupons.expiry')}
        description={t('adminShop:coupons.expiryHint')}
        placeholder={t('adminShop:coupons.pickDate')}
        required
        valueFormat="DD/MM/YYYY"
        nextLabel={t('adminShop:coupons.nextMonth')}
        previousLabel={t('adminShop:coupons.previousMonth')}
        weekendDays={[]}
        styles={{ placeholder: { color: 'var(--mantine-color-dimmed)' } }}
        minDate={isNew ? kolkataDay(new Date()) : undefined}
        popoverProps={{ withinPortal: true }}
        {...form.getInputProps('expiryDate')}
      />
    </>
  );
}
