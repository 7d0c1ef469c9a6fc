import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { GROUP_INVITE_DAYS, MOBILE_MESSAGES, parseIndianMobile } from '@safesathi/contract';
import { type FormEvent, useState } from 'react';
import { errorMessage, isApiError } from '../../lib/api';
import { formatDateTime } from '../../lib/date-time';
import { toastSuccess } from '../../lib/toast';
import { MobileInput } from '../../ui/mobile-input';
import type { Group as TGroup } from './groups-api';
import { inviteToGroup } from './groups-api';

/** The owner invites a number: a text with a link that works for that number only. Pending invitations below. */
export function InviteForm({ group, onChanged }: { group: TGroup; onChanged: () => void }) {
  const [phone, setPhone] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = parseIndianMobile(phone);
    if (!parsed.ok) {
      setError(MOBILE_MESSAGES[parsed.reason]);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await inviteToGroup(group._id, parsed.national);
      setPhone('');
      toastSuccess('Invitation sent by text.');
      onChanged();
    } catch (err) {
      setError(isApiError(err) && err.errors[0] ? err.errors[0].message : errorMessage(err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Paper withBorder radius="lg" p="md">
      <Stack gap="sm">
        <Title order={2} fz="lg">
          Invite someone
        </Title>
        <Text size="sm" c="dimmed">
          We text them a link that works for their number only, for {GROUP_INVITE_DAYS} days. They sign in or sign up to
          join.
        </Text>
        <form onSubmit={submit} noValidate>
          <Group align="flex-start" gap="sm" wrap="wrap">
            <MobileInput
              label="Their mobile number"
              value={phone}
              onChange={(v) => {
                setPhone(v);
                setError(null);
              }}
              error={error}
              style={{ flex: '1 1 200px' }}
            />
            <Button type="submit" loading={busy} mt={{ base: 0, xs: 25 }}>
              Send invitation
            </Button>
          </Group>
        </form>
        {group.invitations.length > 0 ? (
          <Stack gap={4} aria-label="Invitations waiting">
            <Text size="sm" fw={600}>
              Waiting to join
            </Text>
            {group.invitations.map((i) => (
              <Text size="sm" c="dimmed" key={i._id}>
                {i.phone} · link works until {formatDateTime(i.expiresAt)}
              </Text>
            ))}
          </Stack>
        ) : null}
      </Stack>
    </Paper>
  );
}
