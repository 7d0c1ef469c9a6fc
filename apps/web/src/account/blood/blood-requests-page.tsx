import { Anchor, Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import type { BloodRequestState } from '@safesathi/contract';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { APP_NAME } from '../../config';
import { formatDateAndTime } from '../../i18n/format';
import { useTranslatedScreen } from '../../i18n/i18n';
import { EmptyState, LoadError, SectionLoader } from '../../ui/list-states';
import { bloodKeys, fetchMyRequests, type MyBloodRequest } from './blood-api';
import { componentInText, requestStateLabel } from './blood-words';
import { RequestForm } from './request-form';

const STATE_COLOR: Record<BloodRequestState, string> = {
  open: 'red',
  fulfilled: 'green',
  closed: 'gray',
  expired: 'gray',
};

function RequestRow({ r }: { r: MyBloodRequest }) {
  const { t, i18n } = useTranslation();
  return (
    <Paper component="li" withBorder radius="md" p="md">
      <Stack gap={6}>
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Text fw={700}>
            {t('blood:requests.row', {
              patient: r.patientName,
              group: r.bloodGroup,
              component: componentInText(t, r.component),
              count: r.units,
            })}
          </Text>
          <Badge color={STATE_COLOR[r.status]} variant="light" c="dark.7" tt="none">
            {requestStateLabel(t, r.status)}
          </Badge>
        </Group>
        <Text size="sm" c="dimmed">
          {r.hospitalName} ·{' '}
          <time dateTime={r.createdAt}>
            {t('blood:requests.asked', { time: formatDateAndTime(r.createdAt, i18n.resolvedLanguage ?? 'en') })}
          </time>
        </Text>
        <Text size="sm">
          {t('blood:requests.figures', { count: r.notified, yes: r.yesCount, gave: r.donatedCount })}
        </Text>
        <Anchor href={new URL(r.viewUrl).pathname}>{t('blood:requests.openPage')}</Anchor>
      </Stack>
    </Paper>
  );
}

/** /account/blood-requests: ask for blood, and follow one's requests. */
export function BloodRequestsPage() {
  const { t } = useTranslation();
  useTranslatedScreen();
  useDocumentTitle(t('blood:requests.pageTitle', { app: APP_NAME }));
  const list = useQuery({ queryKey: bloodKeys.requests, queryFn: ({ signal }) => fetchMyRequests(signal) });
  return (
    <Stack gap="lg">
      <div>
        <Title order={1} fz={{ base: 24, sm: 30 }}>
          {t('blood:requests.title')}
        </Title>
        <Text c="dimmed" mt={4}>
          {t('blood:requests.intro')} <Link to="/account/blood">{t('blood:requests.donorLink')}</Link>.
        </Text>
      </div>
      <RequestForm />
      <section aria-labelledby="my-requests">
        <Title order={2} fz="lg" id="my-requests" mb="sm">
          {t('blood:requests.mine')}
        </Title>
        {list.isError ? (
          <LoadError
            error={list.error}
            title={t('blood:requests.loadError')}
            retryLabel={t('account:tryAgain')}
            onRetry={() => void list.refetch()}
            retrying={list.isFetching}
          />
        ) : list.isPending ? (
          <SectionLoader label={t('blood:requests.loading')} />
        ) : list.data.length === 0 ? (
          <EmptyState title={t('blood:requests.emptyTitle')} text={t('blood:requests.emptyText')} />
        ) : (
          <Stack gap="xs" component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {list.data.map((r) => (
              <RequestRow key={r._id} r={r} />
            ))}
          </Stack>
        )}
      </section>
    </Stack>
  );
}
