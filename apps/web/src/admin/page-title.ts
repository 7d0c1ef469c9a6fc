import { useDocumentTitle } from '@mantine/hooks';
import { useMatches } from 'react-router';
import { APP_NAME } from '../config';
import type { AdminHandle } from './screens';

/** The current admin screen's name, from its route `handle`. */
export function useAdminScreenTitle(fallback = 'Back office'): string {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const title = (matches[i].handle as Partial<AdminHandle> | undefined)?.title;
    if (title) return title;
  }
  return fallback;
}

export function useAdminDocumentTitle(title: string): void {
  useDocumentTitle(`${title} · ${APP_NAME} admin`);
}
