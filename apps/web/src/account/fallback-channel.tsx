import { Group, Paper, Radio, Stack, Text, Title } from '@mantine/core';
import type { FallbackChannel, TSessionUser } from '@safesathi/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { APP_NAME } from '../config';
import { messageWithWait } from '../lib/api';
import { useAuth } from '../lib/auth';
import { formatDate } from '../lib/date-time';
import { toastSuccess } from '../lib/toast';
import { FormAlert } from '../ui/form-alert';
import { accountKeys, fetchWhatsAppOffered, saveMe } from './account-api';

const whatsappKey = ['whatsapp', 'availability'] as const;

/**
 * How an alert reaches the owner when the app's notification is not seen: SMS, or WhatsApp once
 * they choose it here, which is their consent to it (docs/decisions/0068-whatsapp.md). WhatsApp
 * can be chosen only where the server sends it; switching back to SMS withdraws the consent.
 */
export function FallbackChannelChoice({ me }: { me: TSessionUser }) {
  const queryClient = useQueryClient();
  const auth = useAuth();
  const titleId = useId();
  const offered = useQuery({
    queryKey: whatsappKey,
    queryFn: ({ signal }) => fetchWhatsAppOffered(signal),
    staleTime: 5 * 60_000,
  });
  const choose = useMutation({
    mutationFn: (fallbackChannel: FallbackChannel) => saveMe({ fallbackChannel }),
    onSuccess: (answer) => {
      queryClient.setQueryData(accountKeys.me, answer.data);
      auth.retry();
      toastSuccess(
        answer.data.fallbackChannel === 'whatsapp'
          ? 'Alerts your phone does not show in the app will come on WhatsApp.'
          : 'Alerts your phone does not show in the app will come by SMS.',
      );
    },
  });
  const value = choose.isPending && choose.variables ? choose.variables : me.fallbackChannel;
  // Someone who chose WhatsApp keeps seeing it, so they can switch back, even where it is now off.
  const whatsappOpen = offered.data === true || me.fallbackChannel === 'whatsapp';
  const since = me.whatsappOptInAt ? ` You agreed on ${formatDate(me.whatsappOptInAt)}.` : '';
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby={titleId}>
      <Stack gap="sm">
        <Title order={2} fz="lg" id={titleId}>
          If the app's notification is not seen
        </Title>
        <Radio.Group
          value={value}
          onChange={(v) => v !== me.fallbackChannel && choose.mutate(v as FallbackChannel)}
          label="Reach me by"
          description={`When someone alerts you and ${APP_NAME}'s notification on your phone is not opened in time, the alert comes this way.`}
        >
          <Group mt="xs" gap="lg" wrap="wrap">
            <Radio value="sms" label="SMS" disabled={choose.isPending} />
            <Radio value="whatsapp" label="WhatsApp" disabled={choose.isPending || !whatsappOpen} />
          </Group>
        </Radio.Group>
        {value === 'whatsapp' ? (
          <Text size="sm">
            {`WhatsApp: you agree that ${APP_NAME} sends alerts about your vehicle to this number on WhatsApp, with a button to answer them. Nothing else is sent there. Choose SMS to stop.${since}`}
          </Text>
        ) : (
          <Text size="sm">
            {offered.isPending
              ? 'SMS: alerts come as a text message.'
              : offered.isError
                ? 'SMS: alerts come as a text message. Whether WhatsApp is offered could not be checked; reload the page to try again.'
                : offered.data
                  ? 'SMS: alerts come as a text message. Choose WhatsApp if you would rather get them there; only alerts about your vehicle are sent.'
                  : 'SMS: alerts come as a text message. WhatsApp is not offered yet.'}
          </Text>
        )}
        {choose.error ? <FormAlert>{messageWithWait(choose.error)}</FormAlert> : null}
      </Stack>
    </Paper>
  );
}
