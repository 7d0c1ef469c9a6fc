import { Alert, Badge, Button, Group, Paper, Stack, Switch, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import type { DonorHold } from '@safesathi/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { APP_NAME } from '../../config';
import { messageWithWait } from '../../lib/api';
import { useAuth } from '../../lib/auth';
import { formatDate } from '../../lib/date-time';
import { toastSuccess } from '../../lib/toast';
import { confirmAction } from '../../ui/confirm';
import { FormAlert } from '../../ui/form-alert';
import { LoadError, SectionLoader } from '../../ui/list-states';
import { bloodKeys, fetchMyDonor, leaveRegister, type MyDonor, markDonatedToday, setAvailability } from './blood-api';
import { DonorForm } from './donor-form';

/** Why the donor is not asked today, in words. */
function holdText(hold: DonorHold, d: MyDonor): string {
  switch (hold) {
    case 'interval':
      return `You can give again from ${formatDate(d.nextEligibleOn)}.`;
    case 'paused':
      return `Paused until ${formatDate(d.pausedUntil)}.`;
    case 'unavailable':
      return 'You are marked as not available.';
    case 'too-young':
      return 'You can donate from your 18th birthday.';
    default:
      return 'Donors are 65 or younger.';
  }
}

/** Where the donor stands: asked or not (and why), with available, pause, "I donated" and leave. */
function DonorStatus({ donor, onEdit }: { donor: MyDonor; onEdit: () => void }) {
  const queryClient = useQueryClient();
  const saved = (answer: { message: string; data: MyDonor }) => {
    queryClient.setQueryData(bloodKeys.donor, answer.data);
    toastSuccess(answer.message);
  };
  const availability = useMutation({ mutationFn: setAvailability, onSuccess: saved });
  const donated = useMutation({ mutationFn: markDonatedToday, onSuccess: saved });
  const leave = () =>
    confirmAction({
      title: 'Leave the donor register?',
      children: 'Your donor details are deleted. You will not be texted about blood requests any more.',
      confirmLabel: 'Leave the register',
      action: async () => {
        const answer = await leaveRegister();
        queryClient.setQueryData(bloodKeys.donor, null);
        toastSuccess(answer.message);
      },
    });
  const error = availability.error ?? donated.error;
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="donor-status">
      <Stack gap="md">
        <Group justify="space-between" wrap="wrap">
          <Title order={2} fz="lg" id="donor-status">
            On the register as {donor.bloodGroup.replace('-', '\u2212')}
          </Title>
          {donor.eligible ? (
            <Badge color="green" variant="light" c="dark.7" tt="none">
              Can be asked now
            </Badge>
          ) : (
            <Badge color="yellow" variant="light" c="dark.7" tt="none">
              Not asked for now
            </Badge>
          )}
        </Group>
        {donor.holds.map((h) => (
          <Text key={h}>{holdText(h, donor)}</Text>
        ))}
        <Text size="sm" c="dimmed">
          {donor.place.source === 'pin' ? `Donating from PIN ${donor.place.pinCode}` : 'Donating from your location'},
          up to {donor.radiusKm} km.
          {donor.lastDonatedOn ? ` Last donation ${formatDate(donor.lastDonatedOn)}.` : ''}
        </Text>
        <Switch
          label="Available now"
          checked={donor.available}
          disabled={availability.isPending}
          onChange={(e) => availability.mutate({ available: e.currentTarget.checked })}
        />
        {error ? <FormAlert>{messageWithWait(error)}</FormAlert> : null}
        <Group gap="sm" wrap="wrap">
          <Button
            variant="default"
            loading={availability.isPending}
            onClick={() => availability.mutate({ pauseDays: donor.pausedUntil ? 0 : 14 })}
          >
            {donor.pausedUntil ? 'End the pause' : 'Pause for 2 weeks'}
          </Button>
          <Button variant="default" loading={donated.isPending} onClick={() => donated.mutate()}>
            I donated today
          </Button>
          <Button variant="default" onClick={onEdit}>
            Change my details
          </Button>
          <Button variant="subtle" color="red" c="red.9" onClick={leave}>
            Leave the register
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

/** /account/blood: join the donor register, and see and change one's place on it. */
export function BloodDonorPage() {
  useDocumentTitle(`Blood donor · ${APP_NAME}`);
  const auth = useAuth();
  const donor = useQuery({ queryKey: bloodKeys.donor, queryFn: ({ signal }) => fetchMyDonor(signal) });
  const [editing, setEditing] = useState(false);
  return (
    <Stack gap="lg">
      <div>
        <Title order={1} fz={{ base: 24, sm: 30 }}>
          Blood donor
        </Title>
        <Text c="dimmed" mt={4}>
          When someone near you needs your blood group, {APP_NAME} texts you; you answer with one tap. Need blood
          yourself? <Link to="/account/blood-requests">Ask for blood</Link>.
        </Text>
      </div>
      {donor.isError ? (
        <LoadError
          error={donor.error}
          what="your donor details"
          onRetry={() => void donor.refetch()}
          retrying={donor.isFetching}
        />
      ) : donor.isPending ? (
        <SectionLoader label="Loading your donor details…" />
      ) : donor.data && !editing ? (
        <DonorStatus donor={donor.data} onEdit={() => setEditing(true)} />
      ) : (
        <>
          {!donor.data ? (
            <Alert color="blue" variant="light" title="You are not on the donor register">
              It takes a minute. You can pause or leave whenever you like.
            </Alert>
          ) : null}
          <DonorForm donor={donor.data} profileGroup={auth.user?.bloodGroup ?? null} onDone={() => setEditing(false)} />
        </>
      )}
    </Stack>
  );
}
