import { Button, Group, Paper, Stack, Switch, Text, Title } from '@mantine/core';
import { LANDING_SECTIONS, type LandingSection, type TSiteSettings } from '@safesathi/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../lib/api';
import { toastSuccess } from '../../lib/toast';
import { fetchSiteSettings, publicKeys } from '../../site/public-api';
import { FormAlert } from '../../ui/form-alert';
import { LoadError, SectionLoader } from '../../ui/list-states';
import { useUnsavedChanges } from '../../ui/unsaved-changes';
import { saveSiteSettings } from '../settings/settings-api';

const sectionLabels = (t: TFunction): Record<LandingSection, string> => ({
  shop: t('adminWebsite:sections.shop'),
  highlights: t('adminWebsite:sections.highlights'),
  about: t('adminWebsite:sections.about'),
  features: t('adminWebsite:sections.features'),
  blood: t('adminWebsite:sections.blood'),
  distributor: t('adminWebsite:sections.distributor'),
  faqs: t('adminWebsite:sections.faqs'),
  contact: t('adminWebsite:sections.contact'),
});

function SectionsForm({ settings }: { settings: TSiteSettings }) {
  const { t } = useTranslation();
  const labels = sectionLabels(t);
  const queryClient = useQueryClient();
  const [hidden, setHidden] = useState<LandingSection[]>(settings.hiddenSections);
  const dirty = hidden.join() !== settings.hiddenSections.join();
  useUnsavedChanges(dirty);

  const save = useMutation({
    mutationFn: (hiddenSections: LandingSection[]) => saveSiteSettings({ hiddenSections }),
    onSuccess: (answer) => {
      queryClient.setQueryData(publicKeys.settings, answer.data);
      toastSuccess(t('adminWebsite:sections.saved'));
    },
  });
  const toggle = (section: LandingSection, shown: boolean) =>
    setHidden((list) => LANDING_SECTIONS.filter((s) => (s === section ? !shown : list.includes(s))));

  return (
    <form
      noValidate
      aria-labelledby="sections-title"
      onSubmit={(event) => {
        event.preventDefault();
        if (!save.isPending) save.mutate(hidden);
      }}
    >
      <Stack gap="sm">
        {LANDING_SECTIONS.map((section) => (
          <Switch
            key={section}
            name={section}
            label={labels[section]}
            checked={!hidden.includes(section)}
            onChange={(event) => toggle(section, event.currentTarget.checked)}
          />
        ))}
        {save.isError ? (
          <FormAlert>{t('adminWebsite:sections.failed', { reason: errorMessage(save.error) })}</FormAlert>
        ) : null}
        <Group>
          <Button type="submit" loading={save.isPending} disabled={!dirty}>
            {t('adminWebsite:sections.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/**
 * The home page's sections, each switched on or off (PUT /api/settings `hiddenSections`,
 * editContactUs): a section for a feature not offered here can be left out. The hero, the top bar
 * and the footer always show.
 */
export function SectionsSection() {
  const { t } = useTranslation();
  const settings = useQuery({ queryKey: publicKeys.settings, queryFn: ({ signal }) => fetchSiteSettings(signal) });
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} component="section">
      <Stack gap="md">
        <div>
          <Title order={2} fz="lg" id="sections-title">
            {t('adminWebsite:sections.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('adminWebsite:sections.intro')}
          </Text>
        </div>
        {settings.isError ? (
          <LoadError
            error={settings.error}
            title={t('adminWebsite:sections.loadError')}
            retryLabel={t('adminWebsite:tryAgain')}
            onRetry={() => void settings.refetch()}
          />
        ) : settings.isPending ? (
          <SectionLoader label={t('adminWebsite:sections.loading')} />
        ) : (
          <SectionsForm key={settings.dataUpdatedAt} settings={settings.data} />
        )}
      </Stack>
    </Paper>
  );
}
