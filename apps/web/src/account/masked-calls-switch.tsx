import type { TSessionUser } from '@safesathi/contract';
import { useTranslation } from 'react-i18next';
import { APP_NAME } from '../config';
import { ProfileSwitch } from './profile-switch';

/**
 * The owner's consent to masked calls: someone who alerts them may ask the server to ring them
 * both through the telephony provider, neither seeing the other's number.
 */
export function MaskedCallsSwitch({ me }: { me: TSessionUser }) {
  const { t } = useTranslation();
  return (
    <ProfileSwitch
      me={me}
      field="allowMaskedCalls"
      title={t('profile:calls.title')}
      label={t('profile:calls.label', { app: APP_NAME })}
      on={{ description: t('profile:calls.on', { app: APP_NAME }), saved: t('profile:calls.onSaved') }}
      off={{ description: t('profile:calls.off'), saved: t('profile:calls.offSaved', { app: APP_NAME }) }}
      note={t('profile:calls.note')}
    />
  );
}
