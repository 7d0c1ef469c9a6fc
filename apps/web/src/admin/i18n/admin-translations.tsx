import { Button, em, Group } from '@mantine/core';
import { DatesProvider } from '@mantine/dates';
// The date pickers' month and day names in Hindi (dayjs's locale, about 1 kB).
import 'dayjs/locale/hi';
import { useMediaQuery } from '@mantine/hooks';
import { type ReactNode, useEffect, useMemo } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { type FormWords, FormWordsProvider } from '../../ui/form-words';
import {
  ADMIN_LANGS,
  type AdminLang,
  adminI18n,
  adminLanguage,
  chooseAdminLanguage,
  storedAdminLanguage,
} from './admin-i18n';

/**
 * Each language named in its own script, so an admin finds theirs whatever the screen shows now;
 * on a phone's crowded header the short form shows, the button keeping the whole name.
 */
const NAMES: Record<AdminLang, { name: string; short: string }> = {
  en: { name: 'English', short: 'Eng' },
  hi: { name: 'हिन्दी', short: 'हि' },
};

/**
 * Gives the back office's screens under it their own language (admin/i18n/admin-i18n.ts): English
 * until a chosen Hindi has loaded, and <html lang> to match while the back office is shown.
 */
export function AdminTranslations({ children }: { children: ReactNode }) {
  useEffect(() => {
    const mark = (lang: string) => {
      document.documentElement.lang = lang;
    };
    adminI18n.on('languageChanged', mark);
    const stored = storedAdminLanguage();
    if (stored !== adminLanguage()) void adminI18n.changeLanguage(stored);
    else mark(adminLanguage());
    return () => {
      adminI18n.off('languageChanged', mark);
      document.documentElement.lang = 'en';
    };
  }, []);
  return (
    <I18nextProvider i18n={adminI18n}>
      <AdminFormWords>{children}</AdminFormWords>
    </I18nextProvider>
  );
}

/**
 * The shared form parts' own words (ui/form-words.ts: Cancel, Save, "Add …", the discard question,
 * the picture picker) and the date pickers' month names, in the back office's language.
 */
function AdminFormWords({ children }: { children: ReactNode }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.resolvedLanguage;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the words change with the language, which `t` does not show
  const words = useMemo<FormWords>(
    () => ({
      save: t('admin:common.save'),
      cancel: t('admin:common.cancel'),
      addTitle: (noun) => t('admin:common.addTitle', { noun }),
      editTitle: (noun) => t('admin:common.editTitle', { noun }),
      discard: {
        title: t('admin:common.discard.title'),
        text: t('admin:common.discard.text'),
        discard: t('admin:common.discard.discard'),
        keep: t('admin:common.discard.keep'),
      },
      picture: {
        drop: (multiple) => (multiple ? t('admin:common.picture.dropMany') : t('admin:common.picture.dropOne')),
        choose: (multiple) => (multiple ? t('admin:common.picture.chooseMany') : t('admin:common.picture.chooseOne')),
        chooseFor: (label) => t('admin:common.picture.chooseFor', { label }),
        hint: (mb) => t('admin:common.picture.hint', { mb }),
        tooLarge: (name, mb) => t('admin:common.picture.tooLarge', { name, mb }),
        notPicture: (name) => t('admin:common.picture.notPicture', { name }),
        onlyOne: t('admin:common.picture.onlyOne'),
        unusable: t('admin:common.picture.unusable'),
        atMost: (limit, room) => t('admin:common.picture.atMost', { limit, room }),
        current: (n, removed) =>
          removed ? t('admin:common.picture.currentRemoved', { n }) : t('admin:common.picture.current', { n }),
        removed: t('admin:common.picture.removed'),
        kept: t('admin:common.picture.kept'),
        keep: t('admin:common.picture.keep'),
        remove: t('admin:common.picture.remove'),
        keepCurrent: (n) => t('admin:common.picture.keepCurrent', { n }),
        removeCurrent: (n) => t('admin:common.picture.removeCurrent', { n }),
        newPicture: (name) => t('admin:common.picture.newPicture', { name }),
        new: t('admin:common.picture.new'),
        removeNew: (name) => t('admin:common.picture.removeNew', { name }),
      },
    }),
    [t, lang],
  );
  return (
    <FormWordsProvider value={words}>
      <DatesProvider settings={{ locale: lang === 'hi' ? 'hi' : 'en' }}>{children}</DatesProvider>
    </FormWordsProvider>
  );
}

/** The back office's language now (for the format helpers in i18n/format.ts); re-renders when it changes. */
export function useAdminLang(): AdminLang {
  const { i18n } = useTranslation();
  return i18n.resolvedLanguage === 'hi' ? 'hi' : 'en';
}

/** "English / हिन्दी" in the admin header: the back office's language, remembered on this device. */
export function AdminLanguageSwitcher() {
  const { t } = useTranslation();
  const current = useAdminLang();
  // The words shown are the button's name (a screen reader says what is seen).
  const narrow = useMediaQuery(`(max-width: ${em(767)})`);
  return (
    <Group gap={0} wrap="nowrap" role="group" aria-label={t('admin:language.label')}>
      {ADMIN_LANGS.map((lang) => (
        <Button
          key={lang}
          lang={lang}
          size="compact-xs"
          variant={lang === current ? 'light' : 'subtle'}
          color={lang === current ? 'sathi' : 'gray'}
          aria-pressed={lang === current}
          title={NAMES[lang].name}
          px={6}
          onClick={() => void chooseAdminLanguage(lang)}
        >
          {narrow ? NAMES[lang].short : NAMES[lang].name}
        </Button>
      ))}
    </Group>
  );
}
