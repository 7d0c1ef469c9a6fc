import { Box, UnstyledButton } from '@mantine/core';
import { isRtl, LANGS, LANGUAGES, type Lang } from '@safesathi/contract';
import { useLocation } from 'react-router';
import { hasLanguageVersions, inLanguage, splitLanguage } from '../../i18n/page-language';
import { useSiteTranslation } from '../../i18n/site-text';
import { getToken } from '../../lib/storage';
import { IconLanguages } from '../../ui/icons';
import classes from './site-header.module.css';

// site-shell.ts finds its links by this id.
const LANGUAGE_MENU_ID = 'language-menu';

/**
 * Signed in, the choice is also the account's (the language its texts follow). The link leaves the
 * page at once, so the request is one that outlives it.
 */
function saveToAccount(lang: Lang): void {
  const token = getToken();
  if (!token) return;
  void fetch('/api/user/me', {
    method: 'PUT',
    keepalive: true,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ language: lang }),
  }).catch(() => undefined);
}

/** The language menu's button: in the bar on wider screens, and in the phone menu (`inMenu`). */
export function LanguageButton({ inMenu = false }: { inMenu?: boolean }) {
  const { lang, t } = useSiteTranslation();
  const { path } = splitLanguage(useLocation().pathname);
  if (!hasLanguageVersions(path)) return null;
  const label = `${t('site:header.language')}: ${LANGUAGES[lang].name}`;
  if (inMenu)
    return (
      <button type="button" popoverTarget={LANGUAGE_MENU_ID}>
        <IconLanguages size={20} aria-hidden />
        {label}
      </button>
    );
  return (
    <UnstyledButton
      popoverTarget={LANGUAGE_MENU_ID}
      aria-label={label}
      visibleFrom="xs"
      h={40}
      px={8}
      c="dark.7"
      fw={600}
      fz="sm"
      style={{ alignItems: 'center', gap: 6, borderRadius: 'var(--mantine-radius-md)' }}
      className={classes.languageButton}
    >
      <IconLanguages size={22} aria-hidden />
      <Box component="span" visibleFrom="sm">
        {LANGUAGES[lang].name}
      </Box>
    </UnstyledButton>
  );
}

/**
 * The public pages' language menu: a native popover of plain links, each to this page in a language
 * and named in its own script, so it works before the app is loaded (site-shell.ts remembers the
 * choice). Only on the pages that exist in every language; opened by either LanguageButton.
 */
export function LanguageMenu() {
  const { lang, t } = useSiteTranslation();
  const { path } = splitLanguage(useLocation().pathname);
  if (!hasLanguageVersions(path)) return null;
  return (
    <nav id={LANGUAGE_MENU_ID} popover="auto" aria-label={t('site:header.language')} className={classes.menu}>
      {LANGS.map((l) => (
        <a
          key={l}
          href={inLanguage(l, path)}
          hrefLang={l}
          lang={l}
          dir={isRtl(l) ? 'rtl' : undefined}
          aria-current={l === lang ? 'page' : undefined}
          onClick={() => saveToAccount(l)}
        >
          {LANGUAGES[l].name}
        </a>
      ))}
    </nav>
  );
}
