import type { TSessionUser } from '@safesathi/contract';
import { APP_NAME } from '../config';
import { formatDate } from '../lib/date-time';
import { ProfileSwitch } from './profile-switch';

/**
 * Offers and reminders by SMS (campaigns); alerts and order texts are not affected. Off until the
 * person switches it on themselves (their consent, ADR 0045); on, it says since when they agreed.
 */
export function SmsOffersSwitch({ me }: { me: TSessionUser }) {
  const since = me.smsOffersConsentAt ? ` You agreed on ${formatDate(me.smsOffersConsentAt)}.` : '';
  return (
    <ProfileSwitch
      me={me}
      field="smsOffers"
      title="Offers and reminders by SMS"
      label="Text me offers and reminders"
      on={{
        description: `On: ${APP_NAME} may text you an offer or a reminder now and then, each with a link to stop them.${since}`,
        saved: 'You will get offers and reminders by SMS.',
      }}
      off={{
        description: 'Off: you get no offers or reminders. Switch it on only if you want them.',
        saved: 'You will get no more offers or reminders by SMS.',
      }}
      note="Alerts about your vehicle and texts about your orders reach you either way."
    />
  );
}
