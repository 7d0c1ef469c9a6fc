import { Paper, Stack, Switch, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { TSessionUser } from '@safesathi/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { APP_NAME } from '../config';
import { messageWithWait } from '../lib/api';
import { useAuth } from '../lib/auth';
import { FormAlert } from '../ui/form-alert';
import { accountKeys, saveMe } from './account-api';

/**
 * The owner's consent to masked calls: someone who alerts them may ask the server to ring them
 * both through the telephony provider, neither seeing the other's number.
 */
export function MaskedCallsSwitch({ me }: { me: TSessionUser }) {
  const queryClient = useQueryClient();
  const auth = useAuth();
  const toggle = useMutation({
    mutationFn: (allowMaskedCalls: boolean) => saveMe({ allowMaskedCalls }),
    onSuccess: (answer) => {
      queryClient.setQueryData(accountKeys.me, answer.data);
      auth.retry();
      notifications.show({
        color: 'green',
        message: answer.data.allowMaskedCalls
          ? 'People who alert you can now call you without seeing your number.'
          : `People who alert you can no longer call you through ${APP_NAME}.`,
      });
    },
  });
  const checked = toggle.isPending ? Boolean(toggle.variables) : me.allowMaskedCalls;
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="calls-title">
      <Stack gap="sm">
        <Title order={2} fz="lg" id="calls-title">
          Calls from people who alert you
        </Title>
        <Switch
          size="md"
          checked={checked}
          disabled={toggle.isPending}
          onChange={(event) => toggle.mutate(event.currentTarget.checked)}
          label={`Let people who alert me call me through ${APP_NAME} without seeing my number`}
          description={
            checked
              ? `On: after sending an alert, a person can tap “Call the owner”. ${APP_NAME} rings them, then you; you see a ${APP_NAME} number, not theirs, and they never see yours.`
              : 'Off: nobody can call you from an alert. The SMS still reaches you and your emergency contacts.'
          }
        />
        <Text size="sm" c="dimmed">
          At most three calls per alert, and only for a day after it was sent.
        </Text>
        {toggle.error ? <FormAlert>{messageWithWait(toggle.error)}</FormAlert> : null}
      </Stack>
    </Paper>
  );
}
