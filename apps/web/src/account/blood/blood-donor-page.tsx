import { Alert, Badge, Button, Group, Paper, Stack, Switch, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { APP_NAME } from '../../config';
import { useErrorText } from '../../i18n/error-text';
import { useTranslatedScreen } from '../../i18n/i18n';
import { useAuth } from '../../lib/auth';
import { formatDate } from '../../lib/date-time';
import { toastSuccess } from '../../lib/toast';
import { confirmAction } from '../../ui/confirm';
import { FormAlert } from '../../ui/form-alert';
import { LoadError, SectionLoader } from '../../ui/list-states';
import { bloodKeys, fetchMyDonor, leaveRegister, type MyDonor, markDonatedToday, setAvailability } from './blood-api';
import { holdText } from './blood-words';
import { DonorForm } from './donor-form';

/** Where the donor stands: asked or not (and why), with available, pause, "I donated" and leave. */
function DonorStatus({ donor, onEdit }: { donor: MyDonor; onEdit: () => void }) {
  const say = useErrorText();
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const saved = (answer: { message: string; data: MyDonor }) => {
    queryClient.setQueryData(bloodKeys.donor, answer.data);
    toastSuccess(answer.message);
  };
  const availability = useMutation({ mutationFn: setAvailability, onSuccess: saved });
  const donated = useMutation({ mutationFn: markDonatedToday, onSuccess: saved });
  const leave = () =>
    confirmAction({
      say,
      title: t('blood:donor.leaveTitle'),
      children: t('blood:donor.leaveText'),
      confirmLabel: t('blood:donor.leave'),
      cancelLabel: t('account:cancel'),
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
            {t('blood:donor.onRegister', { group: donor.bloodGroup.replace('-', '\u2212') })}
          </Title>
          {donor.eligible ? (
            <Badge color="green" variant="light" c="dark.7" tt="none">
              {t('blood:donor.canBeAsked')}
            </Badge>
          ) : (
            <Badge color="yellow" variant="light" c="dark.7" tt="none">
              {t('blood:donor.notAsked')}
            </Badge>
          )}
        </Group>
        {donor.holds.map((h) => (
          <Text key={h}>
            {holdText(t, h, {
              nextEligibleOn: formatDate(donor.nextEligibleOn),
              pausedUntil: formatDate(donor.pausedUntil),
            })}
          </Text>
        ))}
        <Text size="sm" c="dimmed">
          {donor.place.source === 'pin'
            ? t('blood:donor.fromPin', { pin: donor.place.pinCode, km: donor.radiusKm })
            : t('blood:donor.fromLocation', { km: donor.radiusKm })}
          {donor.lastDonatedOn ? ` ${t('blood:donor.lastDonation', { date: formatDate(donor.lastDonatedOn) })}` : ''}
        </Text>
        <Switch
          label={t('blood:donor.availableNow')}
          checked={donor.available}
          disabled={availability.isPending}
          onChange={(e) => availability.mutate({ available: e.currentTarget.checked })}
        />
        {error ? <FormAlert>{say(error)}</FormAlert> : null}
        <Group gap="sm" wrap="wrap">
          <Button
            variant="default"
            loading={availability.isPending}
            onClick={() => availability.mutate({ pauseDays: donor.pausedUntil ? 0 : 14 })}
          >
            {donor.pausedUntil ? t('blood:donor.endPause') : t('blood:donor.pause')}
          </Button>
          <Button variant="default" loading={donated.isPending} onClick={() => donated.mutate()}>
            {t('blood:donor.donatedToday')}
          </Button>
          <Button variant="default" onClick={onEdit}>
            {t('blood:donor.change')}
          </Button>
          <Button variant="subtle" color="red" c="red.9" onClick={leave}>
            {t('blood:donor.leave')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

/** /account/blood: join the donor register, and see and change one's place on it. */
export function BloodDonorPage() {
  const { t } = useTranslation();
  useTranslatedScreen();
  useDocumentTitle(t('blood:donor.pageTitle', { app: APP_NAME }));
  const auth = useAuth();
  const donor = useQuery({ queryKey: bloodKeys.donor, queryFn: ({ signal }) => fetchMyDonor(signal) });
  const [editing, setEditing] = useState(false);
  return (
    <Stack gap="lg">
      <div>
        <Title order={1} fz={{ base: 24, sm: 30 }}>
          {t('blood:donor.title')}
        </Title>
        <Text c="dimmed" mt={4}>
          {t('blood:donor.intro', { app: APP_NAME })}{' '}
          <Link to="/account/blood-requests">{t('blood:donor.askLink')}</Link>.
        </Text>
      </div>
      {donor.isError ? (
        <LoadError
          error={donor.error}
          title={t('blood:donor.loadError')}
          retryLabel={t('account:tryAgain')}
          onRetry={() => void donor.refetch()}
          retrying={donor.isFetching}
        />
      ) : donor.isPending ? (
        <SectionLoader label={t('blood:donor.loading')} />
      ) : donor.data && !editing ? (
        <DonorStatus donor={donor.data} onEdit={() => setEditing(true)} />
      ) : (
        <>
          {!donor.data ? (
            <Alert
              color="blue"
              variant="light"
              title={t('blood:donor.notOnRegister')}
              // Mantine's light blue title is 3.6:1 on its background; axe asks 4.5:1.
              styles={{ title: { color: 'var(--mantine-color-blue-9)' } }}
            >
              {t('blood:donor.notOnRegisterText')}
            </Alert>
          ) : null}
          <DonorForm donor={donor.data} profileGroup={auth.user?.bloodGroup ?? null} onDone={() => setEditing(false)} />
        </>
      )}
    </Stack>
  );
}
