import { Button, Group, Paper, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { SOCIAL_NETWORKS, type TSiteSettings, type TSiteSettingsRequest } from '@safesathi/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { ApiError, api, messageWithWait } from '../../lib/api';
import { fetchSiteSettings, publicKeys } from '../../site/public-api';
import { FormAlert } from '../../ui/form-alert';
import { LoadError, SectionLoader } from '../../ui/list-states';

const SOCIAL_LABELS: Record<(typeof SOCIAL_NETWORKS)[number], string> = {
  facebook: 'Facebook page',
  instagram: 'Instagram profile',
  x: 'X (Twitter) profile',
  youtube: 'YouTube channel',
  linkedin: 'LinkedIn page',
};

type Values = {
  supportEmail: string;
  supportPhone: string;
  whatsapp: string;
  appStoreUrl: string;
  playStoreUrl: string;
} & Record<`social.${(typeof SOCIAL_NETWORKS)[number]}`, string>;

function toValues(s: TSiteSettings): Values {
  const values = {
    supportEmail: s.supportEmail,
    supportPhone: s.supportPhone ?? '',
    whatsapp: s.whatsapp ?? '',
    appStoreUrl: s.appStoreUrl ?? '',
    playStoreUrl: s.playStoreUrl ?? '',
  } as Values;
  for (const n of SOCIAL_NETWORKS) values[`social.${n}`] = s.social?.[n] ?? '';
  return values;
}

const URL_RE = /^https?:\/\/[^\s.]+\.[^\s]+$/i;
const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function validate(v: Values): Partial<Record<keyof Values, string>> {
  const e: Partial<Record<keyof Values, string>> = {};
  if (!v.supportEmail.trim()) e.supportEmail = 'Enter the support e-mail address';
  else if (!EMAIL_RE.test(v.supportEmail.trim())) e.supportEmail = 'Enter a valid e-mail address';
  for (const key of ['supportPhone', 'whatsapp'] as const) {
    const digits = v[key].replace(/\D/g, '');
    if (v[key].trim() && (digits.length < 10 || digits.length > 15))
      e[key] = 'Enter 10 to 15 digits, with the country code for numbers outside India';
    else if (v[key].length > 40) e[key] = 'Keep it under 40 characters';
  }
  const urls: (keyof Values)[] = ['appStoreUrl', 'playStoreUrl', ...SOCIAL_NETWORKS.map((n) => `social.${n}` as const)];
  for (const key of urls)
    if (v[key].trim() && !URL_RE.test(v[key].trim())) e[key] = 'Enter a full web address (https://…)';
  return e;
}

function serverErrors(error: unknown): Partial<Record<keyof Values, string>> {
  if (!(error instanceof ApiError)) return {};
  const out: Record<string, string> = {};
  for (const x of error.errors)
    out[
      String(x.path ?? '')
        .replace(/^body[./]/, '')
        .replace('/', '.')
    ] ??= x.message;
  return out as Partial<Record<keyof Values, string>>;
}

function SettingsForm({ settings }: { settings: TSiteSettings }) {
  const queryClient = useQueryClient();
  const [values, setValues] = useState<Values>(() => toValues(settings));
  const [errors, setErrors] = useState<Partial<Record<keyof Values, string>>>({});

  const save = useMutation({
    mutationFn: (v: Values) => {
      const body: TSiteSettingsRequest = {
        supportEmail: v.supportEmail.trim(),
        supportPhone: v.supportPhone.trim(),
        whatsapp: v.whatsapp.trim(),
        appStoreUrl: v.appStoreUrl.trim(),
        playStoreUrl: v.playStoreUrl.trim(),
        social: Object.fromEntries(SOCIAL_NETWORKS.map((n) => [n, v[`social.${n}`].trim()])),
      };
      return api.put<{ message: string; data: TSiteSettings }>('/api/settings', body);
    },
    onSuccess: (answer) => {
      queryClient.setQueryData(publicKeys.settings, answer.data);
      setValues(toValues(answer.data));
      notifications.show({ color: 'green', message: 'Website settings saved.' });
    },
    onError: (error) => setErrors(serverErrors(error)),
  });

  const field = (key: keyof Values, label: string, extra: Record<string, unknown> = {}) => (
    <TextInput
      label={label}
      name={key}
      value={values[key]}
      onChange={(e) => {
        const value = e.currentTarget.value;
        setValues((v) => ({ ...v, [key]: value }));
        setErrors((x) => ({ ...x, [key]: undefined }));
      }}
      error={errors[key]}
      {...extra}
    />
  );

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (save.isPending) return;
    const found = validate(values);
    setErrors(found);
    const first = Object.keys(found)[0];
    if (first) return event.currentTarget.querySelector<HTMLInputElement>(`[name="${first}"]`)?.focus();
    save.mutate(values);
  };
  const fieldHandled = Object.values(errors).some(Boolean);

  return (
    <form noValidate onSubmit={submit} aria-labelledby="settings-title">
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          {field('supportEmail', 'Support e-mail', {
            required: true,
            type: 'email',
            description: 'Shown in the footer and the policies',
          })}
          {field('supportPhone', '24/7 support number', {
            description: 'Shown in the footer; empty hides it',
            inputMode: 'tel',
          })}
          {field('whatsapp', 'WhatsApp number', {
            description: 'The top bar’s Send Message opens a chat with it (else the support number)',
            inputMode: 'tel',
          })}
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          {field('appStoreUrl', 'App Store link', { placeholder: 'https://apps.apple.com/…' })}
          {field('playStoreUrl', 'Google Play link', { placeholder: 'https://play.google.com/store/apps/…' })}
        </SimpleGrid>
        <Text fw={600} size="sm">
          Social profiles (shown in the footer; leave empty to hide)
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          {SOCIAL_NETWORKS.map((n) => (
            <div key={n}>{field(`social.${n}`, SOCIAL_LABELS[n], { placeholder: 'https://…' })}</div>
          ))}
        </SimpleGrid>
        {save.error && !fieldHandled ? <FormAlert>{messageWithWait(save.error)}</FormAlert> : null}
        <Group>
          <Button type="submit" loading={save.isPending}>
            Save settings
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Support contacts, app links and social links used by the public website (PUT /api/settings, editContactUs). */
export function SiteSettingsSection() {
  const settings = useQuery({ queryKey: publicKeys.settings, queryFn: ({ signal }) => fetchSiteSettings(signal) });
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} component="section">
      <Stack gap="md">
        <Title order={2} fz="lg" id="settings-title">
          Contact and links
        </Title>
        {settings.isError ? (
          <LoadError error={settings.error} what="the settings" onRetry={() => void settings.refetch()} />
        ) : settings.isPending ? (
          <SectionLoader label="Loading the settings…" />
        ) : (
          <SettingsForm key={settings.dataUpdatedAt} settings={settings.data} />
        )}
      </Stack>
    </Paper>
  );
}
