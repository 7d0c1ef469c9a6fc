import { Alert, Button, Group, Paper, SegmentedControl, Stack, Text, TextInput, Title } from '@mantine/core';
import type { ShareDuration } from '@safesathi/contract';
import { useState } from 'react';
import { formatTime } from '../../lib/date-time';
import { toastFailure } from '../../lib/toast';
import { IconInfo, IconMapPin } from '../../ui/icons';
import type { GroupMember } from './groups-api';
import { startSharing, stopSharing } from './groups-api';
import type { SharingState } from './use-location-sharing';

const DURATIONS: { value: ShareDuration; label: string }[] = [
  { value: '1h', label: '1 hour' },
  { value: '8h', label: '8 hours' },
  { value: 'until-stop', label: 'Until I stop' },
];

const STATE_TEXT: Record<SharingState, string> = {
  off: '',
  locating: 'Finding your position…',
  sending: 'Your position is being shared while this page is open.',
  denied: 'Location is blocked for this site. Allow it in your browser’s site settings to share.',
  unavailable: 'This phone could not find its position. Move to open sky or turn on location.',
  failed: 'Could not send your position. It will be sent again when you are online.',
};

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
      toastFailure(err);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Paper withBorder radius="lg" p="md">
      <Stack gap="sm">
        <Title order={2} fz="lg">
          Share my location
        </Title>
        {share ? (
          <>
            <Group gap="xs">
              <IconMapPin size={18} aria-hidden />
              <Text fw={600}>
                {share.until ? `Sharing until ${formatTime(share.until)}` : 'Sharing until you stop'}
                {share.destination ? ` · going to ${share.destination}` : ''}
              </Text>
            </Group>
            {STATE_TEXT[state] ? (
              <Text size="sm" c={state === 'sending' || state === 'locating' ? 'dimmed' : 'red.8'} role="status">
                {STATE_TEXT[state]}
              </Text>
            ) : null}
            <Button color="red.9" variant="outline" loading={busy} onClick={() => run(() => stopSharing(groupId))}>
              Stop sharing
            </Button>
          </>
        ) : (
          <>
            <SegmentedControl
              aria-label="How long to share"
              value={duration}
              onChange={(v) => setDuration(v as ShareDuration)}
              data={DURATIONS}
              fullWidth
            />
            <TextInput
              label="Going to (optional)"
              placeholder="Home, Nani’s house…"
              maxLength={120}
              value={destination}
              onChange={(e) => setDestination(e.currentTarget.value)}
            />
            <Button loading={busy} onClick={() => run(() => startSharing(groupId, duration, destination.trim()))}>
              Start sharing
            </Button>
          </>
        )}
        <Alert variant="light" color="blue" icon={<IconInfo size={16} />} p="xs">
          <Text size="sm">
            Your position goes only to this group’s members, only while you share. A phone’s browser stops sending it
            when this page is closed or the phone is locked: the group then sees “sharing paused”. Keep this page open
            (or the installed app in front) on the trip.
          </Text>
        </Alert>
      </Stack>
    </Paper>
  );
}
