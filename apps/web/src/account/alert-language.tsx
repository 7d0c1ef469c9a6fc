import { Paper, Select, Stack, Text, Title } from '@mantine/core';
import { LANGS, LANGUAGES, type Lang, type TSessionUser } from '@safesathi/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../i18n/error-text';
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
  const say = useErrorText();
  const queryClient = useQueryClient();
  const auth = useAuth();
  const { t, i18n } = useTranslation();
  const choose = useMutation({
    mutationFn: (language: Lang) => saveMe({ language }),
    onSuccess: (answer) => {
      queryClient.setQueryData(accountKeys.me, answer.data);
      auth.retry();
      // The language named as the page's reader knows it: "Hindi" in English, "हिन्दी" elsewhere.
      const chosen = LANGUAGES[answer.data.language];
      toastSuccess(
        t('profile:texts.saved', { language: i18n.resolvedLanguage === 'en' ? chosen.english : chosen.name }),
      );
    },
  });
  const value = choose.isPending && choose.variables ? choose.variables : me.language;
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="texts-title">
      <Stack gap="sm">
        <Title order={2} fz="lg" id="texts-title">
          {t('profile:texts.title')}
        </Title>
        <Select
          label={t('profile:texts.label')}
          description={t('profile:texts.help')}
          data={OPTIONS}
          value={value}
          allowDeselect={false}
          disabled={choose.isPending}
          onChange={(v) => v && v !== me.language && choose.mutate(v as Lang)}
        />
        <Text size="sm" c="dimmed">
          {t('profile:texts.note')}
        </Text>
        {choose.error ? <FormAlert>{say(choose.error)}</FormAlert> : null}
      </Stack>
    </Paper>
  );
}
