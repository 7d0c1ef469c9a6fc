import { useDocumentTitle } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { APP_NAME } from '../config';

export function useAdminDocumentTitle(title: string): void {
  const { t } = useTranslation();
  useDocumentTitle(t('admin:documentTitle', { title, app: APP_NAME }));
}
