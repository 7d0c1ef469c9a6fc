import { Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { distanceMetres, type TTrip } from '@safesathi/contract';
import { useTranslation } from 'react-i18next';
import { formatClock } from '../../i18n/format';
import { currentLanguage } from '../../i18n/i18n';
import type { GroupMember } from './groups-api';

const placeOf = (trip: TTrip) => trip.destination ?? `${trip.lat.toFixed(4)}, ${trip.lng.toFixed(4)}`;
const minutesSince = (at: string, now: number) => Math.max(0, Math.round((now - Date.parse(at)) / 60_000));

/**
 * The group's trips (docs/decisions/0073-trip-arrival.md): who is on the way where and when they
 * are expected, who has not arrived (the group was texted), and who arrived, how long ago. Nothing
 * when nobody is on a trip.
 */
export function TripStatus({ members, now }: { members: GroupMember[]; now: number }) {
  const { t } = useTranslation('trips');
  const lang = currentLanguage();
  const rows = members.flatMap((m) => {
    const trip = m.share?.trip ?? m.arrived;
    return trip ? [{ m, trip }] : [];
  });
  if (rows.length === 0) return null;
  return (
    <Paper withBorder radius="lg" p="md" aria-labelledby="trip-status-title">
      <Stack gap="xs">
        <Title order={2} fz="lg" id="trip-status-title">
          {t('trips:status.title')}
        </Title>
        {rows.map(({ m, trip }) => {
          const values = { name: m.name, place: placeOf(trip), time: formatClock(trip.expectedAt, lang) };
          if (trip.arrivedAt) {
            const minutes = minutesSince(trip.arrivedAt, now);
            return (
              <Group key={m.userId} gap="xs" wrap="nowrap" data-testid="trip-arrived">
                <Badge color="green" c="dark.7" variant="light" tt="none">
                  {t('trips:status.arrivedBadge')}
                </Badge>
                <Text>
                  {minutes < 1
                    ? t('trips:status.arrivedNow', values)
                    : t('trips:status.arrivedAgo', { ...values, minutes })}
                </Text>
              </Group>
            );
          }
          const position = m.share?.position;
          const left = position ? distanceMetres(position, trip) : null;
          const lastSeen = position ? t('trips:status.lastSeen', { minutes: minutesSince(position.at, now) }) : '';
          return (
            <Stack key={m.userId} gap={2} data-testid={trip.lateAt ? 'trip-late' : 'trip-running'}>
              <Group gap="xs" wrap="nowrap">
                <Badge color={trip.lateAt ? 'red' : 'blue'} c="dark.7" variant="light" tt="none">
                  {trip.lateAt ? t('trips:status.lateBadge') : t('trips:status.onTheWayBadge')}
                </Badge>
                <Text>{trip.lateAt ? t('trips:status.late', values) : t('trips:status.onTheWay', values)}</Text>
              </Group>
              {left !== null ? (
                <Text size="sm" c="dimmed">
                  {t('trips:status.left', { km: (left / 1000).toFixed(1) })} {lastSeen}
                </Text>
              ) : null}
            </Stack>
          );
        })}
      </Stack>
    </Paper>
  );
}
