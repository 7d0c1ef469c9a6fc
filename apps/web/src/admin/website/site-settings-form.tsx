import { Button, Group, Paper, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { SOCIAL_NETWORKS, type TSiteSettings, ZSiteSettingsRequest } from '@safesathi/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { ApiBody } from '../../lib/api';
import { toastSuccess } from '../../lib/toast';
import { useSchemaForm } from '../../lib/use-schema-form';
import { fetchSiteSettings, publicKeys } from '../../site/public-api';
import { LoadError, SectionLoader } from '../../ui/list-states';
import { useUnsavedChanges } from '../../ui/unsaved-changes';
import { saveSiteSettings } from '../settings/settings-api';

const socialLabels = (t: TFunction): Record<(typeof SOCIAL_NETWORKS)[number], string> => ({
  facebook: t('adminWebsite:settings.facebook'),
  instagram: t('adminWebsite:settings.instagram'),
  x: t('adminWebsite:settings.x'),
  youtube: t('adminWebsite:settings.youtube'),
  linkedin: t('adminWebsite:settings.linkedin'),
});

type Social = (typeof SOCIAL_NETWORKS)[number];
type Values = {
  supportEmail: string;
  supportPhone: string;
  whatsapp: string;
  social: Record<Social, string>;
};

const SETTINGS = ZSiteSettingsRequest.pick({
  supportEmail: true,
  supportPhone: true,
  whatsapp: true,
  social: true,
});

function toValues(s: TSiteSettings): Values {
  return {
    supportEmail: s.supportEmail,
    supportPhone: s.supportPhone ?? '',
    whatsapp: s.whatsapp ?? '',
    social: Object.fromEntries(SOCIAL_NETWORKS.map((n) => [n, s.social?.[n] ?? ''])) as Record<Social, string>,
  };
}

/** Beyond the server's length limit: a number people can dial (10 to 15 digits). */
function phoneRules(v: Values, t: TFunction) {
  const dialable = (value: string) => {
    const digits = value.replace(/\D/g, '');
    return !value.trim() || (digits.length >= 10 && digits.length <= 15) ? null : t('adminWebsite:settings.phoneRule');
  };
  return { supportPhone: dialable(v.supportPhone), whatsapp: dialable(v.whatsapp) };
}

function SettingsForm({ settings }: { settings: TSiteSettings }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const form = useSchemaForm<Values>({
    schema: SETTINGS,
    rules: (v) => phoneRules(v, t),
    initialValues: toValues(settings),
  });
  const social = socialLabels(t);
  useUnsavedChanges(form.isDirty());

  const save = useMutation({
    mutationFn: (v: Values) => {
      const body: ApiBody<'put', '/api/settings'> = {
        supportEmail: v.supportEmail.trim(),
        supportPhone: v.supportPhone.trim(),
        whatsapp: v.whatsapp.trim(),
        social: Object.fromEntries(SOCIAL_NETWORKS.map((n) => [n, v.social[n].trim()])),
      };
      return saveSiteSettings(body);
    },
    onSuccess: (answer) => {
      form.saved(toValues(answer.data));
      queryClient.setQueryData(publicKeys.settings, answer.data);
      toastSuccess(t('adminWebsite:settings.saved'));
    },
    onError: (error) => form.fail(error, { title: t('adminWebsite:settings.failed') }),
  });

  const field = (key: string, label: string, extra: Record<string, unknown> = {}) => (
    <TextInput label={label} name={key} {...form.getInputProps(key)} {...extra} />
  );

  return (
    <form
      noValidate
      onSubmit={form.submit((values) => {
        if (!save.isPending) save.mutate(values);
      })}
      aria-labelledby="settings-title"
    >
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          {field('supportEmail', t('adminWebsite:settings.email'), {
            required: true,
            type: 'email',
            description: t('adminWebsite:settings.emailHint'),
          })}
          {field('supportPhone', t('adminWebsite:settings.phone'), {
            description: t('adminWebsite:settings.phoneHint'),
            inputMode: 'tel',
          })}
          {field('whatsapp', t('adminWebsite:settings.whatsapp'), {
            description: t('adminWebsite:settings.whatsappHint'),
            inputMode: 'tel',
          })}
        </SimpleGrid>
        <Text fw={600} size="sm">
          {t('adminWebsite:settings.social')}
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          {SOCIAL_NETWORKS.map((n) => (
            <div key={n}>{field(`social.${n}`, social[n], { placeholder: 'https://…' })}</div>
          ))}
        </SimpleGrid>
        <Group>
          <Button type="submit" loading={save.isPending}>
            {t('adminWebsite:settings.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/**
 * Support contacts and social links used by the public website (PUT /api/settings, editContactUs).
 * The store links stay in the API but are not offered here: there is no app to link to yet (ADR 0050).
 */
export function SiteSettingsSection() {
  const { t } = useTranslation();
  const settings = useQuery({ queryKey: publicKeys.settings, queryFn: ({ signal }) => fetchSiteSettings(signal) });
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} component="section">
      <Stack gap="md">
        <Title order={2} fz="lg" id="settings-title">
          {t('adminWebsite:settings.title')}
        </Title>
        {settings.isError ? (
          <LoadError
            error={settings.error}
            title={t('adminWebsite:settings.loadError')}
            retryLabel={t('adminWebsite:tryAgain')}
            onRetry={() => void settings.refetch()}
          />
        ) : settings.isPending ? (
          <SectionLoader label={t('adminWebsite:settings.loading')} />
        ) : (
          <SettingsForm key={settings.dataUpdatedAt} settings={settings.data} />
        )}
      </Stack>
    </Paper>
  );
}
