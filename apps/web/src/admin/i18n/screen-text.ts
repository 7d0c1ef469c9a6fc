import { useTranslation } from 'react-i18next';
import type { AdminScreen } from '../screen-model';

/**
 * A screen's words in the back office's language: its title, its entry in the side menu, and what
 * its refusal says the admin cannot see. Kept by the screen's id in the `admin` catalogue
 * (admin/screens.test.ts holds every screen to having them).
 */
export function useScreenText() {
  const { t } = useTranslation();
  return {
    title: (screen: Pick<AdminScreen, 'id'>) => t(`admin:screens.${screen.id}.title`),
    menu: (screen: Pick<AdminScreen, 'id'> | undefined) =>
      screen ? t(`admin:screens.${screen.id}.menu`) : t('admin:nav.settings'),
    what: (screen: Pick<AdminScreen, 'id'>) => t(`admin:screens.${screen.id}.what`),
  };
}
