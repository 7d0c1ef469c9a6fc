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
 * Signed out: who sent the invitation and the number it was sent to, masked but its last four
 * digits (a forwarded link must not tell a stranger the number; docs/decisions/0079-invitation-preview-masked.md),
 * then sign-in and sign-up both (the page is not told whether the number has an account); either
 * comes back here afterwards.
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
  const { invitedBy, maskedPhone } = preview.data;
  const back = { from: `/groups/join/${token}` };
  return (
    <Stack align="center" ta="center" gap="sm">
      <Title order={1} fz="xl">
        {invitedBy
          ? t('groups:join.invitedBy', { name: invitedBy, app: APP_NAME })
          : t('groups:join.invited', { app: APP_NAME })}
      </Title>
      <Text>{t('groups:join.hint')}</Text>
      <Text fw={700} dir="ltr" data-testid="invited-number">
        {maskedPhone}
      </Text>
      <Stack gap="xs" w="100%" maw={320}>
        <Button component={Link} to="/sign-in" state={back}>
          {t('groups:join.signIn')}
        </Button>
        <Button component={Link} to="/sign-up" state={back} variant="default">
          {t('groups:join.signUp')}
        </Button>
      </Stack>
    </Stack>
  );
}

/**
 * /groups/join/:token, the address an invitation's text links to (docs/decisions/0072-trip-groups.md):
 * a signed-out visitor is told who invited them and the invited number masked, then signs in or
 * signs up; signed in, the invitation is taken for the account, which must
 * hold that number.
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
