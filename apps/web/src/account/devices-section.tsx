import { Alert, Badge, Button, Group, Paper, Stack, Switch, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { messageWithWait } from '../lib/api';
import { formatDateTime } from '../lib/date-time';
import {
  deviceLabel,
  PushRefused,
  pushSupport,
  rememberThisDevice,
  subscribeThisBrowser,
  thisDeviceId,
  unsubscribeThisBrowser,
} from '../lib/push-device';
import { toastSuccess } from '../lib/toast';
import { confirmAction } from '../ui/confirm';
import { FormAlert } from '../ui/form-alert';
import { LoadError, SectionLoader } from '../ui/list-states';
import { deviceKeys, fetchMyDevices, fetchPushKey, type MyDevice, removeMyDevice, saveMyDevice } from './account-api';

const refusal = (error: unknown) => (error instanceof PushRefused ? error.message : messageWithWait(error));

/** "Alerts on this device": asks to notify, subscribes this browser and saves it; off removes it. */
function ThisDeviceSwitch({ publicKey, devices }: { publicKey: string; devices: MyDevice[] }) {
  const queryClient = useQueryClient();
  const [deviceId, setDeviceId] = useState(thisDeviceId);
  const on = devices.some((d) => d._id === deviceId);
  const toggle = useMutation({
    mutationFn: async (wanted: boolean) => {
      if (wanted) {
        const subscription = await subscribeThisBrowser(publicKey);
        const saved = await saveMyDevice({
          endpoint: subscription.endpoint ?? '',
          keys: { p256dh: subscription.keys?.p256dh ?? '', auth: subscription.keys?.auth ?? '' },
          label: deviceLabel(navigator.userAgent),
        });
        return saved.data._id;
      }
      if (deviceId) await removeMyDevice(deviceId);
      await unsubscribeThisBrowser();
      return null;
    },
    onSuccess: (id) => {
      rememberThisDevice(id);
      setDeviceId(id);
      void queryClient.invalidateQueries({ queryKey: deviceKeys.list });
      toastSuccess(id ? 'Alerts will now come to this device as notifications.' : 'This device no longer gets alerts.');
    },
  });
  const checked = toggle.isPending ? Boolean(toggle.variables) : on;
  return (
    <Stack gap="xs">
      <Switch
        size="md"
        checked={checked}
        disabled={toggle.isPending}
        onChange={(event) => toggle.mutate(event.currentTarget.checked)}
        label="Alerts on this device"
        description={
          checked
            ? 'On: an alert shows here as a notification within seconds, with “I’m coming” and “I’ve seen it” to answer at once.'
            : 'Off: alerts reach you by text message. Switch on to get them here first, as a notification.'
        }
      />
      {toggle.error ? <FormAlert>{refusal(toggle.error)}</FormAlert> : null}
    </Stack>
  );
}

function DeviceList({ devices }: { devices: MyDevice[] }) {
  const queryClient = useQueryClient();
  const mine = thisDeviceId();
  const askRemove = (device: MyDevice) =>
    confirmAction({
      title: 'Stop alerts on this device?',
      confirmLabel: 'Remove',
      children: `${device.label} will no longer get your alerts as notifications. You can switch them on again from that device.`,
      action: async () => {
        await removeMyDevice(device._id);
        if (device._id === mine) {
          rememberThisDevice(null);
          await unsubscribeThisBrowser();
        }
        void queryClient.invalidateQueries({ queryKey: deviceKeys.list });
        toastSuccess(`${device.label} no longer gets alerts.`);
      },
    });
  if (devices.length === 0)
    return (
      <Text size="sm" c="dimmed">
        No devices get alerts yet.
      </Text>
    );
  return (
    <Stack gap="xs" component="ul" aria-label="My devices" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {devices.map((device) => (
        <Paper key={device._id} component="li" withBorder radius="md" p="sm">
          <Group justify="space-between" gap="xs" wrap="nowrap" align="start">
            <Stack gap={2} style={{ minWidth: 0 }}>
              <Group gap={6}>
                <Text fw={600}>{device.label}</Text>
                {device._id === mine ? (
                  <Badge size="sm" variant="light">
                    This device
                  </Badge>
                ) : null}
              </Group>
              <Text size="xs" c="dimmed">
                Added {formatDateTime(device.createdAt)}
                {device.lastSuccessAt ? ` · last alert ${formatDateTime(device.lastSuccessAt)}` : ''}
              </Text>
            </Stack>
            <Button
              size="xs"
              variant="subtle"
              color="red.9"
              onClick={() => askRemove(device)}
              aria-label={`Remove ${device.label}`}
            >
              Remove
            </Button>
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}

/** The account's devices that get alerts by push (issue 25): this one's switch, and the list with removal. */
export function DevicesSection() {
  const key = useQuery({ queryKey: deviceKeys.pushKey, queryFn: ({ signal }) => fetchPushKey(signal) });
  const enabled = key.data?.enabled === true && Boolean(key.data.publicKey);
  const devices = useQuery({
    queryKey: deviceKeys.list,
    queryFn: ({ signal }) => fetchMyDevices(signal),
    enabled,
  });
  const supported = pushSupport() === 'supported';
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="devices-title">
      <Stack gap="sm">
        <Title order={2} fz="lg" id="devices-title">
          Devices
        </Title>
        {key.isError ? (
          <LoadError
            error={key.error}
            what="your devices"
            onRetry={() => void key.refetch()}
            retrying={key.isFetching}
          />
        ) : key.isPending ? (
          <SectionLoader label="Loading your devices…" />
        ) : !enabled ? (
          <Alert color="gray" variant="light">
            Alerts as notifications are not available here yet: every alert reaches you by text message.
          </Alert>
        ) : devices.isError ? (
          <LoadError
            error={devices.error}
            what="your devices"
            onRetry={() => void devices.refetch()}
            retrying={devices.isFetching}
          />
        ) : devices.isPending ? (
          <SectionLoader label="Loading your devices…" />
        ) : (
          <>
            {supported ? (
              <ThisDeviceSwitch publicKey={key.data.publicKey!} devices={devices.data} />
            ) : (
              <Alert color="gray" variant="light">
                This browser cannot show alerts as notifications. On an iPhone, add SafeSathi to your home screen and
                open it from there; elsewhere, use Chrome, Edge, Firefox or Safari.
              </Alert>
            )}
            <DeviceList devices={devices.data} />
          </>
        )}
      </Stack>
    </Paper>
  );
}
