import { useTranslation } from 'react-i18next';
import { formatAgo as agoInLanguage } from '../../i18n/format';
import { formatAgo, formatDateTime } from '../../lib/date-time';

/**
 * How long ago, in the back office's language: "5 min ago" / "5 मिनट पहले" (the app's helpers,
 * i18n/format.ts, for Hindi; English as every screen has always said it), past a day the moment itself.
 */
export function useAgo(): (value: string) => string {
  const { t, i18n } = useTranslation();
  const lang = i18n.resolvedLanguage ?? 'en';
  return (value: string) => {
    if (lang === 'en') return formatAgo(value);
    const ms = Date.now() - new Date(value).getTime();
    if (Number.isNaN(ms)) return '';
    if (ms < 60_000) return t('admin:time.justNow');
    if (ms < 3_600_000) return agoInLanguage(Math.floor(ms / 60_000), 'minute', lang);
    if (ms < 86_400_000) return agoInLanguage(Math.floor(ms / 3_600_000), 'hour', lang);
    return formatDateTime(value);
  };
}
