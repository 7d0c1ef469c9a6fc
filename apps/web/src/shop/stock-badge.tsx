import { Badge } from '@mantine/core';

/** "Out of stock", "Only 3 left", or nothing when there is plenty. */
export function StockBadge({ inStock, lowStock }: { inStock: boolean; lowStock: number | null }) {
  if (!inStock)
    return (
      <Badge color="red" variant="light" c="red.9" tt="none">
        Out of stock
      </Badge>
    );
  if (lowStock !== null)
    return (
      <Badge color="yellow" variant="light" c="dark.7" tt="none">
        Only {lowStock} left
      </Badge>
    );
  return null;
}
