import { Paper, Select, Stack, Text, Title } from '@mantine/core';
import { PAGE_FLAGS, type PageSlug } from '@safesathi/contract';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../lib/auth';
import { askDiscard } from '../../ui/unsaved-changes';
import { PageTitle } from '../common/page-header';
import { useAdminDocumentTitle } from '../page-title';
import { PageEditor } from './page-editor';
import { SectionsSection } from './sections-form';
import { SiteSettingsSection } from './site-settings-form';

const pageLabels = (t: TFunction): Record<PageSlug, string> => ({
  about: t('adminWebsite:page.about'),
  contact: t('adminWebsite:page.contact'),
  'privacy-policy': t('adminWebsite:page.privacy'),
  'shipping-policy': t('adminWebsite:page.shipping'),
  'refund-policy': t('adminWebsite:page.refund'),
  'terms-and-conditions': t('adminWebsite:page.terms'),
});

/** Website: the home page's sections and the site's contacts and links (editContactUs), and the page texts each admin may edit (a flag per page). */
export function WebsitePage() {
  const { t } = useTranslation();
  const labels = pageLabels(t);
  useAdminDocumentTitle(t('adminWebsite:title'));
  const auth = useAuth();
  const editable = (Object.keys(PAGE_FLAGS) as PageSlug[]).filter((slug) => auth.can(PAGE_FLAGS[slug]));
  const [slug, setSlug] = useState<PageSlug | null>(editable[0] ?? null);
  const current = slug && editable.includes(slug) ? slug : (editable[0] ?? null);
  // Another page in the editor drops the changes to this one: asked first.
  const [editing, setEditing] = useState(false);

  return (
    <Stack gap="lg">
      <div>
        <PageTitle>{t('adminWebsite:title')}</PageTitle>
        <Text c="dimmed" mt={4}>
          {t('adminWebsite:intro')}
        </Text>
      </div>

      {auth.can('editContactUs') ? <SectionsSection /> : null}
      {auth.can('editContactUs') ? <SiteSettingsSection /> : null}
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="pages-title">
        <Stack gap="md">
          <Title order={2} fz="lg" id="pages-title">
            {t('adminWebsite:pageTexts')}
          </Title>
          <Select
            label={t('adminWebsite:pageLabel')}
            data={editable.map((s) => ({ value: s, label: labels[s] }))}
            value={current}
            onChange={(value) => {
              const open = () => {
                setEditing(false);
                setSlug(value as PageSlug);
              };
              if (editing) askDiscard(open);
              else open();
            }}
            allowDeselect={false}
            maw={320}
          />
          {current ? <PageEditor key={current} slug={current} onDirtyChange={setEditing} /> : null}
        </Stack>
      </Paper>
    </Stack>
  );
}
