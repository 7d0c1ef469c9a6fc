import { Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { formatIndianMobile } from '@safesathi/contract';
import { useTranslation } from 'react-i18next';
import { APP_NAME } from '../config';
import { useTranslatedScreen } from '../i18n/i18n';
import { useAuth } from '../lib/auth';
import { AlertsSection } from './alerts-section';
import { NeedsAttention } from './needs-attention';
import { TagsSection } from './tags-section';

/** /account: the alerts about my vehicles and my tags; profile, contacts, vehicles and orders have their own pages. */
export function AccountPage() {
  const { user } = useAuth();
  const { t } = useTranslation();
  useTranslatedScreen();
  useDocumentTitle(t('account:home.pageTitle', { app: APP_NAME }));
  if (!user) return null;
  return (
    <Stack gap="lg">
      <div>
        <Title order={1} fz={{ base: 24, sm: 30 }}>
          {t('account:home.welcome', { name: user.name })}
        </Title>
        <Text c="dimmed" mt={4}>
          {t('account:home.signedInWith')}{' '}
          <Text span fw={600} c="dark.6" dir="ltr">
            {formatIndianMobile(user.phone, user.countryCode)}
          </Text>
        </Text>
      </div>
      <NeedsAttention />
      <AlertsSection />
      <TagsSection userId={user._id} />
    </Stack>
  );
}
