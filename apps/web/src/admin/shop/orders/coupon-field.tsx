import { Loader, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { formatMoney, type TCouponCheck } from '@safesathi/contract';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { errorMessage, isApiError } from '../../../lib/api';
import { formatDate } from '../../../lib/date-time';
import { IconCheck } from '../../../ui/icons';
import { COUPON_PATTERN, normaliseCoupon } from './order-form-model';
import { checkCoupon, orderKeys } from './orders-api';

export type CouponState =
  | { kind: 'none' }
  | { kind: 'checking' }
  | { kind: 'valid'; coupon: TCouponCheck }
  /** The order's own coupon, unchanged: it keeps it whatever the coupon's state now. */
  | { kind: 'kept'; coupon: TCouponCheck | null }
  | { kind: 'refused'; code: string; message: string };

/**
 * Asks the server about the typed code as it is typed (debounced): unknown, expired and used up
 * each come back with their own sentence. `keptCode` is the code the order already has.
 */
export function useCouponCheck(raw: string, keptCode: string | null): CouponState {
  const { t } = useTranslation();
  const [debounced] = useDebouncedValue(normaliseCoupon(raw), 350);
  const code = normaliseCoupon(raw);
  const wellFormed = COUPON_PATTERN.test(debounced);
  const check = useQuery({
    queryKey: orderKeys.coupon(debounced),
    queryFn: ({ signal }) => checkCoupon(debounced, null, signal),
    enabled: wellFormed,
    retry: (count, error) => isApiError(error) && error.isTransient && count < 2,
    staleTime: 30_000,
  });
  if (!code) return { kind: 'none' };
  // The order's own code: it keeps it whatever the coupon's state now (the check only adds its terms).
  if (keptCode !== null && code === keptCode)
    return { kind: 'kept', coupon: code === debounced && check.isSuccess ? check.data : null };
  if (code !== debounced) return { kind: 'checking' };
  if (!wellFormed) return { kind: 'refused', code, message: t('adminShop:form.couponPattern') };
  if (check.isPending) return { kind: 'checking' };
  if (check.isError) return { kind: 'refused', code, message: errorMessage(check.error) };
  return { kind: 'valid', coupon: check.data };
}

/** The coupon box: what the server said about the code, right under it. */
export function CouponField({
  value,
  onChange,
  state,
  error,
  disabled,
  ...rest
}: {
  value: string;
  onChange: (value: string) => void;
  state: CouponState;
  error?: string;
  disabled?: boolean;
  'data-path'?: string;
}) {
  const { t } = useTranslation();
  const refused = state.kind === 'refused' ? state.message : undefined;
  const coupon = state.kind === 'valid' || state.kind === 'kept' ? state.coupon : null;
  return (
    <TextInput
      {...rest}
      label={t('adminShop:form.coupon')}
      autoComplete="off"
      value={value}
      disabled={disabled}
      onChange={(e) => onChange(e.currentTarget.value.toUpperCase())}
      rightSection={
        state.kind === 'checking' ? (
          <Loader size={14} aria-hidden />
        ) : state.kind === 'valid' ? (
          <IconCheck size={16} color="var(--mantine-color-green-8)" />
        ) : null
      }
      error={refused ?? error}
      description={
        <Text component="span" size="xs" aria-live="polite" c={state.kind === 'valid' ? 'green.9' : undefined}>
          {state.kind === 'checking'
            ? t('adminShop:form.couponChecking')
            : coupon
              ? t('adminShop:form.couponTerms', {
                  name: coupon.discountName,
                  percent: coupon.percentDiscount,
                  cap: formatMoney(coupon.maxCapPaise),
                  date: formatDate(coupon.expiryDate),
                })
              : state.kind === 'kept'
                ? t('adminShop:form.couponKept')
                : t('adminShop:form.couponOptional')}
        </Text>
      }
      inputWrapperOrder={['label', 'input', 'description', 'error']}
    />
  );
}
