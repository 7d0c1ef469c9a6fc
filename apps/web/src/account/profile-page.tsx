import { Alert, Button, Group, Paper, Stack, TextInput, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import {
  type BloodGroup,
  formatIndianMobile,
  type TSessionUser,
  ZPersonName,
  ZUpdateMeRequest,
} from '@safesathi/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { APP_NAME } from '../config';
import { ltr } from '../i18n/format';
import { useTranslatedScreen } from '../i18n/i18n';
import { useAuth } from '../lib/auth';
import { toastSuccess } from '../lib/toast';
import { useSchemaForm } from '../lib/use-schema-form';
import { LoadError, SectionLoader } from '../ui/list-states';
import { useUnsavedChanges } from '../ui/unsaved-changes';
import { accountKeys, fetchMe, saveMe } from './account-api';
import { discardWords } from './account-words';
import { AlertLanguage } from './alert-language';
import { DevicesSection } from './devices-section';
import { FallbackChannelChoice } from './fallback-channel';
import { MaskedCallsSwitch } from './masked-calls-switch';
import { PersonFields } from './person-fields';
import { ProfileSwitch } from './profile-switch';
import { SmsOffersSwitch } from './sms-offers-switch';

function ShowDetailsSwitch({ me }: { me: TSessionUser }) {
  const { t } = useTranslation();
  return (
    <ProfileSwitch
      me={me}
      field="showDetails"
      title={t('profile:details.title')}
      label={t('profile:details.label')}
      on={{
        description: t('profile:details.on', { phone: ltr(formatIndianMobile(me.phone, me.countryCode)) }),
        saved: t('profile:details.onSaved'),
      }}
      off={{ description: t('profile:details.off'), saved: t('profile:details.offSaved') }}
      note={t('profile:details.note')}
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
  const { t } = useTranslation();
  const form = useSchemaForm<ProfileValues>({
    schema: PROFILE,
    initialValues: { name: me.name, email: me.email ?? '', bloodGroup: me.bloodGroup ?? null },
  });
  useUnsavedChanges(form.isDirty(), discardWords(t));

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
      toastSuccess(t('profile:form.saved'));
    },
    onError: (error) => form.fail(error, { title: t('profile:form.notSaved') }),
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
            {t('profile:form.title')}
          </Title>
          <PersonFields
            inputProps={form.getInputProps}
            errors={form.errors}
            bloodGroupHelp={t('profile:form.bloodGroupHelp')}
          />
          <TextInput
            label={t('auth:mobile')}
            value={formatIndianMobile(me.phone, me.countryCode)}
            readOnly
            dir="ltr"
            description={t('profile:form.mobileHelp')}
          />
          <Group>
            <Button type="submit" loading={save.isPending}>
              {t('profile:form.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}

/** /account/profile: name, email, blood group, whether the tag's SOS page shows the owner, masked calls, and the language of alert texts. */
export function ProfilePage() {
  const { t } = useTranslation();
  useTranslatedScreen();
  useDocumentTitle(t('profile:pageTitle', { app: APP_NAME }));
  const me = useQuery({ queryKey: accountKeys.me, queryFn: ({ signal }) => fetchMe(signal) });
  return (
    <Stack gap="lg">
      <Title order={1} fz={{ base: 24, sm: 30 }}>
        {t('profile:title')}
      </Title>
      {me.isError ? (
        <LoadError
          error={me.error}
          title={t('profile:loadError')}
          retryLabel={t('account:tryAgain')}
          onRetry={() => void me.refetch()}
          retrying={me.isFetching}
        />
      ) : me.isPending ? (
        <SectionLoader label={t('profile:loading')} />
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
              {t('profile:admin')}
            </Alert>
          ) : null}
        </>
      )}
    </Stack>
  );
}
