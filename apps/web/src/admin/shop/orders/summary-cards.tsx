import { Group, Paper, SimpleGrid, Skeleton, Text, ThemeIcon } from '@mantine/core';
import type { TOrderSummary } from '@safesathi/contract';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { IconBox, IconCircleX, IconClock, IconTruck } from '../../../ui/icons';
import { LoadError } from '../../../ui/list-states';
import { fetchOrderSummary, orderKeys } from './orders-api';

const CARDS: { key: keyof TOrderSummary; color: string; icon: ReactNode }[] = [
  { key: 'total', color: 'blue', icon: <IconBox /> },
  { key: 'pending', color: 'yellow', icon: <IconClock /> },
  { key: 'shipped', color: 'cyan', icon: <IconTruck /> },
  { key: 'cancelled', color: 'red', icon: <IconCircleX /> },
];

/** The four counts of docs/product.md §2 (pending = Created; shipping = Shipped; cancel = Cancelled + Returned). */
export function SummaryCards() {
  const { t } = useTranslation();
  const titles: Record<keyof TOrderSummary, string> = {
    total: t('adminShop:summary.total'),
    pending: t('adminShop:summary.pending'),
    shipped: t('adminShop:summary.shipped'),
    cancelled: t('adminShop:summary.cancelled'),
  };
  const summary = useQuery({ queryKey: orderKeys.summary, queryFn: ({ signal }) => fetchOrderSummary(signal) });
  if (summary.isError)
    return (
      <LoadError
        error={summary.error}
        title={t('adminShop:summary.loadFailed')}
        retryLabel={t('admin:table.retry')}
        onRetry={() => void summary.refetch()}
        retrying={summary.isFetching}
      />
    );
  return (
    <SimpleGrid cols={{ base: 2, md: 4 }} spacing={{ base: 'xs', sm: 'md' }}>
      {CARDS.map((card) => (
        <Paper
          key={card.key}
          withBorder
          radius="lg"
          p={{ base: 'sm', sm: 'md' }}
          role="group"
          aria-label={titles[card.key]}
        >
          <Group gap="sm" wrap="nowrap" align="center">
            <ThemeIcon size={44} radius="xl" variant="light" color={card.color} aria-hidden>
              {card.icon}
            </ThemeIcon>
            <div style={{ minWidth: 0 }}>
              {summary.data ? (
                <Text fz={{ base: 22, sm: 26 }} fw={700} lh={1.1} data-count>
                  {summary.data[card.key].toLocaleString('en-IN')}
                </Text>
              ) : (
                <Skeleton h={26} w={40} my={2} />
              )}
              <Text size="sm" c="dimmed" lh={1.2}>
                {titles[card.key]}
              </Text>
            </div>
          </Group>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
