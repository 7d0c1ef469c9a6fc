import { Alert, Button, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../i18n/error-text';
import { toastFailure } from '../../lib/toast';
import { alarmKey, closeAlarm, fetchAlarm, raiseAlarm, type TripAlarm } from './groups-api';

/**
 * The trip alarm (docs/decisions/0075-trip-alarm.md): 112 first, then one big button that asks
 * for a second tap; the press texts the group and the member's emergency contacts a link to their
 * live location (and starts sharing). One key per press, reused on a retry: one alarm, one text each.
 */
export function AlarmButton({ groupId, onChanged }: { groupId: string; onChanged: () => void }) {
  const say = useErrorText();
  const { t } = useTranslation('alarm');
  const queryClient = useQueryClient();
  const alarm = useQuery({ queryKey: alarmKey(groupId), queryFn: ({ signal }) => fetchAlarm(groupId, signal) });
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [closed, setClosed] = useState(false);
  const key = useRef<string | null>(null);

  const set = (data: TripAlarm | null) => queryClient.setQueryData(alarmKey(groupId), data);
  const raise = async () => {
    key.current ??= crypto.randomUUID();
    setBusy(true);
    try {
      set(await raiseAlarm(groupId, key.current));
      key.current = null;
      setConfirming(false);
      setClosed(false);
      onChanged();
    } catch (error) {
      // The same key goes again on the next tap: a press that did reach the server is not repeated.
      toastFailure(error, t('alarm:failed'), say);
    } finally {
      setBusy(false);
    }
  };
  const safe = async () => {
    setBusy(true);
    try {
      await closeAlarm(groupId);
      set(null);
      setClosed(true);
    } catch (error) {
      toastFailure(error, undefined, say);
    } finally {
      setBusy(false);
    }
  };

  const open = alarm.data ?? null;
  return (
    <Paper withBorder p="md" radius="md" aria-labelledby="alarm-title">
      <Stack gap="sm">
        <Button component="a" href="tel:112" color="red.9" size="lg" fullWidth>
          {t('alarm:call112')}
        </Button>
        <Title order={2} fz="lg" id="alarm-title">
          {t('alarm:title')}
        </Title>
        {alarm.isPending ? (
          <Group gap="xs">
            <Loader size="sm" />
            <Text size="sm">{t('alarm:loading')}</Text>
          </Group>
        ) : alarm.isError ? (
          <Alert color="red.9" variant="filled" title={t('alarm:loadError')}>
            <Button variant="default" size="xs" onClick={() => void alarm.refetch()}>
              {t('alarm:retry')}
            </Button>
          </Alert>
        ) : open ? (
          <>
            <Alert color="red.9" variant="filled" role="status" title={t('alarm:raisedTitle')}>
              {open.recipients > 0 ? t('alarm:raised', { count: open.recipients }) : t('alarm:raisedNoOne')}
            </Alert>
            <Button size="lg" color="teal.9" fullWidth loading={busy} onClick={() => void safe()}>
              {t('alarm:safe')}
            </Button>
          </>
        ) : (
          <>
            {closed && (
              <Alert color="green.9" role="status">
                {t('alarm:closed')}
              </Alert>
            )}
            <Text size="sm">{t('alarm:intro')}</Text>
            {confirming ? (
              <Stack gap="xs">
                <Button size="xl" color="red.9" fullWidth loading={busy} onClick={() => void raise()}>
                  {t('alarm:confirmYes')}
                </Button>
                <Button variant="default" fullWidth disabled={busy} onClick={() => setConfirming(false)}>
                  {t('alarm:cancel')}
                </Button>
              </Stack>
            ) : (
              <Button size="xl" color="red.9" variant="outline" fullWidth onClick={() => setConfirming(true)}>
                {t('alarm:raise')}
              </Button>
            )}
          </>
        )}
      </Stack>
    </Paper>
  );
}
