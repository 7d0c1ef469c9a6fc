import { Button, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { ANSWER_ETAS, ANSWER_REPLIES, type AnswerReply } from '@safesathi/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Fragment, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../i18n/error-text';
import { toastSuccess } from '../lib/toast';
import { FormAlert } from '../ui/form-alert';
import { type AlertAnswerInput, answerMyAlert } from './account-api';
import { replyText } from './alert-words';

/** Which of the buttons was pressed, so only that one spins. */
const keyOf = (a: AlertAnswerInput) => `${a.kind}-${a.eta ?? ''}`;

/**
 * The answers of the link in the owner's text, on one alert of their list: coming (5, 15 or 30
 * minutes), seen, or "call 112", with an optional preset reply. The bystander's page shows the
 * answer at once; the list is read again to show it here.
 */
export function AlertAnswer({ callId, queryKey }: { callId: string; queryKey: readonly unknown[] }) {
  const say = useErrorText();
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const comingId = useId();
  const [reply, setReply] = useState<AnswerReply | null>(null);
  // The same answer pressed again after a failure goes with the same key: an answer that did reach
  // the server before the connection dropped is not recorded twice. Another answer gets a new key.
  const sent = useRef<{ body: string; key: string } | null>(null);
  const keyFor = (body: AlertAnswerInput) => {
    const text = JSON.stringify(body);
    if (sent.current?.body !== text) sent.current = { body: text, key: crypto.randomUUID() };
    return sent.current.key;
  };
  const answer = useMutation({
    mutationFn: (body: AlertAnswerInput) => answerMyAlert(callId, body, keyFor(body)),
    onSuccess: () => {
      sent.current = null;
      toastSuccess(t('alerts:answer.sent'));
      return queryClient.invalidateQueries({ queryKey });
    },
  });
  const send = (a: Omit<AlertAnswerInput, 'reply'>) => answer.mutate({ ...a, reply: reply ?? undefined });
  const pressed = answer.isPending && answer.variables ? keyOf(answer.variables) : null;
  const button = (a: Omit<AlertAnswerInput, 'reply'>, label: string, color?: string) => (
    <Button
      variant="default"
      c={color}
      size="sm"
      // Words run longer in some languages than in English: the label wraps, never cut off, at 360 px.
      h="auto"
      mih={36}
      py={6}
      px="xs"
      styles={{ label: { whiteSpace: 'normal', textAlign: 'center' } }}
      onClick={() => send(a)}
      loading={pressed === keyOf(a)}
      disabled={answer.isPending && pressed !== keyOf(a)}
    >
      {label}
    </Button>
  );

  return (
    <Stack gap={6} component="section" aria-label={t('alerts:answer.label')}>
      <Select
        size="sm"
        label={t('alerts:answer.replyLabel')}
        placeholder={t('alerts:answer.noReply')}
        data={ANSWER_REPLIES.map((r) => ({ value: r, label: replyText(t, r) || r }))}
        value={reply}
        onChange={(v) => setReply(v as AnswerReply | null)}
        clearable
        comboboxProps={{ withinPortal: true }}
      />
      <Text size="sm" fw={600} id={comingId}>
        {t('alerts:answer.coming')}
      </Text>
      <SimpleGrid cols={3} spacing="xs" role="group" aria-labelledby={comingId}>
        {ANSWER_ETAS.map((eta) => (
          <Fragment key={eta}>{button({ kind: 'coming', eta }, t('alerts:answer.minutes', { count: eta }))}</Fragment>
        ))}
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs">
        {button({ kind: 'seen' }, t('alerts:answer.seen'))}
        {button({ kind: 'call112' }, t('alerts:answer.call112'), 'red.9')}
      </SimpleGrid>
      {answer.error ? <FormAlert>{say(answer.error)}</FormAlert> : null}
    </Stack>
  );
}
