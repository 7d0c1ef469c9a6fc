import { Divider, Group, Stack, Text } from '@mantine/core';
import { formatMoney, type TOrderTotals } from '@safesathi/contract';

/** Subtotal, coupon, shipping, tax and total, as the server worked them out. */
export function CartTotals({ totals }: { totals: TOrderTotals }) {
  const row = (label: string, paise: number, minus = false) => (
    <Group justify="space-between" wrap="nowrap">
      <Text size="sm">{label}</Text>
      <Text size="sm">{minus ? `−${formatMoney(paise)}` : formatMoney(paise)}</Text>
    </Group>
  );
  return (
    <Stack gap={6} aria-label="Totals" role="group">
      {row('Subtotal', totals.subtotalPaise)}
      {totals.discountPaise > 0
        ? row(`Coupon${totals.couponCode ? ` ${totals.couponCode}` : ''}`, totals.discountPaise, true)
        : null}
      {row('Shipping', totals.shippingPaise)}
      {row('Tax', totals.taxPaise)}
      <Divider />
      <Group justify="space-between" wrap="nowrap">
        <Text fw={700}>Total</Text>
        <Text fw={700} data-testid="cart-total">
          {formatMoney(totals.totalPaise)}
        </Text>
      </Group>
    </Stack>
  );
}
