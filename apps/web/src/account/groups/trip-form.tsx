import { Button, NumberInput, Paper, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { TRIP_MAX_MINUTES, TRIP_RADIUS_DEFAULT } from '@safesathi/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../i18n/error-text';
import { isApiError } from '../../lib/api';
import { toastFailure, toastSuccess } from '../../lib/toast';
import { parsePoint, startTrip } from './trips-api';

const RADII = [100, 200, 500, 1000];

/**
 * A trip to a destination (docs/decisions/0073-trip-arrival.md): its name, its point (typed or
 * pasted as "latitude, longitude", or this phone's position now), the radius of arrival and when
 * the member expects to be there. Sharing starts at once and ends on arrival.
 */
export function TripForm({ groupId, onStarted }: { groupId: string; onStarted: () => void }) {
  const say = useErrorText();
  const { t } = useTranslation('trips');
  const [name, setName] = useState('');
  const [point, setPoint] = useState('');
  const [radius, setRadius] = useState(String(TRIP_RADIUS_DEFAULT));
  const [minutes, setMinutes] = useState<number | string>(45);
  const [pointError, setPointError] = useState<string | null>(null);
  const [minutesError, setMinutesError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [locating, setLocating] = useState(false);

  const takeHere = () => {
    if (!('geolocation' in navigator)) return setPointError(t('trips:form.noLocation'));
    setLocating(true);
    navigator.geolocation.getCurrentPosition(
      (p) => {
        setLocating(false);
        setPointError(null);
        setPoint(`${p.coords.latitude.toFixed(5)}, ${p.coords.longitude.toFixed(5)}`);
      },
      () => {
        setLocating(false);
        setPointError(t('trips:form.noLocation'));
      },
      { enableHighAccuracy: true, timeout: 20_000 },
    );
  };

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const at = parsePoint(point);
    const inMinutes = Number(minutes);
    setPointError(at ? null : t('trips:form.pointInvalid'));
    const minutesOk = Number.isInteger(inMinutes) && inMinutes >= 1 && inMinutes <= TRIP_MAX_MINUTES;
    setMinutesError(minutesOk ? null : t('trips:form.minutesInvalid', { max: TRIP_MAX_MINUTES }));
    if (!at || !minutesOk) return;
    setBusy(true);
    try {
      await startTrip(groupId, name.trim(), { ...at, radius: Number(radius), inMinutes });
      toastSuccess(t('trips:form.started'));
      onStarted();
    } catch (err) {
      if (isApiError(err) && err.status === 400) setPointError(t('trips:form.pointInvalid'));
      else toastFailure(err, undefined, say);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Paper withBorder radius="lg" p="md" component="form" onSubmit={submit} aria-labelledby="trip-form-title">
      <Stack gap="sm">
        <Title order={2} fz="lg" id="trip-form-title">
          {t('trips:form.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('trips:form.intro')}
        </Text>
        <TextInput
          label={t('trips:form.name')}
          placeholder={t('trips:form.namePlaceholder')}
          maxLength={120}
          value={name}
          onChange={(e) => setName(e.currentTarget.value)}
        />
        <TextInput
          label={t('trips:form.point')}
          description={t('trips:form.pointHelp')}
          placeholder="12.9716, 77.5946"
          inputMode="decimal"
          required
          value={point}
          error={pointError}
          onChange={(e) => setPoint(e.currentTarget.value)}
        />
        <Button variant="subtle" size="compact-sm" loading={locating} onClick={takeHere} style={{ alignSelf: 'start' }}>
          {t('trips:form.useHere')}
        </Button>
        <Select
          label={t('trips:form.radius')}
          data={RADII.map((r) => ({ value: String(r), label: t('trips:form.metres', { metres: r }) }))}
          value={radius}
          onChange={(v) => setRadius(v ?? String(TRIP_RADIUS_DEFAULT))}
          allowDeselect={false}
        />
        <NumberInput
          label={t('trips:form.minutes')}
          min={1}
          max={TRIP_MAX_MINUTES}
          required
          value={minutes}
          error={minutesError}
          onChange={setMinutes}
        />
        <Button type="submit" loading={busy}>
          {t('trips:form.start')}
        </Button>
      </Stack>
    </Paper>
  );
}
