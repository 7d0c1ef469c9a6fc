import { Divider, Group, Paper, Stack, Text } from '@mantine/core';
import {
  type CouponTerms,
  formatMoney,
  priceOrder,
  type TOrder,
  type TProduct,
  type TSiteSettings,
} from '@safesathi/contract';
import { useTranslation } from 'react-i18next';
import type { CouponState } from './coupon-field';
import { type OrderLineValue, sameLines } from './order-form-model';

export interface PreviewLine {
  key: string;
  name: string;
  quantity: number;
  unitPricePaise: number;
}

/**
 * The lines the server would charge, priced with the contract's own `priceOrder` (so the preview
 * and the saved order agree to the paisa): today's sale prices for a new order or changed lines,
 * the prices sold at for an order whose lines are unchanged.
 */
export function previewLines(
  order: TOrder | null,
  lines: OrderLineValue[],
  products: Map<string, TProduct>,
): PreviewLine[] {
  if (order && sameLines(order, lines))
    return order.productList.map((l) => ({
      key: `${l._id ?? 'deleted'}:${l.name}`,
      name: l.name,
      quantity: l.quantity,
      unitPricePaise: l.unitPricePaise,
    }));
  return lines.flatMap((l) => {
    const p = products.get(l._id);
    return p ? [{ key: p._id, name: p.name, quantity: l.quantity, unitPricePaise: p.salePricePaise }] : [];
  });
}

function couponTermsOf(state: CouponState): CouponTerms | null {
  if ((state.kind === 'valid' || state.kind === 'kept') && state.coupon)
    return { percentDiscount: state.coupon.percentDiscount, maxCapPaise: state.coupon.maxCapPaise };
  return null;
}

function Row({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <Group justify="space-between" gap="xs" wrap="nowrap">
      <Text size="sm" fw={strong ? 700 : undefined}>
        {label}
      </Text>
      <Text size="sm" fw={strong ? 700 : 500} style={{ whiteSpace: 'nowrap' }}>
        {value}
      </Text>
    </Group>
  );
}

export function PricePreview({
  order,
  lines,
  coupon,
  settings,
}: {
  order: TOrder | null;
  lines: PreviewLine[];
  coupon: CouponState;
  settings: TSiteSettings | undefined;
}) {
  const { t } = useTranslation();
  if (lines.length === 0 || !settings) return null;
  const terms = couponTermsOf(coupon);
  // The order's own coupon that can no longer be checked (deleted, used up by now): it keeps its discount.
  const fixed = coupon.kind === 'kept' && !terms && order ? order.totals.discountPaise : 0;
  const price = priceOrder({
    lines,
    coupon: terms,
    fixedDiscountPaise: fixed,
    shippingFeePaise: settings.shippingFeePaise,
    taxPercent: settings.taxPercent,
  });
  const code = coupon.kind === 'valid' || coupon.kind === 'kept' ? (coupon.coupon?.discountName ?? '') : '';
  return (
    <Paper withBorder radius="md" p="sm" bg="gray.0" component="section" aria-label={t('adminShop:form.pricePreview')}>
      <Stack gap={6}>
        <Text size="sm" fw={700}>
          {t('adminShop:form.price')}
        </Text>
        {lines.map((l, i) => (
          <Row
            key={l.key}
            label={t('adminShop:form.line', { name: l.name, quantity: l.quantity })}
            value={formatMoney(price.lineTotalsPaise[i] ?? 0)}
          />
        ))}
        <Divider />
        <Row label={t('adminShop:form.subTotal')} value={formatMoney(price.subtotalPaise)} />
        {price.discountPaise > 0 || code ? (
          <Row
            label={code ? t('adminShop:form.couponCodeWith', { code }) : t('adminShop:form.couponCode')}
            value={`−${formatMoney(price.discountPaise)}`}
          />
        ) : null}
        <Row label={t('adminShop:form.shipping')} value={formatMoney(price.shippingPaise)} />
        <Divider />
        <Row label={t('adminShop:form.total')} value={formatMoney(price.totalPaise)} strong />
        <Row
          label={t('adminShop:form.gstIncluded', { percent: settings.taxPercent })}
          value={formatMoney(price.taxPaise)}
        />
      </Stack>
    </Paper>
  );
}
