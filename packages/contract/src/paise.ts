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

let currencySymbol = '₹';

/**
 * The symbol `formatMoney` writes when it is given none: the server's CURRENCY setting, which the
 * web app learns from the site's settings (docs/decisions/0055-screen-registry.md); ₹ until then.
 */
export function setMoneySymbol(symbol: string): void {
  if (symbol) currencySymbol = symbol;
}

export function moneySymbol(): string {
  return currencySymbol;
}

/** ₹1,234.50 (en-IN grouping); whole amounts keep no decimals: ₹499. */
export function formatMoney(paise: number, symbol = currencySymbol): string {
  const rupees = paiseToRupees(Math.abs(paise));
  const text = rupees.toLocaleString('en-IN', {
    minimumFractionDigits: Math.abs(paise) % 100 === 0 ? 0 : 2,
    maximumFractionDigits: 2,
  });
  return `${paise < 0 ? '−' : ''}${symbol}${text}`;
}
