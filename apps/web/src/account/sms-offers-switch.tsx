import type { TSessionUser } from '@safesathi/contract';
import { useTranslation } from 'react-i18next';
import { APP_NAME } from '../config';
import { formatDate } from '../lib/date-time';
import { ProfileSwitch } from './profile-switch';

/**
 * Offers and reminders by SMS (campaigns); alerts and order texts are not affected. Off until the
 * person switches it on themselves (their consent, ADR 0045); on, it says since when they agreed.
 */
export function SmsOffersSwitch({ me }: { me: TSessionUser }) {
  const { t } = useTranslation();
  const on = t('profile:offers.on', { app: APP_NAME });
  return (
    <ProfileSwitch
      me={me}
      field="smsOffers"
      title={t('profile:offers.title')}
      label={t('auth:signUp.offers')}
      on={{
        description: me.smsOffersConsentAt
          ? `${on} ${t('profile:agreedOn', { date: formatDate(me.smsOffersConsentAt) })}`
          : on,
        saved: t('profile:offers.onSaved'),
      }}
      off={{ description: t('profile:offers.off'), saved: t('profile:offers.offSaved') }}
      note={t('profile:offers.note')}
    />
  );
}
