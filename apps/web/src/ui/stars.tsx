import { Group, Rating, Text } from '@mantine/core';

/** A translated screen's words for a rating (the back office's are the English defaults). */
export interface StarsWords {
  none: string;
  noneShort: string;
  /** "Rated 4.5 out of 5", with "from 3 ratings" when the count is given. */
  rated: (value: string, count?: number) => string;
}
const ENGLISH: StarsWords = {
  none: 'No ratings yet',
  noneShort: 'No ratings',
  rated: (value, count) =>
    `Rated ${value} out of 5${count !== undefined ? ` from ${count} ${count === 1 ? 'rating' : 'ratings'}` : ''}`,
};

/** A star rating out of 5 for reading (docs/product.md §9: scale 5, rounded on display to the half star). */
export function Stars({
  value,
  size = 16,
  count,
  words = ENGLISH,
}: {
  value: number;
  size?: number;
  count?: number;
  words?: StarsWords;
}) {
  const rounded = Math.round(value * 2) / 2;
  const label =
    count === 0 ? words.none : words.rated(value.toLocaleString('en-IN', { maximumFractionDigits: 1 }), count);
  return (
    <Group gap={4} wrap="wrap" role="img" aria-label={label} style={{ rowGap: 0 }}>
      {/* Mantine's Rating, read-only, painted to the half star; the label above says it in words. */}
      <Rating value={rounded} fractions={2} readOnly size={size} aria-hidden />
      {count !== undefined ? (
        <Text size="xs" c="dimmed" aria-hidden style={{ whiteSpace: 'nowrap' }}>
          {count === 0 ? words.noneShort : `${value.toFixed(1)} (${count})`}
        </Text>
      ) : null}
    </Group>
  );
}
