import { Badge, Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { APP_NAME } from '../../config';
import { useErrorText } from '../../i18n/error-text';
import { formatClock } from '../../i18n/format';
import { currentLanguage, useTranslatedScreen } from '../../i18n/i18n';
import { isApiError } from '../../lib/api';
import { IconMapPin, IconUsers } from '../../ui/icons';
import { EmptyState, LoadError, SectionLoader } from '../../ui/list-states';
import { createGroup, fetchGroups, fetchMySharing, groupKeys } from './groups-api';

function CreateGroupForm() {
  const say = useErrorText();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) {
      setError(t('groups:create.nameMissing'));
      return;
    }
    setBusy(true);
    try {
      const group = await createGroup(name.trim());
      void queryClient.invalidateQueries({ queryKey: groupKeys.all });
      navigate(`/account/groups/${group._id}`);
    } catch (err) {
      setError(isApiError(err) && err.errors[0] ? err.errors[0].message : say(err));
    } finally {
      setBusy(false);
    }
  };
  return (
    <form onSubmit={submit} noValidate>
      <Group align="flex-start" gap="sm" wrap="wrap">
        <TextInput
          label={t('groups:create.label')}
          placeholder={t('groups:create.placeholder')}
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
          {t('groups:create.submit')}
        </Button>
      </Group>
    </form>
  );
}

/** What the account shares right now, and with whom (nothing is shared otherwise). */
function SharingNow() {
  const { t } = useTranslation();
  const sharing = useQuery({ queryKey: groupKeys.sharing, queryFn: ({ signal }) => fetchMySharing(signal) });
  if (!sharing.data) return null;
  return (
    <Paper withBorder radius="lg" p="md" aria-label={t('groups:sharingNow.label')}>
      <Title order={2} fz="lg" mb={4}>
        {t('groups:sharingNow.title')}
      </Title>
      {sharing.data.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('groups:sharingNow.nothing')}
        </Text>
      ) : (
        sharing.data.map((s) => (
          <Text size="sm" key={s.groupId}>
            {t('groups:sharingNow.withGroup', {
              group: s.groupName,
              people: s.seenBy.join(', ') || t('groups:sharingNow.nobodyElse'),
              until: s.until
                ? t('groups:sharingNow.untilTime', { time: formatClock(s.until, currentLanguage()) })
                : t('groups:sharingNow.untilStop'),
            })}
          </Text>
        ))
      )}
    </Paper>
  );
}

/** /account/groups: my travel groups, making one, and what I share right now. */
export function GroupsPage() {
  const { t } = useTranslation();
  useTranslatedScreen();
  useDocumentTitle(t('groups:pageTitle', { app: APP_NAME }));
  const groups = useQuery({ queryKey: groupKeys.all, queryFn: ({ signal }) => fetchGroups(signal) });
  return (
    <Stack gap="lg">
      <div>
        <Title order={1} fz={{ base: 24, sm: 30 }}>
          {t('groups:title')}
        </Title>
        <Text c="dimmed" mt={4}>
          {t('groups:intro')}
        </Text>
      </div>
      <SharingNow />
      {groups.isPending ? (
        <SectionLoader label={t('groups:loading')} />
      ) : groups.isError ? (
        <LoadError
          error={groups.error}
          onRetry={() => void groups.refetch()}
          title={t('groups:loadError')}
          retryLabel={t('account:tryAgain')}
        />
      ) : groups.data.length === 0 ? (
        <EmptyState title={t('groups:emptyTitle')} text={t('groups:emptyText')} icon={<IconUsers size={24} />} />
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
                    {t('groups:memberCount', { count: g.memberCount, sharing: g.sharingCount })}
                  </Text>
                </div>
                {g.iShare ? (
                  <Badge leftSection={<IconMapPin size={12} />} color="teal" variant="light">
                    {t('groups:youShare')}
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
