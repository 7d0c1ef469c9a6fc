import { Button, Group, Paper, Stack, Switch, Text, Title } from '@mantine/core';
import { LANDING_SECTION_LABELS, LANDING_SECTIONS, type LandingSection, type TSiteSettings } from '@safesathi/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { errorMessage } from '../../lib/api';
import { toastSuccess } from '../../lib/toast';
import { fetchSiteSettings, publicKeys } from '../../site/public-api';
import { FormAlert } from '../../ui/form-alert';
import { LoadError, SectionLoader } from '../../ui/list-states';
import { useUnsavedChanges } from '../../ui/unsaved-changes';
import { saveSiteSettings } from '../settings/settings-api';

function SectionsForm({ settings }: { settings: TSiteSettings }) {
  const queryClient = useQueryClient();
  const [hidden, setHidden] = useState<LandingSection[]>(settings.hiddenSections);
  const dirty = hidden.join() !== settings.hiddenSections.join();
  useUnsavedChanges(dirty);

  const save = useMutation({
    mutationFn: (hiddenSections: LandingSection[]) => saveSiteSettings({ hiddenSections }),
    onSuccess: (answer) => {
      queryClient.setQueryData(publicKeys.settings, answer.data);
      toastSuccess('Sections saved. The home page shows them so now.');
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
            label={LANDING_SECTION_LABELS[section]}
            checked={!hidden.includes(section)}
            onChange={(event) => toggle(section, event.currentTarget.checked)}
          />
        ))}
        {save.isError ? <FormAlert>The sections were not saved: {errorMessage(save.error)}</FormAlert> : null}
        <Group>
          <Button type="submit" loading={save.isPending} disabled={!dirty}>
            Save sections
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
  const settings = useQuery({ queryKey: publicKeys.settings, queryFn: ({ signal }) => fetchSiteSettings(signal) });
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} component="section">
      <Stack gap="md">
        <div>
          <Title order={2} fz="lg" id="sections-title">
            Home page sections
          </Title>
          <Text size="sm" c="dimmed">
            Switch a section off to leave it out of the home page and its menu.
          </Text>
        </div>
        {settings.isError ? (
          <LoadError error={settings.error} what="the sections" onRetry={() => void settings.refetch()} />
        ) : settings.isPending ? (
          <SectionLoader label="Loading the sections…" />
        ) : (
          <SectionsForm key={settings.dataUpdatedAt} settings={settings.data} />
        )}
      </Stack>
    </Paper>
  );
}
