import { ActionIcon, Button, Menu } from '@mantine/core';
import { isRtl, LANGS, LANGUAGES, type Lang } from '@safesathi/contract';
import { useTranslation } from 'react-i18next';
import { IconLanguages } from '../ui/icons';
import { chooseLanguage, currentLanguage } from './i18n';

/**
 * The language menu: each language in its own script, so a reader finds theirs whatever the page
 * shows now. The choice is remembered on this device; `onChosen` also saves it elsewhere (the
 * account). `compact`: the icon alone, for a crowded header on a phone.
 */
export function LanguageSwitcher({
  onChosen,
  compact = false,
}: {
  onChosen?: (lang: Lang) => void;
  compact?: boolean;
}) {
  const { t, i18n } = useTranslation();
  const current = currentLanguage();
  const label = t('common:language');
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        {compact ? (
          <ActionIcon variant="default" size="lg" aria-label={label} title={label}>
            <IconLanguages size={18} aria-hidden />
          </ActionIcon>
        ) : (
          <Button
            variant="subtle"
            size="xs"
            leftSection={<IconLanguages size={16} aria-hidden />}
            aria-label={`${label}: ${LANGUAGES[current].name}`}
          >
            {LANGUAGES[current].name}
          </Button>
        )}
      </Menu.Target>
      <Menu.Dropdown>
        {LANGS.map((lang) => (
          <Menu.Item
            key={lang}
            lang={lang}
            dir={isRtl(lang) ? 'rtl' : 'ltr'}
            aria-current={lang === i18n.resolvedLanguage ? 'true' : undefined}
            fw={lang === current ? 700 : undefined}
            onClick={() => {
              if (lang === currentLanguage()) return;
              void chooseLanguage(lang).then(() => onChosen?.(lang));
            }}
          >
            {LANGUAGES[lang].name}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
