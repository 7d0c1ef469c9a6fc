import { Anchor, Badge, Button, Group, Image, Paper, Stack, Text } from '@mantine/core';
import { formatIndianMobile, formatMoney, RETURN_STATES } from '@safesathi/contract';
import { parseAsStringLiteral } from 'nuqs';
import { useState } from 'react';
import { Link } from 'react-router';
import { useAuth } from '../../lib/auth';
import { formatDateTime } from '../../lib/date-time';
import { useListQuery } from '../../lib/list-query';
import { defineList, useListState } from '../../lib/list-state';
import { type Column, DataTable, listQueryProps } from '../../ui/data-table';
import { NoAccess } from '../../ui/list-states';
import { LabeledSegments } from '../common/list-filters';
import { PageTitle } from '../common/page-header';
import { orderPath } from '../orders/orders-api';
import { useAdminDocumentTitle } from '../page-title';
import { type Decision, RETURNS_KEY, ReturnDecisionModal, type ReturnItem } from './return-decision-modal';

const SHOW = ['all', ...RETURN_STATES] as const;
/** Requests waiting for a decision first by default; the filter is kept in the address like every list. */
const RETURN_LIST = defineList({
  sorts: ['createdAt'] as const,
  defaultOrder: 'desc',
  filters: { show: parseAsStringLiteral(SHOW).withDefault('requested') },
});

const STATE_WORDS = { requested: 'Waiting', approved: 'Approved', refused: 'Refused' } as const;
const STATE_COLOR = { requested: 'yellow', approved: 'green', refused: 'red' } as const;

function columns(canDecide: boolean, decide: (item: ReturnItem, decision: Decision) => void): Column<ReturnItem>[] {
  return [
    {
      key: 'order',
      header: 'Order',
      render: (r) => (
        <Stack gap={0}>
          <Anchor component={Link} to={orderPath(r.order._id)} size="sm" fw={600}>
            {r.order.orderNumber}
          </Anchor>
          <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
            {r.order.customer.name} · {formatIndianMobile(r.order.customer.phone)}
          </Text>
          <Text size="xs" c="dimmed">
            {formatMoney(r.order.totalPaise)} · {r.order.status}
          </Text>
        </Stack>
      ),
    },
    {
      key: 'reason',
      header: 'Reason',
      render: (r) => (
        <Group gap="sm" wrap="nowrap" align="flex-start">
          {r.photo ? (
            <Anchor href={r.photo.url} target="_blank" rel="noreferrer" aria-label="Open the customer’s photo">
              <Image src={r.photo.thumbUrl} alt="The customer’s photo" w={56} h={56} radius="sm" fit="cover" />
            </Anchor>
          ) : null}
          <Stack gap={2}>
            <Text size="sm">{r.reason}</Text>
            {r.note ? (
              <Text size="xs" c="dimmed">
                Note: {r.note}
              </Text>
            ) : null}
          </Stack>
        </Group>
      ),
    },
    {
      key: 'createdAt',
      header: 'Asked',
      sortKey: 'createdAt',
      nowrap: true,
      render: (r) => (
        <Stack gap={2} align="flex-start">
          <Text size="sm">{formatDateTime(r.requestedAt)}</Text>
          <Badge variant="light" color={STATE_COLOR[r.status]} c="dark.7" tt="none">
            {STATE_WORDS[r.status]}
          </Badge>
        </Stack>
      ),
    },
    {
      key: 'decide',
      header: 'Decision',
      render: (r) =>
        r.status === 'requested' && canDecide ? (
          <Group gap="xs" wrap="nowrap">
            <Button size="xs" color="green" onClick={() => decide(r, 'approve')}>
              Approve
            </Button>
            <Button size="xs" variant="default" onClick={() => decide(r, 'refuse')}>
              Refuse
            </Button>
          </Group>
        ) : r.decidedAt ? (
          <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
            {formatDateTime(r.decidedAt)}
          </Text>
        ) : (
          <Text size="xs" c="dimmed">
            Needs the Edit orders permission
          </Text>
        ),
    },
  ];
}

/** /admin-returns (viewOrder; deciding needs editOrder): customers' return requests. */
export function ReturnsPage() {
  useAdminDocumentTitle('Returns');
  const auth = useAuth();
  const allowed = auth.can('viewOrder');
  const list = useListState(RETURN_LIST);
  const show = list.filters.show;
  const [chosen, setChosen] = useState<{ item: ReturnItem; decision: Decision } | null>(null);
  const query = useListQuery({
    key: RETURNS_KEY,
    path: '/api/returns',
    list,
    filters: { status: show === 'all' ? undefined : show },
    enabled: allowed,
  });
  if (!allowed) return <NoAccess what="returns" flags={['viewOrder']} />;

  return (
    <Stack gap="lg">
      <PageTitle>Returns</PageTitle>
      <Text c="dimmed" size="sm">
        A customer may ask within 7 days of delivery. An order holding an activated tag cannot be refunded.
      </Text>
      <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'lg' }}>
        <Stack gap="md">
          <LabeledSegments
            id="returns-show"
            label="Show"
            value={show}
            onChange={(v) => list.setFilters({ show: v as (typeof SHOW)[number] })}
            data={[
              { value: 'requested', label: 'Waiting' },
              { value: 'approved', label: 'Approved' },
              { value: 'refused', label: 'Refused' },
              { value: 'all', label: 'All' },
            ]}
          />
          <DataTable
            label="Return requests"
            columns={columns(auth.can('editOrder'), (item, decision) => setChosen({ item, decision }))}
            rowKey={(r) => r._id}
            state={list}
            {...listQueryProps(query)}
            minWidth={720}
            emptyText={show === 'requested' ? 'No return is waiting for a decision.' : 'No returns.'}
          />
        </Stack>
      </Paper>
      <ReturnDecisionModal chosen={chosen} onClose={() => setChosen(null)} />
    </Stack>
  );
}
