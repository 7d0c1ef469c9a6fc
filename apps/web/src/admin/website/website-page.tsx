import { Paper, Select, Stack, Text, Title } from '@mantine/core';
import { PAGE_FLAGS, type PageSlug } from '@safesathi/contract';
import { useState } from 'react';
import { useAuth } from '../../lib/auth';
import { askDiscard } from '../../ui/unsaved-changes';
import { PageTitle } from '../common/page-header';
import { useAdminDocumentTitle } from '../page-title';
import { PageEditor } from './page-editor';
import { SectionsSection } from './sections-form';
import { SiteSettingsSection } from './site-settings-form';

export const PAGE_LABELS: Record<PageSlug, string> = {
  about: 'About us',
  contact: 'Contact us',
  'privacy-policy': 'Privacy policy',
  'shipping-policy': 'Shipping policy',
  'refund-policy': 'Refund policy',
  'terms-and-conditions': 'Terms and conditions',
};

/** Website: the home page's sections and the site's contacts and links (editContactUs), and the page texts each admin may edit (a flag per page). */
export function WebsitePage() {
  useAdminDocumentTitle('Website');
  const auth = useAuth();
  const editable = (Object.keys(PAGE_FLAGS) as PageSlug[]).filter((slug) => auth.can(PAGE_FLAGS[slug]));
  const [slug, setSlug] = useState<PageSlug | null>(editable[0] ?? null);
  const current = slug && editable.includes(slug) ? slug : (editable[0] ?? null);
  // Another page in the editor drops the changes to this one: asked first.
  const [editing, setEditing] = useState(false);

  return (
    <Stack gap="lg">
      <div>
        <PageTitle>Website</PageTitle>
        <Text c="dimmed" mt={4}>
          The home page’s sections, the texts of the public pages, and the contact details and links the website shows.
        </Text>
      </div>

      {auth.can('editContactUs') ? <SectionsSection /> : null}
      {auth.can('editContactUs') ? <SiteSettingsSection /> : null}
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="pages-title">
        <Stack gap="md">
          <Title order={2} fz="lg" id="pages-title">
            Page texts
          </Title>
          <Select
            label="Page"
            data={editable.map((s) => ({ value: s, label: PAGE_LABELS[s] }))}
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
