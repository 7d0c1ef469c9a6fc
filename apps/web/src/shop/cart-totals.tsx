import { Divider, Group, Stack, Text } from '@mantine/core';
import type { TOrderTotals } from '@safesathi/contract';
import { useTranslation } from 'react-i18next';
import { formatAmount } from '../i18n/format';

/**
 * Subtotal, coupon, shipping and total, as the server worked them out. Prices include GST, so the
 * total is what the lines and shipping say and the GST inside it is only named beneath; an order
 * priced before that (its tax added on top) shows its tax as a row, as it was charged.
 */
export function CartTotals({ totals }: { totals: TOrderTotals }) {
  const { t } = useTranslation();
  const row = (label: string, paise: number, minus = false) => (
    <Group justify="space-between" wrap="nowrap">
      <Text size="sm">{label}</Text>
      <Text size="sm">{minus ? `−${formatAmount(paise)}` : formatAmount(paise)}</Text>
    </Group>
  );
  const coupon = totals.couponCode ? t('cart:totals.couponCode', { code: totals.couponCode }) : t('cart:totals.coupon');
  return (
    <Stack gap={6} aria-label={t('cart:totals.label')} role="group">
      {row(t('cart:totals.subtotal'), totals.subtotalPaise)}
      {totals.discountPaise > 0 ? row(coupon, totals.discountPaise, true) : null}
      {row(t('cart:totals.shipping'), totals.shippingPaise)}
      {totals.taxIncluded ? null : row(t('cart:totals.tax'), totals.taxPaise)}
      <Divider />
      <Group justify="space-between" wrap="nowrap">
        <Text fw={700}>{t('cart:totals.total')}</Text>
        <Text fw={700} data-testid="cart-total">
          {formatAmount(totals.totalPaise)}
        </Text>
      </Group>
      {totals.taxIncluded ? (
        <Text size="xs" c="dimmed" ta="end" data-testid="cart-gst">
          {t('cart:totals.gstIncluded', { amount: formatAmount(totals.taxPaise) })}
        </Text>
      ) : null}
    </Stack>
  );
}
