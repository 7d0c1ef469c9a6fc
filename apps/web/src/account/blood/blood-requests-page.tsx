import { Anchor, Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { BLOOD_COMPONENT_LABELS, type BloodRequestState } from '@safesathi/contract';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { APP_NAME } from '../../config';
import { formatDateTime } from '../../lib/date-time';
import { EmptyState, LoadError, SectionLoader } from '../../ui/list-states';
import { bloodKeys, fetchMyRequests, type MyBloodRequest } from './blood-api';
import { RequestForm } from './request-form';

const STATE: Record<BloodRequestState, { label: string; color: string }> = {
  open: { label: 'Open', color: 'red' },
  fulfilled: { label: 'Fulfilled', color: 'green' },
  closed: { label: 'Closed', color: 'gray' },
  expired: { label: 'Expired', color: 'gray' },
};

function RequestRow({ r }: { r: MyBloodRequest }) {
  const state = STATE[r.status];
  return (
    <Paper component="li" withBorder radius="md" p="md">
      <Stack gap={6}>
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Text fw={700}>
            {r.patientName}: {r.bloodGroup} {BLOOD_COMPONENT_LABELS[r.component].toLowerCase()}, {r.units}{' '}
            {r.units === 1 ? 'unit' : 'units'}
          </Text>
          <Badge color={state.color} variant="light" c="dark.7" tt="none">
            {state.label}
          </Badge>
        </Group>
        <Text size="sm" c="dimmed">
          {r.hospitalName} · asked <time dateTime={r.createdAt}>{formatDateTime(r.createdAt)}</time>
        </Text>
        <Text size="sm">
          {r.notified} donors texted · {r.yesCount} said yes · {r.donatedCount} gave
        </Text>
        <Anchor href={new URL(r.viewUrl).pathname}>Open the request's page</Anchor>
      </Stack>
    </Paper>
  );
}

/** /account/blood-requests: ask for blood, and follow one's requests. */
export function BloodRequestsPage() {
  useDocumentTitle(`Blood requests · ${APP_NAME}`);
  const list = useQuery({ queryKey: bloodKeys.requests, queryFn: ({ signal }) => fetchMyRequests(signal) });
  return (
    <Stack gap="lg">
      <div>
        <Title order={1} fz={{ base: 24, sm: 30 }}>
          Blood requests
        </Title>
        <Text c="dimmed" mt={4}>
          Registered donors near the hospital with a matching blood group are texted, nearest first, and the search
          widens every few minutes until enough of them can come. You can also{' '}
          <Link to="/account/blood">become a donor</Link>.
        </Text>
      </div>
      <RequestForm />
      <section aria-labelledby="my-requests">
        <Title order={2} fz="lg" id="my-requests" mb="sm">
          My requests
        </Title>
        {list.isError ? (
          <LoadError
            error={list.error}
            what="your requests"
            onRetry={() => void list.refetch()}
            retrying={list.isFetching}
          />
        ) : list.isPending ? (
          <SectionLoader label="Loading your requests…" />
        ) : list.data.length === 0 ? (
          <EmptyState title="No requests yet" text="A request you send shows here, with a link to follow it." />
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
