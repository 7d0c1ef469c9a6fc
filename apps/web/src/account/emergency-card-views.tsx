import { Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatDateAndTime } from '../i18n/format';
import { IconEye } from '../ui/icons';
import { EmptyState, LoadError, SectionLoader } from '../ui/list-states';
import { cardKeys, fetchCardViews, VIEWS_SHOWN } from './emergency-card-api';

/** Each time the vehicle's emergency card was shown, newest first: when and for which reason, never by whom. */
export function EmergencyCardViews({ vehicleId }: { vehicleId: string }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.resolvedLanguage ?? 'en';
  const views = useQuery({
    queryKey: cardKeys.views(vehicleId),
    queryFn: ({ signal }) => fetchCardViews(vehicleId, signal),
    // A view can happen any moment (a stranger's scan): each opening asks again.
    staleTime: 0,
  });
  const list = views.data?.data ?? [];
  const total = views.data?.total ?? 0;

  return (
    <Stack gap="xs" component="section" aria-labelledby="card-views-title">
      <Title order={3} fz="md" id="card-views-title">
        {t('card:views.title')}
      </Title>
      {views.isError ? (
        <LoadError
          error={views.error}
          title={t('card:views.loadError')}
          retryLabel={t('account:tryAgain')}
          onRetry={() => void views.refetch()}
          retrying={views.isFetching}
        />
      ) : views.isPending ? (
        <SectionLoader label={t('card:views.loading')} />
      ) : list.length === 0 ? (
        <EmptyState icon={<IconEye />} title={t('card:views.emptyTitle')} text={t('card:views.emptyText')} />
      ) : (
        <>
          <Text size="sm" c="dimmed">
            {total > VIEWS_SHOWN
              ? t('card:views.seenLatest', { count: total, shown: VIEWS_SHOWN })
              : t('card:views.seen', { count: total })}{' '}
            {t('card:views.never')}
          </Text>
          <Stack
            gap={6}
            component="ul"
            aria-label={t('card:views.listLabel')}
            style={{ listStyle: 'none', margin: 0, padding: 0 }}
          >
            {list.map((view) => (
              <Text key={view._id} component="li" size="sm">
                <time dateTime={view.at}>{formatDateAndTime(view.at, lang)}</time> · <strong>{view.reasonText}</strong>,{' '}
                {view.via === 'sos-page' ? t('card:views.sosPage') : t('card:views.alertPage')}
              </Text>
            ))}
          </Stack>
        </>
      )}
    </Stack>
  );
}
