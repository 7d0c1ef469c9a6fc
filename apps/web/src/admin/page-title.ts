import { useDocumentTitle } from '@mantine/hooks';
import { APP_NAME } from '../config';

export function useAdminDocumentTitle(title: string): void {
  useDocumentTitle(`${title} · ${APP_NAME} admin`);
}
