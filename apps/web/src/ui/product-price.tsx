import { Group, Text } from '@mantine/core';
import { formatMoney } from '@safesathi/contract';

/** A translated screen's words for a price (the back office's are the English defaults). */
export interface PriceWords {
  was: (price: string) => string;
  inclGst: string;
}
const ENGLISH: PriceWords = { was: (price) => `was ${price}`, inclGst: 'incl. GST' };

/**
 * What it sells at, with the price struck through when it is discounted. Prices as entered are the
 * retail price with GST in it (docs/decisions/0049-tax-inclusive-prices.md), and say so.
 */
export function ProductPrice({
  product,
  size = 'md',
  words = ENGLISH,
}: {
  product: { salePricePaise: number; pricePaise: number };
  size?: 'md' | 'xl';
  words?: PriceWords;
}) {
  const discounted = product.salePricePaise < product.pricePaise;
  return (
    <Group gap={8} align="baseline" wrap="nowrap">
      <Text fw={700} fz={size === 'xl' ? 24 : 'md'}>
        {formatMoney(product.salePricePaise)}
      </Text>
      {discounted ? (
        <Text size="sm" c="dimmed" td="line-through" aria-label={words.was(formatMoney(product.pricePaise))}>
          {formatMoney(product.pricePaise)}
        </Text>
      ) : null}
      <Text size="xs" c="dimmed">
        {words.inclGst}
      </Text>
    </Group>
  );
}
