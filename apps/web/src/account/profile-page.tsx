import { Alert, Button, Group, Paper, Select, Stack, TextInput, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import {
  BLOOD_GROUPS,
  type BloodGroup,
  formatIndianMobile,
  type TSessionUser,
  ZPersonName,
  ZUpdateMeRequest,
} from '@safesathi/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { APP_NAME } from '../config';
import { useAuth } from '../lib/auth';
import { toastSuccess } from '../lib/toast';
import { useSchemaForm } from '../lib/use-schema-form';
import { LoadError, SectionLoader } from '../ui/list-states';
import { useUnsavedChanges } from '../ui/unsaved-changes';
import { accountKeys, fetchMe, saveMe } from './account-api';
import { AlertLanguage } from './alert-language';
import { DevicesSection } from './devices-section';
import { FallbackChannelChoice } from './fallback-channel';
import { MaskedCallsSwitch } from './masked-calls-switch';
import { ProfileSwitch } from './profile-switch';
import { SmsOffersSwitch } from './sms-offers-switch';

const BLOOD_GROUP_OPTIONS = BLOOD_GROUPS.map((group) => ({ value: group, label: group.replace('-', '\u2212') }));

function ShowDetailsSwitch({ me }: { me: TSessionUser }) {
  return (
    <ProfileSwitch
      me={me}
      field="showDetails"
      title="What people who scan your tag see"
      label="Show my contact details to people who scan my tag"
      on={{
        description: `On: the SOS page of your tag shows your name and phone number (${formatIndianMobile(me.phone, me.countryCode)}), so someone can call you directly.`,
        saved: 'People who scan your tag now see your name and number.',
      }}
      off={{
        description:
          'Off: the SOS page shows only your registration number. People can still alert you — the SMS reaches you and your emergency contacts — but they never see your name or number.',
        saved: 'Your name and number are now hidden from people who scan your tag.',
      }}
      note="Either way, every alert sent from your tag reaches you and your emergency contacts by SMS."
    />
  );
}

/** My details as the server checks them, with the name required (the form always sends it). */
const PROFILE = ZUpdateMeRequest.pick({ email: true, bloodGroup: true }).extend({
  name: ZPersonName('Enter your name'),
});

type ProfileValues = { name: string; email: string; bloodGroup: string | null };

function ProfileForm({ me }: { me: TSessionUser }) {
  const queryClient = useQueryClient();
  const auth = useAuth();
  const form = useSchemaForm<ProfileValues>({
    schema: PROFILE,
    initialValues: { name: me.name, email: me.email ?? '', bloodGroup: me.bloodGroup ?? null },
  });
  useUnsavedChanges(form.isDirty());

  const save = useMutation({
    mutationFn: (values: ProfileValues) =>
      saveMe({
        name: values.name.trim(),
        email: values.email.trim(),
        // '' clears it: the server reads an empty blood group as none.
        bloodGroup: (values.bloodGroup ?? '') as BloodGroup,
      }),
    onSuccess: (answer) => {
      form.saved({
        name: answer.data.name,
        email: answer.data.email ?? '',
        bloodGroup: answer.data.bloodGroup ?? null,
      });
      queryClient.setQueryData(accountKeys.me, answer.data);
      auth.retry();
      toastSuccess(answer.message || 'Your profile was saved.');
    },
    onError: (error) => form.fail(error, { title: 'Your details were not saved' }),
  });

  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="details-title">
      <form
        noValidate
        onSubmit={form.submit((values) => {
          if (!save.isPending) save.mutate(values);
        })}
      >
        <Stack gap="md">
          <Title order={2} fz="lg" id="details-title">
            My details
          </Title>
          <TextInput label="Full name" name="name" required autoComplete="name" {...form.getInputProps('name')} />
          <TextInput label="Email" name="email" type="email" autoComplete="email" {...form.getInputProps('email')} />
          <Select
            label="Blood group"
            name="bloodGroup"
            placeholder="Choose your blood group"
            description="Shared with emergency services and blood donors only when you ask for help."
            data={BLOOD_GROUP_OPTIONS}
            {...form.getInputProps('bloodGroup')}
            clearable
          />
          <TextInput
            label="Mobile number"
            value={formatIndianMobile(me.phone, me.countryCode)}
            readOnly
            description="You sign in with this number, so it cannot be changed here."
          />
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

/** /account/profile: name, email, blood group, whether the tag's SOS page shows the owner, masked calls, and the language of alert texts. */
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
          <SmsOffersSwitch me={me.data} />
          <FallbackChannelChoice me={me.data} />
          <AlertLanguage me={me.data} />
          <DevicesSection />
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
