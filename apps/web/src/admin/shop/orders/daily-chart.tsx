import { Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/date-time';
import { LoadError } from '../../../ui/list-states';
import { type DayCount, fetchOrdersDaily, orderKeys } from './orders-api';

const W = 300;
const H = 100;

function describe(t: TFunction, days: DayCount[]): string {
  const total = days.reduce((a, d) => a + d.count, 0);
  if (total === 0) return t('adminShop:chart.none', { days: days.length });
  const peak = days.reduce((best, d) => (d.count > best.count ? d : best), days[0]!);
  return t('adminShop:chart.describe', {
    count: total,
    days: days.length,
    peakDay: formatDate(peak.date),
    peak: peak.count,
  });
}

/** Orders per day over the last 30 Indian days: a bar per day, drawn inline (no chart library). */
export function DailyChart() {
  const { t } = useTranslation();
  const daily = useQuery({ queryKey: orderKeys.daily, queryFn: ({ signal }) => fetchOrdersDaily(signal) });
  const days = daily.data ?? [];
  const max = Math.max(1, ...days.map((d) => d.count));
  const slot = days.length ? W / days.length : W;
  const total = days.reduce((a, d) => a + d.count, 0);

  return (
    <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'md' }} component="section" aria-labelledby="orders-chart-title">
      <Stack gap="xs">
        <Group justify="space-between" align="baseline" gap="xs">
          <Title order={2} fz="md" id="orders-chart-title">
            {t('adminShop:chart.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {daily.data ? t('adminShop:chart.lastDaysCount', { count: total }) : t('adminShop:chart.lastDays')}
          </Text>
        </Group>
        {daily.isError ? (
          <LoadError
            error={daily.error}
            title={t('adminShop:chart.loadFailed')}
            retryLabel={t('admin:table.retry')}
            onRetry={() => void daily.refetch()}
          />
        ) : !daily.data ? (
          <Skeleton h={120} />
        ) : (
          <>
            <Group gap={6} wrap="nowrap" align="stretch">
              <Stack justify="space-between" gap={0} py={0}>
                <Text size="xs" c="dimmed" lh={1}>
                  {max}
                </Text>
                <Text size="xs" c="dimmed" lh={1}>
                  0
                </Text>
              </Stack>
              <svg
                viewBox={`0 0 ${W} ${H}`}
                preserveAspectRatio="none"
                width="100%"
                height={120}
                role="img"
                aria-label={describe(t, days)}
                style={{ display: 'block', flex: 1, minWidth: 0 }}
              >
                <line x1={0} y1={0.5} x2={W} y2={0.5} stroke="var(--mantine-color-gray-3)" strokeDasharray="2 2" />
                <line x1={0} y1={H - 0.5} x2={W} y2={H - 0.5} stroke="var(--mantine-color-gray-4)" />
                {days.map((d, i) => {
                  const h = d.count === 0 ? 0 : Math.max(2, (d.count / max) * (H - 2));
                  return (
                    <rect
                      key={d.date}
                      x={i * slot + slot * 0.15}
                      y={H - h}
                      width={slot * 0.7}
                      height={h}
                      rx={1}
                      fill="var(--mantine-color-sathi-6)"
                    >
                      <title>{t('adminShop:chart.bar', { day: formatDate(d.date), count: d.count })}</title>
                    </rect>
                  );
                })}
              </svg>
            </Group>
            <Group justify="space-between" gap="xs" pl={20}>
              <Text size="xs" c="dimmed">
                {formatDate(days[0]?.date)}
              </Text>
              <Text size="xs" c="dimmed">
                {formatDate(days[days.length - 1]?.date)}
              </Text>
            </Group>
          </>
        )}
      </Stack>
    </Paper>
  );
}
