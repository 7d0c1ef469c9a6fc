import { Box, Button, Group } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';

const PATHS = [
  '/account',
  '/account/profile',
  '/account/contacts',
  '/account/vehicles',
  '/account/papers',
  '/account/orders',
  '/account/blood',
  '/account/blood-requests',
  '/account/groups',
] as const;

/** Each page's name in the page's language (written out, so the lint check finds every key). */
function labelOf(t: TFunction, to: (typeof PATHS)[number]): string {
  switch (to) {
    case '/account':
      return t('account:nav.alertsTags');
    case '/account/profile':
      return t('account:nav.profile');
    case '/account/contacts':
      return t('account:nav.contacts');
    case '/account/vehicles':
      return t('account:nav.vehicles');
    case '/account/papers':
      return t('account:nav.papers');
    case '/account/orders':
      return t('account:nav.orders');
    case '/account/blood':
      return t('account:nav.blood');
    case '/account/blood-requests':
      return t('account:nav.bloodRequests');
    case '/account/groups':
      return t('account:nav.groups');
  }
}

/** The customer's pages, each at its own address; the current one is marked for screen readers too. */
export function AccountNav() {
  const { pathname } = useLocation();
  const { t, i18n } = useTranslation();
  const path = pathname.replace(/\/+$/, '').toLowerCase() || '/account';
  // On a phone the pages wrap onto a second line rather than scroll sideways, where a page's
  // button would be cut at the edge and the ones beyond it hidden.
  return (
    <Box component="nav" aria-label={t('account:nav.label')} lang={i18n.resolvedLanguage} mb="lg">
      <Group gap={6} wrap="wrap">
        {PATHS.map((to) => {
          const current = to === path;
          return (
            <Button
              key={to}
              component={Link}
              to={to}
              size="sm"
              radius="xl"
              variant={current ? 'filled' : 'default'}
              aria-current={current ? 'page' : undefined}
              style={{ flexShrink: 0 }}
            >
              {labelOf(t, to)}
            </Button>
          );
        })}
      </Group>
    </Box>
  );
}
