import { Alert, Badge, Button, Group, Paper, Stack, Switch, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { APP_NAME } from '../config';
import { errorText, useErrorText } from '../i18n/error-text';
import { formatDateAndTime } from '../i18n/format';
import { currentLanguage } from '../i18n/i18n';
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

/** Why this browser could not be signed up, in the page's language; a server's refusal as it came. */
function refusal(t: TFunction, error: unknown): string {
  if (!(error instanceof PushRefused)) return errorText(t, error, currentLanguage());
  switch (error.reason) {
    case 'blocked':
      return t('devices:refused.blocked');
    case 'not-allowed':
      return t('devices:refused.notAllowed');
    case 'not-ready':
      return t('devices:refused.notReady');
    default:
      return t('devices:refused.noService');
  }
}

/** "Alerts on this device": asks to notify, subscribes this browser and saves it; off removes it. */
function ThisDeviceSwitch({ publicKey, devices }: { publicKey: string; devices: MyDevice[] }) {
  const { t } = useTranslation();
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
      toastSuccess(id ? t('devices:turnedOn') : t('devices:turnedOff'));
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
        label={t('devices:switchLabel')}
        description={checked ? t('devices:on') : t('devices:off')}
      />
      {toggle.error ? <FormAlert>{refusal(t, toggle.error)}</FormAlert> : null}
    </Stack>
  );
}

function DeviceList({ devices }: { devices: MyDevice[] }) {
  const say = useErrorText();
  const { t, i18n } = useTranslation();
  const lang = i18n.resolvedLanguage ?? 'en';
  const queryClient = useQueryClient();
  const mine = thisDeviceId();
  const askRemove = (device: MyDevice) =>
    confirmAction({
      say,
      title: t('devices:removeTitle'),
      confirmLabel: t('account:remove'),
      cancelLabel: t('account:cancel'),
      children: t('devices:removeText', { device: device.label }),
      action: async () => {
        await removeMyDevice(device._id);
        if (device._id === mine) {
          rememberThisDevice(null);
          await unsubscribeThisBrowser();
        }
        void queryClient.invalidateQueries({ queryKey: deviceKeys.list });
        toastSuccess(t('devices:removed', { device: device.label }));
      },
    });
  if (devices.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {t('devices:none')}
      </Text>
    );
  return (
    <Stack
      gap="xs"
      component="ul"
      aria-label={t('devices:listLabel')}
      style={{ listStyle: 'none', padding: 0, margin: 0 }}
    >
      {devices.map((device) => (
        <Paper key={device._id} component="li" withBorder radius="md" p="sm">
          <Group justify="space-between" gap="xs" wrap="nowrap" align="start">
            <Stack gap={2} style={{ minWidth: 0 }}>
              <Group gap={6}>
                <Text fw={600}>{device.label}</Text>
                {device._id === mine ? (
                  <Badge size="sm" variant="light">
                    {t('devices:thisDevice')}
                  </Badge>
                ) : null}
              </Group>
              <Text size="xs" c="dimmed">
                {device.lastSuccessAt
                  ? t('devices:addedLast', {
                      time: formatDateAndTime(device.createdAt, lang),
                      last: formatDateAndTime(device.lastSuccessAt, lang),
                    })
                  : t('devices:added', { time: formatDateAndTime(device.createdAt, lang) })}
              </Text>
            </Stack>
            <Button
              size="xs"
              variant="subtle"
              color="red.9"
              onClick={() => askRemove(device)}
              aria-label={t('devices:removeLabel', { device: device.label })}
            >
              {t('account:remove')}
            </Button>
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}

/** The account's devices that get alerts by push (issue 25): this one's switch, and the list with removal. */
export function DevicesSection() {
  const { t } = useTranslation();
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
          {t('devices:title')}
        </Title>
        {key.isError ? (
          <LoadError
            error={key.error}
            title={t('devices:loadError')}
            retryLabel={t('account:tryAgain')}
            onRetry={() => void key.refetch()}
            retrying={key.isFetching}
          />
        ) : key.isPending ? (
          <SectionLoader label={t('devices:loading')} />
        ) : !enabled ? (
          <Alert color="gray" variant="light">
            {t('devices:notAvailable')}
          </Alert>
        ) : devices.isError ? (
          <LoadError
            error={devices.error}
            title={t('devices:loadError')}
            retryLabel={t('account:tryAgain')}
            onRetry={() => void devices.refetch()}
            retrying={devices.isFetching}
          />
        ) : devices.isPending ? (
          <SectionLoader label={t('devices:loading')} />
        ) : (
          <>
            {supported ? (
              <ThisDeviceSwitch publicKey={key.data.publicKey!} devices={devices.data} />
            ) : (
              <Alert color="gray" variant="light">
                {t('devices:unsupported', { app: APP_NAME })}
              </Alert>
            )}
            <DeviceList devices={devices.data} />
          </>
        )}
      </Stack>
    </Paper>
  );
}
