import { Group, Paper, Radio, Stack, Text, Title } from '@mantine/core';
import type { FallbackChannel, TSessionUser } from '@safesathi/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { APP_NAME } from '../config';
import { useErrorText } from '../i18n/error-text';
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
  const say = useErrorText();
  const queryClient = useQueryClient();
  const auth = useAuth();
  const { t } = useTranslation();
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
          ? t('profile:fallback.savedWhatsapp')
          : t('profile:fallback.savedSms'),
      );
    },
  });
  const value = choose.isPending && choose.variables ? choose.variables : me.fallbackChannel;
  // Someone who chose WhatsApp keeps seeing it, so they can switch back, even where it is now off.
  const whatsappOpen = offered.data === true || me.fallbackChannel === 'whatsapp';
  const since = me.whatsappOptInAt ? ` ${t('profile:agreedOn', { date: formatDate(me.whatsappOptInAt) })}` : '';
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby={titleId}>
      <Stack gap="sm">
        <Title order={2} fz="lg" id={titleId}>
          {t('profile:fallback.title')}
        </Title>
        <Radio.Group
          value={value}
          onChange={(v) => v !== me.fallbackChannel && choose.mutate(v as FallbackChannel)}
          label={t('profile:fallback.label')}
          description={t('profile:fallback.help', { app: APP_NAME })}
        >
          <Group mt="xs" gap="lg" wrap="wrap">
            {/* i18n-ignore: the two services' own names */}
            <Radio value="sms" label="SMS" disabled={choose.isPending} />
            {/* i18n-ignore: the two services' own names */}
            <Radio value="whatsapp" label="WhatsApp" disabled={choose.isPending || !whatsappOpen} />
          </Group>
        </Radio.Group>
        {value === 'whatsapp' ? (
          <Text size="sm">{`${t('profile:fallback.whatsapp', { app: APP_NAME })}${since}`}</Text>
        ) : (
          <Text size="sm">
            {offered.isPending
              ? t('profile:fallback.sms')
              : offered.isError
                ? `${t('profile:fallback.sms')} ${t('profile:fallback.notChecked')}`
                : offered.data
                  ? `${t('profile:fallback.sms')} ${t('profile:fallback.offered')}`
                  : `${t('profile:fallback.sms')} ${t('profile:fallback.notOffered')}`}
          </Text>
        )}
        {choose.error ? <FormAlert>{say(choose.error)}</FormAlert> : null}
      </Stack>
    </Paper>
  );
}
