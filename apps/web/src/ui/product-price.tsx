import { Group, Text } from '@mantine/core';
import { formatMoney } from '@safesathi/contract';

/**
 * What it sells at, with the price struck through when it is discounted. Prices as entered are the
 * retail price with GST in it (docs/decisions/0049-tax-inclusive-prices.md), and say so.
 */
export function ProductPrice({
  product,
  size = 'md',
}: {
  product: { salePricePaise: number; pricePaise: number };
  size?: 'md' | 'xl';
}) {
  const discounted = product.salePricePaise < product.pricePaise;
  return (
    <Group gap={8} align="baseline" wrap="nowrap">
      <Text fw={700} fz={size === 'xl' ? 24 : 'md'}>
        {formatMoney(product.salePricePaise)}
      </Text>
      {discounted ? (
        <Text size="sm" c="dimmed" td="line-through" aria-label={`was ${formatMoney(product.pricePaise)}`}>
          {formatMoney(product.pricePaise)}
        </Text>
      ) : null}
      <Text size="xs" c="dimmed">
        incl. GST
      </Text>
    </Group>
  );
}
