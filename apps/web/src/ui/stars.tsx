import { Group, Rating, Text } from '@mantine/core';

/** A star rating out of 5 for reading (docs/product.md §9: scale 5, rounded on display to the half star). */
export function Stars({ value, size = 16, count }: { value: number; size?: number; count?: number }) {
  const rounded = Math.round(value * 2) / 2;
  const label =
    count === 0
      ? 'No ratings yet'
      : `Rated ${value.toLocaleString('en-IN', { maximumFractionDigits: 1 })} out of 5${
          count !== undefined ? ` from ${count} ${count === 1 ? 'rating' : 'ratings'}` : ''
        }`;
  return (
    <Group gap={4} wrap="wrap" role="img" aria-label={label} style={{ rowGap: 0 }}>
      {/* Mantine's Rating, read-only, painted to the half star; the label above says it in words. */}
      <Rating value={rounded} fractions={2} readOnly size={size} aria-hidden />
      {count !== undefined ? (
        <Text size="xs" c="dimmed" aria-hidden style={{ whiteSpace: 'nowrap' }}>
          {count === 0 ? 'No ratings' : `${value.toFixed(1)} (${count})`}
        </Text>
      ) : null}
    </Group>
  );
}
