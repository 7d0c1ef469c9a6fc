import { Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { formatDateTime } from '../lib/date-time';
import { IconEye } from '../ui/icons';
import { EmptyState, LoadError, SectionLoader } from '../ui/list-states';
import { cardKeys, fetchCardViews, VIEWS_SHOWN } from './emergency-card-api';

const PLACE = {
  'sos-page': 'on the tag’s page, before an alert was sent',
  'alert-page': 'on the page of an alert that was sent',
} as const;

/** Each time the vehicle's emergency card was shown, newest first: when and for which reason, never by whom. */
export function EmergencyCardViews({ vehicleId }: { vehicleId: string }) {
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
        When it was seen
      </Title>
      {views.isError ? (
        <LoadError
          error={views.error}
          what="who saw the card"
          onRetry={() => void views.refetch()}
          retrying={views.isFetching}
        />
      ) : views.isPending ? (
        <SectionLoader label="Loading when the card was seen…" />
      ) : list.length === 0 ? (
        <EmptyState
          icon={<IconEye />}
          title="Nobody has seen this card"
          text="Each time it is shown, after someone reports an accident, fire or medical emergency, it is listed here."
        />
      ) : (
        <>
          <Text size="sm" c="dimmed">
            {total === 1
              ? 'Seen once.'
              : `Seen ${total} times${total > VIEWS_SHOWN ? `; the latest ${VIEWS_SHOWN}` : ''}.`}{' '}
            It never shows who saw it or from where.
          </Text>
          <Stack
            gap={6}
            component="ul"
            aria-label="Views of the emergency card"
            style={{ listStyle: 'none', margin: 0, padding: 0 }}
          >
            {list.map((view) => (
              <Text key={view._id} component="li" size="sm">
                <time dateTime={view.at}>{formatDateTime(view.at)}</time> · <strong>{view.reasonText}</strong>,{' '}
                {PLACE[view.via]}
              </Text>
            ))}
          </Stack>
        </>
      )}
    </Stack>
  );
}
