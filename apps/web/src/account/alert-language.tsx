import { Paper, Select, Stack, Text, Title } from '@mantine/core';
import { LANGS, LANGUAGES, type Lang, type TSessionUser } from '@safesathi/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { messageWithWait } from '../lib/api';
import { useAuth } from '../lib/auth';
import { toastSuccess } from '../lib/toast';
import { FormAlert } from '../ui/form-alert';
import { accountKeys, saveMe } from './account-api';

const OPTIONS = LANGS.map((l) => ({
  value: l,
  label: l === 'en' ? 'English' : `${LANGUAGES[l].name} (${LANGUAGES[l].english})`,
}));

/**
 * The language of the texts this person receives about an alert: as an owner, and as someone's
 * emergency contact (a contact with no account gets the owner's). Saved as soon as it is chosen.
 */
export function AlertLanguage({ me }: { me: TSessionUser }) {
  const queryClient = useQueryClient();
  const auth = useAuth();
  const choose = useMutation({
    mutationFn: (language: Lang) => saveMe({ language }),
    onSuccess: (answer) => {
      queryClient.setQueryData(accountKeys.me, answer.data);
      auth.retry();
      toastSuccess(`Your alert texts will now be in ${LANGUAGES[answer.data.language].english}.`);
    },
  });
  const value = choose.isPending && choose.variables ? choose.variables : me.language;
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="texts-title">
      <Stack gap="sm">
        <Title order={2} fz="lg" id="texts-title">
          Alert texts
        </Title>
        <Select
          label="Language of my alert texts"
          description="The SMS you get when someone alerts you, or when you are someone's emergency contact."
          data={OPTIONS}
          value={value}
          allowDeselect={false}
          disabled={choose.isPending}
          onChange={(v) => v && v !== me.language && choose.mutate(v as Lang)}
        />
        <Text size="sm" c="dimmed">
          Texts in English fit one SMS when the names allow; other scripts take a few more.
        </Text>
        {choose.error ? <FormAlert>{messageWithWait(choose.error)}</FormAlert> : null}
      </Stack>
    </Paper>
  );
}
