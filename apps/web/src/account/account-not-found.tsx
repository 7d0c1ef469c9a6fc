import { useTranslation } from 'react-i18next';
import { useTranslatedScreen } from '../i18n/i18n';
import { StatusPage } from '../ui/status-page';

export function AccountNotFound() {
  const { t } = useTranslation();
  useTranslatedScreen();
  return (
    <StatusPage
      minHeight="50dvh"
      title={t('account:notFound.pageTitle')}
      text={t('account:notFound.text')}
      action={{ label: t('account:notFound.action'), to: '/account' }}
    />
  );
}
