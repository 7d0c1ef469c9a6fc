import { Alert, Button, Group, Paper, SegmentedControl, Stack, Text, TextInput, Title } from '@mantine/core';
import type { ShareDuration } from '@safesathi/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../i18n/error-text';
import { formatClock } from '../../i18n/format';
import { currentLanguage } from '../../i18n/i18n';
import { toastFailure } from '../../lib/toast';
import { IconInfo, IconMapPin } from '../../ui/icons';
import type { GroupMember } from './groups-api';
import { startSharing, stopSharing } from './groups-api';
import type { SharingState } from './use-location-sharing';

/** Start or stop sharing with the group, for a chosen time, and what the phone's browser can and cannot do. */
export function SharePanel({
  groupId,
  me,
  state,
  onChanged,
}: {
  groupId: string;
  me: GroupMember | undefined;
  state: SharingState;
  onChanged: () => void;
}) {
  const say = useErrorText();
  const { t } = useTranslation();
  const stateText: Record<SharingState, string> = {
    off: '',
    locating: t('groups:share.locating'),
    sending: t('groups:share.sending'),
    denied: t('groups:share.denied'),
    unavailable: t('groups:share.unavailable'),
    failed: t('groups:share.failed'),
  };
  const durations: { value: ShareDuration; label: string }[] = [
    { value: '1h', label: t('groups:share.oneHour') },
    { value: '8h', label: t('groups:share.eightHours') },
    { value: 'until-stop', label: t('groups:share.untilStop') },
  ];
  const [duration, setDuration] = useState<ShareDuration>('1h');
  const [destination, setDestination] = useState('');
  const [busy, setBusy] = useState(false);
  const share = me?.share ?? null;

  const run = async (action: () => Promise<unknown>) => {
    setBusy(true);
    try {
      await action();
      onChanged();
    } catch (err) {
      toastFailure(err, undefined, say);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Paper withBorder radius="lg" p="md">
      <Stack gap="sm">
        <Title order={2} fz="lg">
          {t('groups:share.title')}
        </Title>
        {share ? (
          <>
            <Group gap="xs">
              <IconMapPin size={18} aria-hidden />
              <Text fw={600}>
                {share.until
                  ? t('groups:share.untilTime', { time: formatClock(share.until, currentLanguage()) })
                  : t('groups:share.untilYouStop')}
                {share.destination ? t('groups:share.goingTo', { place: share.destination }) : ''}
              </Text>
            </Group>
            {stateText[state] ? (
              <Text size="sm" c={state === 'sending' || state === 'locating' ? 'dimmed' : 'red.8'} role="status">
                {stateText[state]}
              </Text>
            ) : null}
            <Button color="red.9" variant="outline" loading={busy} onClick={() => run(() => stopSharing(groupId))}>
              {t('groups:share.stop')}
            </Button>
          </>
        ) : (
          <>
            <SegmentedControl
              aria-label={t('groups:share.duration')}
              value={duration}
              onChange={(v) => setDuration(v as ShareDuration)}
              data={durations}
              fullWidth
            />
            <TextInput
              label={t('groups:share.destination')}
              placeholder={t('groups:share.destinationPlaceholder')}
              maxLength={120}
              value={destination}
              onChange={(e) => setDestination(e.currentTarget.value)}
            />
            <Button loading={busy} onClick={() => run(() => startSharing(groupId, duration, destination.trim()))}>
              {t('groups:share.start')}
            </Button>
          </>
        )}
        <Alert variant="light" color="blue" icon={<IconInfo size={16} />} p="xs">
          <Text size="sm">{t('groups:share.honest')}</Text>
        </Alert>
      </Stack>
    </Paper>
  );
}
