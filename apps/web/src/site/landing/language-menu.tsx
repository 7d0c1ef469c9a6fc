import { Box, UnstyledButton } from '@mantine/core';
import { isRtl, LANGS, LANGUAGES, type Lang } from '@safesathi/contract';
import { useLocation } from 'react-router';
import { hasLanguageVersions, inLanguage, splitLanguage } from '../../i18n/page-language';
import { useSiteTranslation } from '../../i18n/site-text';
import { getToken } from '../../lib/storage';
import { IconLanguages } from '../../ui/icons';
import classes from './site-header.module.css';

const MENU_ID = 'language-menu';

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

/**
 * The public pages' language menu: a native popover of plain links, each to this page in a language
 * and named in its own script, so it works before the app is loaded (site-shell.ts remembers the
 * choice). Only on the pages that exist in every language.
 */
export function LanguageMenu() {
  const { lang, t } = useSiteTranslation();
  const { path } = splitLanguage(useLocation().pathname);
  if (!hasLanguageVersions(path)) return null;
  const label = t('site:header.language');
  return (
    <>
      <UnstyledButton
        popoverTarget={MENU_ID}
        aria-label={`${label}: ${LANGUAGES[lang].name}`}
        h={40}
        px={8}
        c="dark.7"
        fw={600}
        fz="sm"
        style={{ display: 'flex', alignItems: 'center', gap: 6, borderRadius: 'var(--mantine-radius-md)' }}
        data-testid="language-menu"
      >
        <IconLanguages size={22} aria-hidden />
        <Box component="span" visibleFrom="sm">
          {LANGUAGES[lang].name}
        </Box>
      </UnstyledButton>
      <nav id={MENU_ID} popover="auto" aria-label={label} className={classes.menu}>
        {LANGS.map((l) => (
          <a
            key={l}
            href={inLanguage(l, path)}
            hrefLang={l}
            lang={l}
            dir={isRtl(l) ? 'rtl' : 'ltr'}
            aria-current={l === lang ? 'page' : undefined}
            data-language-choice
            onClick={() => saveToAccount(l)}
          >
            {LANGUAGES[l].name}
          </a>
        ))}
      </nav>
    </>
  );
}
