import { Badge, Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { APP_NAME } from '../../config';
import { errorMessage, isApiError } from '../../lib/api';
import { formatTime } from '../../lib/date-time';
import { IconMapPin, IconUsers } from '../../ui/icons';
import { EmptyState, LoadError, SectionLoader } from '../../ui/list-states';
import { createGroup, fetchGroups, fetchMySharing, groupKeys } from './groups-api';

function CreateGroupForm() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) {
      setError('Name the group');
      return;
    }
    setBusy(true);
    try {
      const group = await createGroup(name.trim());
      void queryClient.invalidateQueries({ queryKey: groupKeys.all });
      navigate(`/account/groups/${group._id}`);
    } catch (err) {
      setError(isApiError(err) && err.errors[0] ? err.errors[0].message : errorMessage(err));
    } finally {
      setBusy(false);
    }
  };
  return (
    <form onSubmit={submit} noValidate>
      <Group align="flex-start" gap="sm" wrap="wrap">
        <TextInput
          label="New group"
          placeholder="Family"
          maxLength={60}
          value={name}
          onChange={(e) => {
            setName(e.currentTarget.value);
            setError(null);
          }}
          error={error}
          style={{ flex: '1 1 200px' }}
        />
        <Button type="submit" loading={busy} mt={{ base: 0, xs: 25 }}>
          Make group
        </Button>
      </Group>
    </form>
  );
}

/** What the account shares right now, and with whom (nothing is shared otherwise). */
function SharingNow() {
  const sharing = useQuery({ queryKey: groupKeys.sharing, queryFn: ({ signal }) => fetchMySharing(signal) });
  if (!sharing.data) return null;
  return (
    <Paper withBorder radius="lg" p="md" aria-label="What I share now">
      <Title order={2} fz="lg" mb={4}>
        What I share right now
      </Title>
      {sharing.data.length === 0 ? (
        <Text size="sm" c="dimmed">
          Nothing: nobody sees where you are.
        </Text>
      ) : (
        sharing.data.map((s) => (
          <Text size="sm" key={s.groupId}>
            My location with <b>{s.groupName}</b> ({s.seenBy.join(', ') || 'nobody else yet'}),{' '}
            {s.until ? `until ${formatTime(s.until)}` : 'until I stop'}
          </Text>
        ))
      )}
    </Paper>
  );
}

/** /account/groups: my travel groups, making one, and what I share right now. */
export function GroupsPage() {
  useDocumentTitle(`Travel together · ${APP_NAME}`);
  const groups = useQuery({ queryKey: groupKeys.all, queryFn: ({ signal }) => fetchGroups(signal) });
  return (
    <Stack gap="lg">
      <div>
        <Title order={1} fz={{ base: 24, sm: 30 }}>
          Travel together
        </Title>
        <Text c="dimmed" mt={4}>
          Share where you are with family or friends on a trip, for as long as you choose. Only the group sees it, and
          only while you share.
        </Text>
      </div>
      <SharingNow />
      {groups.isPending ? (
        <SectionLoader label="Loading your groups…" />
      ) : groups.isError ? (
        <LoadError error={groups.error} onRetry={() => void groups.refetch()} what="your groups" />
      ) : groups.data.length === 0 ? (
        <EmptyState
          title="No groups yet"
          text="Make one — “Family”, “Goa trip” — and invite people by their mobile number."
          icon={<IconUsers size={24} />}
        />
      ) : (
        <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {groups.data.map((g) => (
            <Paper component="li" withBorder radius="lg" p="md" key={g._id}>
              <Group justify="space-between" wrap="nowrap">
                <div style={{ minWidth: 0 }}>
                  <Text component={Link} to={`/account/groups/${g._id}`} fw={700} c="blue.8">
                    {g.name}
                  </Text>
                  <Text size="sm" c="dimmed">
                    {g.memberCount} {g.memberCount === 1 ? 'member' : 'members'} · {g.sharingCount} sharing now
                  </Text>
                </div>
                {g.iShare ? (
                  <Badge leftSection={<IconMapPin size={12} />} color="teal" variant="light">
                    You share
                  </Badge>
                ) : null}
              </Group>
            </Paper>
          ))}
        </Stack>
      )}
      <Paper withBorder radius="lg" p="md">
        <CreateGroupForm />
      </Paper>
    </Stack>
  );
}
