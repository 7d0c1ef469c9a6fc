import { Badge, List, Paper, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { APP_NAME } from '../config';
import { useAuth } from '../lib/auth';
import { formatPhone } from '../lib/phone';
import { AlertsSection } from './alerts-section';
import { TagsSection } from './tags-section';

/** /account: placeholder until the account issue builds profile, contacts, vehicles and alerts. */
export function AccountPage() {
  const { user } = useAuth();
  useDocumentTitle(`My account · ${APP_NAME}`);
  if (!user) return null;
  return (
    <Stack gap="lg">
      <div>
        <Title order={1} fz={{ base: 24, sm: 30 }}>
          Welcome, {user.name}
        </Title>
        <Text c="dimmed" mt={4}>
          Signed in with{' '}
          <Text span fw={600} c="dark.6">
            {formatPhone(user.countryCode, user.phone)}
          </Text>
        </Text>
      </div>
      <AlertsSection />
      <TagsSection userId={user._id} />
      <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }}>
        <Stack gap="sm" align="flex-start">
          <Badge variant="light">Coming soon</Badge>
          <Text>Your account pages are on their way. Soon you will manage here:</Text>
          <List spacing={4}>
            <List.Item>your profile, blood group and whether people who scan your tag see your number</List.Item>
            <List.Item>up to five emergency contacts</List.Item>
            <List.Item>your vehicles and their QR tags</List.Item>
            <List.Item>the alerts sent about your vehicles, and your orders</List.Item>
          </List>
        </Stack>
      </Paper>
    </Stack>
  );
}
