import { Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { formatMoney } from '@safesathi/contract';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { LoadError, SectionLoader } from '../../ui/list-states';
import { fetchSosFigures, SOS_FIGURES_KEY } from './sos-api';

const DAYS = 30;

function Figure({ label, value, note }: { label: string; value: string; note?: string }) {
  return (
    <Paper withBorder radius="md" p="sm" component="li">
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={700} fz="lg">
        {value}
      </Text>
      {note ? (
        <Text size="xs" c="dimmed">
          {note}
        </Text>
      ) : null}
    </Paper>
  );
}

/** The channel ladder over the last 30 days (ADR 0067): pushes sent and shown, texts saved by push, money saved. */
export function SosFigures() {
  const { t } = useTranslation();
  const figures = useQuery({
    queryKey: [...SOS_FIGURES_KEY, DAYS],
    queryFn: ({ signal }) => fetchSosFigures(DAYS, signal),
  });
  const f = figures.data;
  return (
    <Stack gap="xs" component="section" aria-labelledby="sos-figures-title">
      <Title order={2} fz="md" id="sos-figures-title">
        {t('adminSos:figures.title', { days: DAYS })}
      </Title>
      {figures.isError ? (
        <LoadError
          error={figures.error}
          title={t('adminSos:figures.loadFailed')}
          retryLabel={t('admin:table.retry')}
          onRetry={() => void figures.refetch()}
          retrying={figures.isFetching}
        />
      ) : !f ? (
        <SectionLoader label={t('adminSos:figures.loading')} />
      ) : (
        <SimpleGrid
          cols={{ base: 2, sm: 4 }}
          spacing="xs"
          component="ul"
          style={{ listStyle: 'none', margin: 0, padding: 0 }}
        >
          <Figure
            label={t('adminSos:figures.sent')}
            value={String(f.pushesSent)}
            note={t('adminSos:figures.calls', { count: f.calls })}
          />
          <Figure label={t('adminSos:figures.shown')} value={String(f.pushesShown)} />
          <Figure label={t('adminSos:figures.saved')} value={String(f.textsSaved)} />
          <Figure
            label={t('adminSos:figures.money')}
            value={formatMoney(f.moneySavedPaise)}
            note={t('adminSos:figures.perSms', { price: formatMoney(f.costPerSmsPaise) })}
          />
        </SimpleGrid>
      )}
    </Stack>
  );
}
