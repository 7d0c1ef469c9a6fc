import { Stack } from '@mantine/core';
import { permissionList } from '@safesathi/contract';
import { useTranslation } from 'react-i18next';
import { Outlet, useMatches } from 'react-router';
import { useAuth } from '../lib/auth';
import { IconAlert } from '../ui/icons';
import { EmptyState } from '../ui/list-states';
import { PageTitle } from './common/page-header';
import { useScreenText } from './i18n/screen-text';
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
  const { t } = useTranslation();
  const text = useScreenText();
  const title = text.title(screen);
  useAdminDocumentTitle(title);
  return (
    <Stack gap="lg">
      <PageTitle>{title}</PageTitle>
      {screen.access === 'superAdmin' ? (
        <EmptyState title={t('admin:gate.superAdminOnly', { what: text.what(screen) })} />
      ) : (
        <EmptyState
          icon={<IconAlert />}
          title={t('admin:gate.cannotSee', { what: text.what(screen) })}
          text={t('admin:gate.needs', { flags: permissionList(screen.refusal?.flags ?? screen.access) })}
        />
      )}
    </Stack>
  );
}
