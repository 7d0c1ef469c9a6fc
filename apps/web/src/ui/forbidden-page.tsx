import { APP_NAME } from '../config';
import { IconAlert } from './icons';
import { StatusPage } from './status-page';

/** Shown to a signed-in customer who opens a back-office address; no admin chrome at all. */
export function ForbiddenPage() {
  return (
    <StatusPage
      minHeight="100dvh"
      asMain
      color="red"
      icon={<IconAlert size={30} />}
      title="You are not allowed here"
      text={`This area is for ${APP_NAME} administrators. Your account is a customer account, so you can manage your profile, vehicles and alerts from your account page instead.`}
      action={{ label: 'Go to my account', to: '/account' }}
    />
  );
}
