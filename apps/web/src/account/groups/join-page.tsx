import { Button, Center, Container, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useParams } from 'react-router';
import { APP_NAME } from '../../config';
import { TranslatedErrors, useErrorText } from '../../i18n/error-text';
import { useTranslatedScreen } from '../../i18n/i18n';
import { useAuth } from '../../lib/auth';
import { SectionLoader } from '../../ui/list-states';
import { OfflinePanel } from '../../ui/offline';
import { acceptInvitation, previewInvitation } from './groups-api';

function JoinFailed({ error }: { error: unknown }) {
  const { t } = useTranslation();
  const say = useErrorText();
  return (
    <Stack align="center" ta="center" gap="sm">
      <Title order={1} fz="xl">
        {t('groups:join.failed')}
      </Title>
      <Text role="alert">{say(error)}</Text>
      <Button component={Link} to="/account/groups">
        {t('groups:join.myGroups')}
      </Button>
    </Stack>
  );
}

/** Signed in: the invitation is taken for this account (which must hold its number) and the group opens. */
function Accept({ token }: { token: string }) {
  const { t } = useTranslation();
  const accept = useMutation({ mutationFn: () => acceptInvitation(token) });
  const { mutate } = accept;
  useEffect(() => mutate(), [mutate]);
  if (accept.isSuccess) return <Navigate to={`/account/groups/${accept.data._id}`} replace />;
  if (accept.isError) return <JoinFailed error={accept.error} />;
  return (
    <Center>
      <SectionLoader label={t('groups:join.joining')} />
    </Center>
  );
}

/**
 * Signed out: to sign-in, or to sign-up when the number has no account yet, with the number the
 * invitation was sent to filled in; either comes back here afterwards, signed in.
 */
function SignInFirst({ token }: { token: string }) {
  const { t } = useTranslation();
  const preview = useQuery({
    queryKey: ['invitation', token],
    queryFn: ({ signal }) => previewInvitation(token, signal),
  });
  if (preview.isError) return <JoinFailed error={preview.error} />;
  if (!preview.data)
    return (
      <Center>
        <SectionLoader label={t('groups:join.joining')} />
      </Center>
    );
  const state = { phone: preview.data.phone, from: `/groups/join/${token}` };
  return <Navigate to={preview.data.hasAccount ? '/sign-in' : '/sign-up'} replace state={state} />;
}

/**
 * /groups/join/:token, the address an invitation's text links to (docs/decisions/0072-trip-groups.md):
 * a signed-out visitor signs in, or signs up when the number is new, with the invited number filled
 * in; signed in, the invitation is taken for the account, which must hold that number.
 */
export function JoinGroupPage() {
  const { t } = useTranslation();
  useTranslatedScreen();
  useDocumentTitle(t('groups:join.pageTitle', { app: APP_NAME }));
  const { token = '' } = useParams();
  const auth = useAuth();
  if (auth.status === 'unknown') return <OfflinePanel />;
  return (
    <TranslatedErrors>
      <Container size="xs" py="xl">
        {auth.status === 'loading' ? (
          <Center>
            <SectionLoader label={t('groups:join.joining')} />
          </Center>
        ) : auth.status === 'signed-in' && auth.user ? (
          <Accept token={token} />
        ) : (
          <SignInFirst token={token} />
        )}
      </Container>
    </TranslatedErrors>
  );
}
