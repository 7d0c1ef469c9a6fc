import { StatusPage } from '../ui/status-page';

export function AccountNotFound() {
  return (
    <StatusPage
      minHeight="50dvh"
      title="Page not found"
      text="There is no such page in your account."
      action={{ label: 'Go to my account', to: '/account' }}
    />
  );
}
