import type { TSessionUser } from '@safesathi/contract';
import { APP_NAME } from '../config';
import { ProfileSwitch } from './profile-switch';

/** Offers and reminders by SMS (campaigns); alerts and order texts are not affected. */
export function SmsOffersSwitch({ me }: { me: TSessionUser }) {
  return (
    <ProfileSwitch
      me={me}
      field="smsOffers"
      title="Offers and reminders by SMS"
      label="Offers and reminders by SMS"
      on={{
        description: `On: ${APP_NAME} may text you offers and reminders now and then. Each has a STOP link.`,
        saved: 'You will get offers and reminders by SMS.',
      }}
      off={{
        description: 'Off: no offers or reminders.',
        saved: 'You will get no more offers or reminders by SMS.',
      }}
      note="Alerts about your vehicle and texts about your orders reach you either way."
    />
  );
}
