import { Divider, Group, Stack, Text } from '@mantine/core';
import { formatMoney, type TOrderTotals } from '@safesathi/contract';

/**
 * Subtotal, coupon, shipping and total, as the server worked them out. Prices include GST, so the
 * total is what the lines and shipping say and the GST inside it is only named beneath; an order
 * priced before that (its tax added on top) shows its tax as a row, as it was charged.
 */
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
      {totals.taxIncluded ? null : row('Tax', totals.taxPaise)}
      <Divider />
      <Group justify="space-between" wrap="nowrap">
        <Text fw={700}>Total</Text>
        <Text fw={700} data-testid="cart-total">
          {formatMoney(totals.totalPaise)}
        </Text>
      </Group>
      {totals.taxIncluded ? (
        <Text size="xs" c="dimmed" ta="right" data-testid="cart-gst">
          Includes {formatMoney(totals.taxPaise)} GST
        </Text>
      ) : null}
    </Stack>
  );
}
