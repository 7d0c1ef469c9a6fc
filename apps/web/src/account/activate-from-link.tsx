import { Anchor, Paper, Stack, Text, Title } from '@mantine/core';
import type { TVehicle } from '@safesathi/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { FormAlert } from '../ui/form-alert';
import { ActivateTagForm } from './tags-activate-form';
import { AddVehicleForm } from './tags-add-vehicle';

/**
 * /account/vehicles?activate=<code>: where an unlinked tag's "This is my tag" lands (after
 * signing in). The code is filled in; with no vehicle yet, the customer adds one first.
 */
export function ActivateFromLink({ vehicles }: { vehicles: TVehicle[] }) {
  const { t } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const code = search.get('activate')?.trim().toUpperCase() ?? '';
  const [done, setDone] = useState<string | null>(null);

  if (done)
    return (
      <FormAlert tone="success" title={t('account:activate.done', { code: done })}>
        {t('account:activateLink.doneText')}{' '}
        <Anchor href={`/${encodeURIComponent(done)}`} fw={600}>
          {t('account:activateLink.seePage')}
        </Anchor>
      </FormAlert>
    );
  if (!code) return null;
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="activate-link-title">
      <Stack gap="sm">
        <Title order={2} fz="lg" id="activate-link-title">
          {t('account:activateLink.title', { code })}
        </Title>
        {vehicles.length === 0 ? (
          <>
            <Text size="sm">{t('account:activateLink.addFirst')}</Text>
            <AddVehicleForm />
          </>
        ) : (
          <ActivateTagForm
            vehicles={vehicles}
            initialCode={code}
            onActivated={(activated) => {
              setDone(activated);
              search.delete('activate');
              setSearch(search, { replace: true });
            }}
          />
        )}
      </Stack>
    </Paper>
  );
}
