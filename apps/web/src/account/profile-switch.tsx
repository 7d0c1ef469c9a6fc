import { Paper, Stack, Switch, Text, Title } from '@mantine/core';
import type { TSessionUser } from '@safesathi/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { useErrorText } from '../i18n/error-text';
import { useAuth } from '../lib/auth';
import { toastSuccess } from '../lib/toast';
import { FormAlert } from '../ui/form-alert';
import { accountKeys, saveMe } from './account-api';

type Field = 'showDetails' | 'allowMaskedCalls' | 'smsOffers';

/** A yes/no choice of the signed-in person, saved as it is switched, in a box of its own. */
export function ProfileSwitch({
  me,
  field,
  title,
  label,
  on,
  off,
  note,
}: {
  me: TSessionUser;
  field: Field;
  title: string;
  label: string;
  /** What "on" means, and the confirmation once switched on. */
  on: { description: string; saved: string };
  off: { description: string; saved: string };
  note?: string;
}) {
  const say = useErrorText();
  const queryClient = useQueryClient();
  const auth = useAuth();
  const titleId = useId();
  const toggle = useMutation({
    mutationFn: (value: boolean) => saveMe({ [field]: value }),
    onSuccess: (answer) => {
      queryClient.setQueryData(accountKeys.me, answer.data);
      auth.retry();
      toastSuccess(answer.data[field] ? on.saved : off.saved);
    },
  });
  const checked = toggle.isPending ? Boolean(toggle.variables) : me[field];
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby={titleId}>
      <Stack gap="sm">
        <Title order={2} fz="lg" id={titleId}>
          {title}
        </Title>
        <Switch
          size="md"
          checked={checked}
          disabled={toggle.isPending}
          onChange={(event) => toggle.mutate(event.currentTarget.checked)}
          label={label}
          description={checked ? on.description : off.description}
        />
        {note ? (
          <Text size="sm" c="dimmed">
            {note}
          </Text>
        ) : null}
        {toggle.error ? <FormAlert>{say(toggle.error)}</FormAlert> : null}
      </Stack>
    </Paper>
  );
}
