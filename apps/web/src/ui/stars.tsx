import { Group, Text } from '@mantine/core';

const STAR = 'M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z';

const starSvg = (size: number, color: string) => (
  <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden focusable="false" style={{ display: 'block' }}>
    <path d={STAR} fill={color} stroke="var(--mantine-color-yellow-7)" strokeWidth={0.8} />
  </svg>
);

/** One star, `fill` (0…1) of it painted: a grey star under a yellow one cut to width. */
function Star({ fill, size }: { fill: number; size: number }) {
  return (
    <span style={{ position: 'relative', display: 'inline-block', width: size, height: size }}>
      {starSvg(size, 'var(--mantine-color-gray-3)')}
      <span style={{ position: 'absolute', inset: 0, width: `${fill * 100}%`, overflow: 'hidden' }}>
        {starSvg(size, 'var(--mantine-color-yellow-6)')}
      </span>
    </span>
  );
}

/** A star rating out of 5 for reading (spec §9: scale 5, rounded on display to the half star). */
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
      <Group gap={2} wrap="nowrap">
        {[1, 2, 3, 4, 5].map((n) => (
          <Star key={n} size={size} fill={Math.max(0, Math.min(1, rounded - (n - 1)))} />
        ))}
      </Group>
      {count !== undefined ? (
        <Text size="xs" c="dimmed" aria-hidden style={{ whiteSpace: 'nowrap' }}>
          {count === 0 ? 'No ratings' : `${value.toFixed(1)} (${count})`}
        </Text>
      ) : null}
    </Group>
  );
}
