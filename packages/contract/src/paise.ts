/**
 * Money travels as rupees in the spec's fields (`price`, `maxCap`, `orderAmount`) and as
 * integer paise in fields ending `Paise`; the server stores and computes paise only
 * (docs/decisions/0008-money-pricing-and-coupons.md).
 */
export const MAX_RUPEES = 10_000_000;

export function rupeesToPaise(rupees: number): number {
  return Math.round(rupees * 100);
}

export function paiseToRupees(paise: number): number {
  return paise / 100;
}

/** ₹1,234.50 (en-IN grouping); whole amounts keep no decimals: ₹499. */
export function formatMoney(paise: number, symbol = '₹'): string {
  const rupees = paiseToRupees(Math.abs(paise));
  const text = rupees.toLocaleString('en-IN', {
    minimumFractionDigits: Math.abs(paise) % 100 === 0 ? 0 : 2,
    maximumFractionDigits: 2,
  });
  return `${paise < 0 ? '−' : ''}${symbol}${text}`;
}
