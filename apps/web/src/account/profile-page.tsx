import { Alert, Button, Group, Paper, Select, Stack, Switch, Text, TextInput, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { BLOOD_GROUPS, type TSessionUser } from '@safesathi/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { APP_NAME } from '../config';
import { messageWithWait } from '../lib/api';
import { useAuth } from '../lib/auth';
import { formatPhone } from '../lib/phone';
import { FormAlert } from '../ui/form-alert';
import { LoadError, SectionLoader } from '../ui/list-states';
import { accountKeys, fetchMe, fieldMessage, saveMe } from './account-api';
import { MaskedCallsSwitch } from './masked-calls-switch';

const BLOOD_GROUP_OPTIONS = BLOOD_GROUPS.map((group) => ({ value: group, label: group.replace('-', '\u2212') }));
const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

type Field = 'name' | 'email' | 'bloodGroup';

function ShowDetailsSwitch({ me }: { me: TSessionUser }) {
  const queryClient = useQueryClient();
  const auth = useAuth();
  const toggle = useMutation({
    mutationFn: (showDetails: boolean) => saveMe({ showDetails }),
    onSuccess: (answer) => {
      queryClient.setQueryData(accountKeys.me, answer.data);
      auth.retry();
      notifications.show({
        color: 'green',
        message: answer.data.showDetails
          ? 'People who scan your tag now see your name and number.'
          : 'Your name and number are now hidden from people who scan your tag.',
      });
    },
  });
  const checked = toggle.isPending ? Boolean(toggle.variables) : me.showDetails;
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="privacy-title">
      <Stack gap="sm">
        <Title order={2} fz="lg" id="privacy-title">
          What people who scan your tag see
        </Title>
        <Switch
          size="md"
          checked={checked}
          disabled={toggle.isPending}
          onChange={(event) => toggle.mutate(event.currentTarget.checked)}
          label="Show my contact details to people who scan my tag"
          description={
            checked
              ? `On: the SOS page of your tag shows your name and phone number (${formatPhone(me.countryCode, me.phone)}), so someone can call you directly.`
              : 'Off: the SOS page shows only your registration number. People can still alert you — the SMS reaches you and your emergency contacts — but they never see your name or number.'
          }
        />
        <Text size="sm" c="dimmed">
          Either way, every alert sent from your tag reaches you and your emergency contacts by SMS.
        </Text>
        {toggle.error ? <FormAlert>{messageWithWait(toggle.error)}</FormAlert> : null}
      </Stack>
    </Paper>
  );
}

function ProfileForm({ me }: { me: TSessionUser }) {
  const queryClient = useQueryClient();
  const auth = useAuth();
  const [values, setValues] = useState({ name: me.name, email: me.email ?? '', bloodGroup: me.bloodGroup ?? null });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});

  const save = useMutation({
    mutationFn: () =>
      saveMe({ name: values.name.trim(), email: values.email.trim(), bloodGroup: values.bloodGroup ?? '' }),
    onSuccess: (answer) => {
      queryClient.setQueryData(accountKeys.me, answer.data);
      auth.retry();
      notifications.show({ color: 'green', message: answer.message || 'Your profile was saved.' });
    },
    onError: (error) => {
      setErrors({
        name: fieldMessage(error, 'name'),
        email: fieldMessage(error, 'email'),
        bloodGroup: fieldMessage(error, 'bloodGroup'),
      });
    },
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (save.isPending) return;
    const name = values.name.trim();
    const email = values.email.trim();
    const next: Partial<Record<Field, string>> = {
      name: !name ? 'Enter your name' : name.length > 255 ? 'Keep the name under 255 characters' : undefined,
      email: email && !EMAIL_RE.test(email) ? 'Enter a valid email, like name@example.com' : undefined,
    };
    setErrors(next);
    const first = (['name', 'email'] as const).find((f) => next[f]);
    if (first) return event.currentTarget.querySelector<HTMLInputElement>(`[name="${first}"]`)?.focus();
    save.mutate();
  };

  const set = (field: Field, value: string | null) => {
    setValues((v) => ({ ...v, [field]: value }));
    if (errors[field]) setErrors((e) => ({ ...e, [field]: undefined }));
  };
  const fieldsHandled = Object.values(errors).some(Boolean);

  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="details-title">
      <form noValidate onSubmit={submit}>
        <Stack gap="md">
          <Title order={2} fz="lg" id="details-title">
            My details
          </Title>
          <TextInput
            label="Full name"
            name="name"
            required
            autoComplete="name"
            value={values.name}
            onChange={(e) => set('name', e.currentTarget.value)}
            error={errors.name}
          />
          <TextInput
            label="Email"
            name="email"
            type="email"
            autoComplete="email"
            value={values.email}
            onChange={(e) => set('email', e.currentTarget.value)}
            error={errors.email}
          />
          <Select
            label="Blood group"
            name="bloodGroup"
            placeholder="Choose your blood group"
            description="Shared with emergency services and blood donors only when you ask for help."
            data={BLOOD_GROUP_OPTIONS}
            value={values.bloodGroup}
            onChange={(value) => set('bloodGroup', value)}
            error={errors.bloodGroup}
            clearable
          />
          <TextInput
            label="Mobile number"
            value={formatPhone(me.countryCode, me.phone)}
            readOnly
            description="You sign in with this number, so it cannot be changed here."
          />
          {save.error && !fieldsHandled ? <FormAlert>{messageWithWait(save.error)}</FormAlert> : null}
          <Group>
            <Button type="submit" loading={save.isPending}>
              Save details
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}

/** /account/profile: name, email, blood group, whether the tag's SOS page shows the owner, and masked calls. */
export function ProfilePage() {
  useDocumentTitle(`My profile · ${APP_NAME}`);
  const me = useQuery({ queryKey: accountKeys.me, queryFn: ({ signal }) => fetchMe(signal) });
  return (
    <Stack gap="lg">
      <Title order={1} fz={{ base: 24, sm: 30 }}>
        My profile
      </Title>
      {me.isError ? (
        <LoadError error={me.error} what="your profile" onRetry={() => void me.refetch()} retrying={me.isFetching} />
      ) : me.isPending ? (
        <SectionLoader label="Loading your profile…" />
      ) : (
        <>
          <ShowDetailsSwitch me={me.data} />
          <MaskedCallsSwitch me={me.data} />
          <ProfileForm key={me.data._id} me={me.data} />
          {me.data.usertype === 'Admin' ? (
            <Alert color="gray" variant="light">
              You are an administrator; your permissions are managed in the back office.
            </Alert>
          ) : null}
        </>
      )}
    </Stack>
  );
}
