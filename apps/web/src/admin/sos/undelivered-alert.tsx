import { Alert, Button, Group, Text } from '@mantine/core';
import type { TSosCall } from '@safesathi/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { messageWithWait } from '../../lib/api';
import { deliverySummary } from '../../lib/delivery';
import { toastSuccess } from '../../lib/toast';
import { retrySosTexts, SOS_KEY } from './sos-api';

/**
 * Shown on a call with a text that could not be delivered (the server gave up after hours of
 * trying): who was not reached, and, for an admin who may edit calls, a way to send them again.
 */
export function UndeliveredAlert({ call, canRetry }: { call: TSosCall; canRetry: boolean }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const summary = deliverySummary(call.notifications);
  const retry = useMutation({
    mutationFn: () => retrySosTexts(call._id),
    onSuccess: (answer) => {
      toastSuccess(answer.message);
      void queryClient.invalidateQueries({ queryKey: SOS_KEY });
    },
  });
  if (summary.kind !== 'failed') return null;
  return (
    <Alert
      color="red"
      variant="light"
      title={t('adminSos:undelivered.title')}
      styles={{ title: { color: 'var(--mantine-color-red-9)' } }}
      data-undelivered={call._id}
    >
      <Group justify="space-between" align="center" gap="sm" wrap="wrap">
        <Text size="sm">{t('adminSos:undelivered.to', { names: summary.undelivered.join(', ') })}</Text>
        {canRetry ? (
          <Button
            size="xs"
            color="red.8"
            loading={retry.isPending}
            onClick={() => retry.mutate()}
            aria-label={t('adminSos:undelivered.sendAgainFor', { vehicle: call.vehicle.registrationNumber })}
          >
            {t('adminSos:undelivered.sendAgain')}
          </Button>
        ) : null}
      </Group>
      {retry.isError ? (
        <Text size="sm" c="red.9" mt={6} role="alert">
          {messageWithWait(retry.error)}
        </Text>
      ) : null}
    </Alert>
  );
}
