import type { Lang } from '@safesathi/contract';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { saveMe } from '../account/account-api';
import { errorText, TranslatedErrors } from '../i18n/error-text';
import { currentLanguage, i18nReady, useTranslatedScreen } from '../i18n/i18n';
import { LanguageSwitcher } from '../i18n/language-switcher';
import { LanguageControlProvider, PageLanguageProvider } from '../i18n/page-language';
import { loadPageTexts } from '../i18n/site-text';
import { getToken } from '../lib/storage';
import { toastFailure } from '../lib/toast';

/** Before the first render: the chosen language's catalogues, the app's and the public frame's. */
export const buyLanguageReady = () => i18nReady.then(() => loadPageTexts(currentLanguage()));

/**
 * The buy flow's pages (a product, the cart, checkout, the SOS sender's thanks): one address each,
 * in the visitor's language, as the account is (docs/decisions/0069-web-app-languages.md). The
 * public frame around them (header, footer, the shipping note) speaks it too, and shows the app's
 * language menu at the top of the page; signed in, a choice there is the account's as well.
 */
export function BuyLayout() {
  const { t } = useTranslation();
  useTranslatedScreen();
  const lang = currentLanguage();
  // The frame's texts of a newly chosen language arrive a moment after the app's: until then, the previous ones.
  const [frameLang, setFrameLang] = useState<Lang>(lang);
  useEffect(() => {
    let live = true;
    void loadPageTexts(lang).then(() => live && setFrameLang(lang));
    return () => {
      live = false;
    };
  }, [lang]);
  const saveLanguage = (language: Lang) => {
    if (!getToken()) return;
    void saveMe({ language }).catch((error: unknown) =>
      toastFailure(error, t('account:layout.languageNotSaved'), (e) => errorText(t, e, currentLanguage())),
    );
  };
  return (
    <LanguageControlProvider value={<LanguageSwitcher onChosen={saveLanguage} />}>
      <PageLanguageProvider value={frameLang}>
        <TranslatedErrors>
          <Outlet />
        </TranslatedErrors>
      </PageLanguageProvider>
    </LanguageControlProvider>
  );
}
