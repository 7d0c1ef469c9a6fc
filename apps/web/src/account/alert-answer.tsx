import { Button, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { ANSWER_ETAS, ANSWER_REPLIES, type AnswerReply } from '@safesathi/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Fragment, useId, useState } from 'react';
import { messageWithWait } from '../lib/api';
import { toastSuccess } from '../lib/toast';
import { ANSWER_REPLY_TEXT } from '../ui/alert-timeline';
import { FormAlert } from '../ui/form-alert';
import { type AlertAnswerInput, answerMyAlert } from './account-api';

const REPLY_OPTIONS = ANSWER_REPLIES.map((r) => ({ value: r, label: ANSWER_REPLY_TEXT[r] ?? r }));

/** Which of the buttons was pressed, so only that one spins. */
const keyOf = (a: AlertAnswerInput) => `${a.kind}-${a.eta ?? ''}`;

/**
 * The answers of the link in the owner's text, on one alert of their list: coming (5, 15 or 30
 * minutes), seen, or "call 112", with an optional preset reply. The bystander's page shows the
 * answer at once; the list is read again to show it here.
 */
export function AlertAnswer({ callId, queryKey }: { callId: string; queryKey: readonly unknown[] }) {
  const queryClient = useQueryClient();
  const comingId = useId();
  const [reply, setReply] = useState<AnswerReply | null>(null);
  const answer = useMutation({
    mutationFn: (body: AlertAnswerInput) => answerMyAlert(callId, body),
    onSuccess: () => {
      toastSuccess('Your answer was sent. The person who alerted you sees it now.');
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
      onClick={() => send(a)}
      loading={pressed === keyOf(a)}
      disabled={answer.isPending && pressed !== keyOf(a)}
    >
      {label}
    </Button>
  );

  return (
    <Stack gap={6} component="section" aria-label="Answer this alert">
      <Select
        size="sm"
        label="Add a reply (optional)"
        placeholder="No reply"
        data={REPLY_OPTIONS}
        value={reply}
        onChange={(v) => setReply(v as AnswerReply | null)}
        clearable
        comboboxProps={{ withinPortal: true }}
      />
      <Text size="sm" fw={600} id={comingId}>
        I'm coming
      </Text>
      <SimpleGrid cols={3} spacing="xs" role="group" aria-labelledby={comingId}>
        {ANSWER_ETAS.map((eta) => (
          <Fragment key={eta}>{button({ kind: 'coming', eta }, `${eta} min`)}</Fragment>
        ))}
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs">
        {button({ kind: 'seen' }, "I've seen it")}
        {button({ kind: 'call112' }, 'Ask them to call 112', 'red.9')}
      </SimpleGrid>
      {answer.error ? <FormAlert>{messageWithWait(answer.error)}</FormAlert> : null}
    </Stack>
  );
}
