import { useTranslation } from 'react-i18next';
import { useTranslatedScreen } from '../i18n/i18n';
import { StatusPage } from '../ui/status-page';

export function AccountNotFound() {
  const { t } = useTranslation();
  useTranslatedScreen();
  return (
    <StatusPage
      minHeight="50dvh"
      title={t('common:notFound.title')}
      text={t('common:notFound.accountText')}
      action={{ label: t('common:notFound.account'), to: '/account' }}
    />
  );
}
