import { Anchor, Box, Button, Container, Group, Text } from '@mantine/core';
import type { Lang } from '@safesathi/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet } from 'react-router';
import { errorText, TranslatedErrors } from '../i18n/error-text';
import { currentLanguage } from '../i18n/i18n';
import { LanguageSwitcher } from '../i18n/language-switcher';
import { useAuth } from '../lib/auth';
import { registerOwnerApp } from '../lib/owner-app';
import { toastFailure, toastSuccess } from '../lib/toast';
import { useCurrency } from '../site/public-api';
import { Brand } from '../ui/brand';
import { IconLogout } from '../ui/icons';
import { accountKeys, fetchMe, saveMe } from './account-api';
import { AccountNav } from './account-nav';

/** The customer's area: a light header with the way home and to the shop, their name and sign-out; the page below. */
export function AccountLayout() {
  const auth = useAuth();
  const { t, i18n } = useTranslation();
  // The server's CURRENCY, for every amount on these pages (public pages read it in their header).
  useCurrency();
  const [signingOut, setSigningOut] = useState(false);
  // The account is the owner's app: installable, and readable offline from its last copy, which
  // includes the profile (the sign-in check cannot be answered from a copy; the profile can).
  useEffect(registerOwnerApp, []);
  useQuery({ queryKey: accountKeys.me, queryFn: ({ signal }) => fetchMe(signal), enabled: !auth.savedCopy });

  const client = useQueryClient();
  // The language picked here is the account's: its texts follow, and so does the web app elsewhere.
  const saveLanguage = (language: Lang) =>
    saveMe({ language }).then(
      () => client.invalidateQueries({ queryKey: accountKeys.me }),
      (error: unknown) =>
        toastFailure(error, t('account:layout.languageNotSaved'), (e) => errorText(t, e, currentLanguage())),
    );

  const signOut = async () => {
    setSigningOut(true);
    await auth.signOut();
    toastSuccess(t('account:layout.signedOut'));
  };

  return (
    <Box mih="100dvh" bg="gray.0">
      {/* Header and menu speak the chosen language on every account page, translated or not yet. */}
      <Box
        component="header"
        lang={i18n.resolvedLanguage}
        bg="white"
        style={{ borderBottom: '1px solid var(--mantine-color-gray-2)' }}
      >
        <Container size="md" py="sm">
          <Group justify="space-between" wrap="nowrap" gap="sm">
            <Brand to="/account" size="md" />
            <Group gap="sm" wrap="nowrap">
              <Group component="nav" aria-label={t('account:layout.website')} gap="sm" wrap="nowrap">
                <Anchor component={Link} to="/" size="sm" fw={500}>
                  {t('common:home')}
                </Anchor>
                <Anchor component={Link} to="/shop" size="sm" fw={500}>
                  {t('account:layout.shop')}
                </Anchor>
              </Group>
              {auth.user?.usertype === 'Admin' ? (
                <Button component={Link} to="/admin-dashboard" variant="subtle" size="sm" visibleFrom="xs">
                  {t('account:layout.backOffice')}
                </Button>
              ) : null}
              <Text size="sm" fw={500} visibleFrom="sm" truncate maw={200}>
                {auth.user?.name}
              </Text>
              <LanguageSwitcher compact onChosen={saveLanguage} />
              {/* On a phone the icon alone, so that the way home and to the shop fit beside it. */}
              <Button
                variant="default"
                size="sm"
                aria-label={t('account:layout.signOut')}
                px={{ base: 'xs', xs: 'md' }}
                onClick={signOut}
                loading={signingOut}
              >
                <IconLogout size={16} />
                <Box component="span" ml={6} visibleFrom="xs">
                  {t('account:layout.signOut')}
                </Box>
              </Button>
            </Group>
          </Group>
        </Container>
      </Box>
      <Container component="main" size="md" py={{ base: 'lg', sm: 'xl' }}>
        <AccountNav />
        <TranslatedErrors>
          <Outlet />
        </TranslatedErrors>
      </Container>
    </Box>
  );
}
