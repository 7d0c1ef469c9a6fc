import type { TSessionUser } from '@safesathi/contract';
import { APP_NAME } from '../config';
import { ProfileSwitch } from './profile-switch';

/**
 * The owner's consent to masked calls: someone who alerts them may ask the server to ring them
 * both through the telephony provider, neither seeing the other's number.
 */
export function MaskedCallsSwitch({ me }: { me: TSessionUser }) {
  return (
    <ProfileSwitch
      me={me}
      field="allowMaskedCalls"
      title="Calls from people who alert you"
      label={`Let people who alert me call me through ${APP_NAME} without seeing my number`}
      on={{
        description: `On: after sending an alert, a person can tap “Call the owner”. ${APP_NAME} rings them, then you; you see a ${APP_NAME} number, not theirs, and they never see yours.`,
        saved: 'People who alert you can now call you without seeing your number.',
      }}
      off={{
        description: 'Off: nobody can call you from an alert. The SMS still reaches you and your emergency contacts.',
        saved: `People who alert you can no longer call you through ${APP_NAME}.`,
      }}
      note="At most three calls per alert, and only for a day after it was sent."
    />
  );
}
