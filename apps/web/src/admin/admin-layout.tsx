import { AppShell, Avatar, Box, Burger, Button, Group, NavLink, ScrollArea, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { formatIndianMobile } from '@safesathi/contract';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { prefetchScreens } from '../app/prefetch';
import { APP_NAME } from '../config';
import { useAuth } from '../lib/auth';
import { toastSuccess } from '../lib/toast';
import { useCurrency } from '../site/public-api';
import { Brand } from '../ui/brand';
import { IconLogout } from '../ui/icons';
import { CommandPalette } from './command-palette';
import { HeaderSearch } from './header-search';
import { AdminLanguageSwitcher, AdminTranslations } from './i18n/admin-translations';
import { useScreenText } from './i18n/screen-text';
import { ADMIN_NAV, isNavItemActive, type NavItem, visibleNav } from './nav';
import { NotificationBell } from './notification-bell';
import { ScreenGate } from './screen-gate';
import { screenPath } from './screen-paths';

function initials(name: string | undefined): string {
  const parts = (name ?? '').trim().split(/\s+/).filter(Boolean);
  return (
    parts
      .slice(0, 2)
      .map((p) => p[0]?.toUpperCase())
      .join('') || 'A'
  ).slice(0, 2);
}

function NavEntry({ item, pathname }: { item: NavItem; pathname: string }) {
  const text = useScreenText();
  const label = text.menu(item.screen);
  if (item.children) {
    const childActive = item.children.some((child) => isNavItemActive(child, pathname));
    return (
      <NavLink
        label={label}
        leftSection={item.icon}
        defaultOpened={childActive}
        active={childActive}
        variant="subtle"
        childrenOffset={34}
      >
        {item.children.map((child) => (
          <NavEntry key={child.to} item={child} pathname={pathname} />
        ))}
      </NavLink>
    );
  }
  const active = isNavItemActive(item, pathname);
  // A pointer on the entry (or the keyboard's focus) starts loading the screen's files, so the
  // click waits for little more than its data (docs/decisions/0051-back-office-load.md).
  const prefetch = () => prefetchScreens([item.to]);
  return (
    <NavLink
      component={Link}
      to={item.to}
      onMouseEnter={prefetch}
      onFocus={prefetch}
      label={label}
      leftSection={item.icon}
      active={active}
      aria-current={active ? 'page' : undefined}
      variant="light"
    />
  );
}

/**
 * The back-office frame (docs/product.md §2): header with product name, search, language and bell;
 * side menu; sign-out. In the back office's own language (docs/decisions/0080-back-office-in-hindi.md).
 */
export function AdminLayout({ children }: { children?: ReactNode }) {
  return (
    <AdminTranslations>
      <AdminFrame>{children}</AdminFrame>
    </AdminTranslations>
  );
}

function AdminFrame({ children }: { children?: ReactNode }) {
  const { t } = useTranslation();
  const auth = useAuth();
  const { pathname } = useLocation();
  const [opened, { toggle, close }] = useDisclosure(false);
  const [signingOut, setSigningOut] = useState(false);
  const nav = visibleNav(ADMIN_NAV, auth.can, auth.user?.isSuperAdmin === true);
  // The server's CURRENCY, for every amount the back office shows.
  useCurrency();

  // On phones the menu is a drawer: close it once a destination is chosen.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on navigation on purpose
  useEffect(() => close(), [pathname, close]);

  const signOut = async () => {
    setSigningOut(true);
    await auth.signOut();
    toastSuccess(t('admin:layout.signedOut'));
  };

  return (
    <AppShell
      header={{ height: 60 }}
      navbar={{ width: { sm: 240, lg: 264 }, breakpoint: 'sm', collapsed: { mobile: !opened } }}
      padding={{ base: 'sm', sm: 'lg' }}
      bg="gray.0"
    >
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap" gap="sm">
          <Group gap="sm" wrap="nowrap">
            <Burger
              opened={opened}
              onClick={toggle}
              hiddenFrom="sm"
              size="sm"
              aria-label={opened ? t('admin:layout.closeMenu') : t('admin:layout.openMenu')}
            />
            <Brand to={screenPath('orders')} size="md" />
          </Group>
          <Group gap="xs" wrap="nowrap">
            <HeaderSearch />
            <AdminLanguageSwitcher />
            <CommandPalette />
            <NotificationBell />
          </Group>
        </Group>
      </AppShell.Header>

      <AppShell.Navbar p="sm" aria-label={t('admin:layout.navLabel', { app: APP_NAME })}>
        <AppShell.Section grow component={ScrollArea} type="scroll">
          <Stack component="nav" gap={2} aria-label={t('admin:layout.nav')}>
            {nav.map((item) => (
              <NavEntry key={item.to} item={item} pathname={pathname} />
            ))}
            {nav.length === 0 ? (
              <Text size="sm" c="dimmed" p="sm">
                {t('admin:layout.noScreens')}
              </Text>
            ) : null}
          </Stack>
        </AppShell.Section>
        <AppShell.Section pt="sm" style={{ borderTop: '1px solid var(--mantine-color-gray-2)' }}>
          <Group gap="sm" wrap="nowrap" mb="sm" px={4}>
            <Avatar color="sathi" radius="xl" size={36} aria-hidden>
              {initials(auth.user?.name)}
            </Avatar>
            <Box style={{ minWidth: 0 }}>
              <Text size="sm" fw={600} truncate>
                {auth.user?.name || t('admin:layout.admin')}
              </Text>
              <Text size="xs" c="dimmed" truncate>
                {auth.user?.isSuperAdmin ? t('admin:layout.superAdmin') : t('admin:layout.admin')}
                {auth.user?.phone ? ` · ${formatIndianMobile(auth.user.phone, auth.user.countryCode)}` : ''}
              </Text>
            </Box>
          </Group>
          <Button
            fullWidth
            variant="default"
            leftSection={<IconLogout size={16} />}
            onClick={signOut}
            loading={signingOut}
          >
            {t('admin:layout.signOut')}
          </Button>
        </AppShell.Section>
      </AppShell.Navbar>

      <AppShell.Main>
        <Box maw={1280} mx="auto">
          {children ?? <ScreenGate />}
        </Box>
      </AppShell.Main>
    </AppShell>
  );
}
