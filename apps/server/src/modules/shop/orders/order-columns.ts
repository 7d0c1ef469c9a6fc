/** The totals of a priced order, in paise (the contract's priceOrder, or a cart's totals). */
interface Totals {
  subtotalPaise: number;
  discountPaise: number;
  shippingPaise: number;
  taxPaise: number;
  totalPaise: number;
}

/**
 * The money columns of a new order: its totals and the coupon they took, alike for an order
 * placed at the shop's checkout and one an admin creates.
 */
export function pricedOrderColumns(t: Totals, coupon: { id: string; discountName: string } | null | undefined) {
  return {
    couponId: coupon?.id ?? null,
    couponCode: coupon?.discountName ?? null,
    subtotalPaise: t.subtotalPaise,
    discountPaise: t.discountPaise,
    shippingPaise: t.shippingPaise,
    taxPaise: t.taxPaise,
    totalPaise: t.totalPaise,
  };
}
