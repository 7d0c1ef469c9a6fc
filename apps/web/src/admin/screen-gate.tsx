import { Stack } from '@mantine/core';
import { Outlet, useMatches } from 'react-router';
import { useAuth } from '../lib/auth';
import { EmptyState, NoAccess } from '../ui/list-states';
import { PageTitle } from './common/page-header';
import { useAdminDocumentTitle } from './page-title';
import { type AdminHandle, type AdminScreen, mayOpen } from './screen-model';

/**
 * The one access check of the back office's screens (admin/screens.ts): the page when this admin may
 * open it, else its name and what it needs. Parts of a page that need more flags check those
 * themselves.
 */
export function ScreenGate() {
  const auth = useAuth();
  const matches = useMatches();
  const screen = (matches.at(-1)?.handle as Partial<AdminHandle> | undefined)?.screen;
  if (!screen || mayOpen(screen, auth.can, auth.user?.isSuperAdmin === true)) return <Outlet />;
  return <Refusal screen={screen} />;
}

function Refusal({ screen }: { screen: AdminScreen }) {
  useAdminDocumentTitle(screen.title);
  return (
    <Stack gap="lg">
      <PageTitle>{screen.title}</PageTitle>
      {screen.access === 'superAdmin' ? (
        <EmptyState title={`Only the super admin can see the ${screen.title.toLowerCase()}`} />
      ) : (
        <NoAccess what={screen.refusal?.what ?? screen.title} flags={screen.refusal?.flags ?? screen.access} />
      )}
    </Stack>
  );
}
