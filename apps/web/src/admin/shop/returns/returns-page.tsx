import { Anchor, Button, Group, Image, Stack, Text } from '@mantine/core';
import { formatIndianMobile, formatMoney, RETURN_STATES } from '@safesathi/contract';
import { parseAsStringLiteral } from 'nuqs';
import { useState } from 'react';
import { Link } from 'react-router';
import { useAuth } from '../../../lib/auth';
import { formatDateTime } from '../../../lib/date-time';
import { defineList, useListState } from '../../../lib/list-state';
import type { Column } from '../../../ui/data-table';
import { ShowSegments } from '../../common/list-filters';
import { ListScreen, TimeStateCell } from '../../common/list-screen';
import { orderPath, returnList } from '../orders/orders-api';
import { type Decision, ReturnDecisionModal, type ReturnItem } from './return-decision-modal';

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
        <TimeStateCell
          time={formatDateTime(r.requestedAt)}
          state={STATE_WORDS[r.status]}
          color={STATE_COLOR[r.status]}
        />
      ),
    },
    {
      key: 'decide',
      header: 'Decision',
      actions: true,
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
  const auth = useAuth();
  const list = useListState(RETURN_LIST);
  const show = list.filters.show;
  const [chosen, setChosen] = useState<{ item: ReturnItem; decision: Decision } | null>(null);

  return (
    <ListScreen
      title="Returns"
      intro="A customer may ask within 7 days of delivery. An order holding an activated tag cannot be refunded."
      source={returnList}
      list={list}
      query={{ status: show === 'all' ? undefined : show }}
      flag="viewOrder"
      filters={
        <ShowSegments
          id="returns-show"
          list={list}
          options={{ requested: 'Waiting', approved: 'Approved', refused: 'Refused', all: 'All' }}
        />
      }
      table={{
        label: 'Return requests',
        columns: columns(auth.can('editOrder'), (item, decision) => setChosen({ item, decision })),
        rowKey: (r) => r._id,
        minWidth: 720,
        emptyText: show === 'requested' ? 'No return is waiting for a decision.' : 'No returns.',
      }}
    >
      <ReturnDecisionModal chosen={chosen} onClose={() => setChosen(null)} />
    </ListScreen>
  );
}
