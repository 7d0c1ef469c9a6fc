import { Button, Center, Container, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useMutation } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link, Navigate, useParams } from 'react-router';
import { APP_NAME } from '../../config';
import { errorMessage } from '../../lib/api';
import { SectionLoader } from '../../ui/list-states';
import { acceptInvitation } from './groups-api';

/**
 * /groups/join/:token, the address an invitation's text links to: behind the sign-in (a new
 * number signs up first), then the invitation is taken for the signed-in account, which must hold
 * the number it was sent to, and the group opens.
 */
export function JoinGroupPage() {
  useDocumentTitle(`Join a group · ${APP_NAME}`);
  const { token = '' } = useParams();
  const accept = useMutation({ mutationFn: () => acceptInvitation(token) });
  const { mutate } = accept;
  useEffect(() => mutate(), [mutate]);

  if (accept.isSuccess) return <Navigate to={`/account/groups/${accept.data._id}`} replace />;
  return (
    <Container size="xs" py="xl">
      {accept.isError ? (
        <Stack align="center" ta="center" gap="sm">
          <Title order={1} fz="xl">
            Could not join the group
          </Title>
          <Text role="alert">{errorMessage(accept.error)}</Text>
          <Button component={Link} to="/account/groups">
            My groups
          </Button>
        </Stack>
      ) : (
        <Center>
          <SectionLoader label="Joining the group…" />
        </Center>
      )}
    </Container>
  );
}
