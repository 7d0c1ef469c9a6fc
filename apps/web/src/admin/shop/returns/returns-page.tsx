import { Anchor, Button, Group, Image, Stack, Text } from '@mantine/core';
import { formatIndianMobile, formatMoney, ORDER_STATUSES, type OrderStatus, RETURN_STATES } from '@safesathi/contract';
import type { TFunction } from 'i18next';
import { parseAsStringLiteral } from 'nuqs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAuth } from '../../../lib/auth';
import { formatDateTime } from '../../../lib/date-time';
import { defineList, useListState } from '../../../lib/list-state';
import type { Column } from '../../../ui/data-table';
import { ShowSegments } from '../../common/list-filters';
import { ListScreen, TimeStateCell } from '../../common/list-screen';
import { useOrderStatusText } from '../orders/order-status-badge';
import { orderPath, returnList } from '../orders/orders-api';
import { type Decision, ReturnDecisionModal, type ReturnItem } from './return-decision-modal';

const SHOW = ['all', ...RETURN_STATES] as const;
/** Requests waiting for a decision first by default; the filter is kept in the address like every list. */
const RETURN_LIST = defineList({
  sorts: ['createdAt'] as const,
  defaultOrder: 'desc',
  filters: { show: parseAsStringLiteral(SHOW).withDefault('requested') },
});

const STATE_COLOR = { requested: 'yellow', approved: 'green', refused: 'red' } as const;

function columns(
  t: TFunction,
  statusText: (status: OrderStatus) => string,
  canDecide: boolean,
  decide: (item: ReturnItem, decision: Decision) => void,
): Column<ReturnItem>[] {
  const stateWords = {
    requested: t('adminShop:returns.waiting'),
    approved: t('adminShop:returns.approved'),
    refused: t('adminShop:returns.refused'),
  } as const;
  return [
    {
      key: 'order',
      header: t('adminShop:returns.order'),
      render: (r) => (
        <Stack gap={0}>
          <Anchor component={Link} to={orderPath(r.order._id)} size="sm" fw={600}>
            {r.order.orderNumber}
          </Anchor>
          <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
            {r.order.customer.name} · {formatIndianMobile(r.order.customer.phone)}
          </Text>
          <Text size="xs" c="dimmed">
            {formatMoney(r.order.totalPaise)} ·{' '}
            {(ORDER_STATUSES as readonly string[]).includes(r.order.status)
              ? statusText(r.order.status as OrderStatus)
              : r.order.status}
          </Text>
        </Stack>
      ),
    },
    {
      key: 'reason',
      header: t('adminShop:returns.reason'),
      render: (r) => (
        <Group gap="sm" wrap="nowrap" align="flex-start">
          {r.photo ? (
            <Anchor href={r.photo.url} target="_blank" rel="noreferrer" aria-label={t('adminShop:returns.openPhoto')}>
              <Image src={r.photo.thumbUrl} alt={t('adminShop:returns.photo')} w={56} h={56} radius="sm" fit="cover" />
            </Anchor>
          ) : null}
          <Stack gap={2}>
            <Text size="sm">{r.reason}</Text>
            {r.note ? (
              <Text size="xs" c="dimmed">
                {t('adminShop:returns.note', { note: r.note })}
              </Text>
            ) : null}
          </Stack>
        </Group>
      ),
    },
    {
      key: 'createdAt',
      header: t('adminShop:returns.asked'),
      sortKey: 'createdAt',
      nowrap: true,
      render: (r) => (
        <TimeStateCell
          time={formatDateTime(r.requestedAt)}
          state={stateWords[r.status]}
          color={STATE_COLOR[r.status]}
        />
      ),
    },
    {
      key: 'decide',
      header: t('adminShop:returns.decision'),
      actions: true,
      render: (r) =>
        r.status === 'requested' && canDecide ? (
          <Group gap="xs" wrap="nowrap">
            <Button size="xs" color="green" onClick={() => decide(r, 'approve')}>
              {t('adminShop:returns.approve')}
            </Button>
            <Button size="xs" variant="default" onClick={() => decide(r, 'refuse')}>
              {t('adminShop:returns.refuse')}
            </Button>
          </Group>
        ) : r.decidedAt ? (
          <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
            {formatDateTime(r.decidedAt)}
          </Text>
        ) : (
          <Text size="xs" c="dimmed">
            {t('adminShop:returns.needsPermission')}
          </Text>
        ),
    },
  ];
}

/** /admin-returns (viewOrder; deciding needs editOrder): customers' return requests. */
export function ReturnsPage() {
  const { t } = useTranslation();
  const statusText = useOrderStatusText();
  const auth = useAuth();
  const list = useListState(RETURN_LIST);
  const show = list.filters.show;
  const [chosen, setChosen] = useState<{ item: ReturnItem; decision: Decision } | null>(null);

  return (
    <ListScreen
      title={t('adminShop:returns.title')}
      intro={t('adminShop:returns.intro')}
      source={returnList}
      list={list}
      query={{ status: show === 'all' ? undefined : show }}
      flag="viewOrder"
      filters={
        <ShowSegments
          id="returns-show"
          list={list}
          options={{
            requested: t('adminShop:returns.waiting'),
            approved: t('adminShop:returns.approved'),
            refused: t('adminShop:returns.refused'),
            all: t('adminShop:carts.all'),
          }}
        />
      }
      table={{
        label: t('adminShop:returns.label'),
        columns: columns(t, statusText, auth.can('editOrder'), (item, decision) => setChosen({ item, decision })),
        rowKey: (r) => r._id,
        minWidth: 720,
        emptyText: show === 'requested' ? t('adminShop:returns.noneWaiting') : t('adminShop:returns.none'),
      }}
    >
      <ReturnDecisionModal chosen={chosen} onClose={() => setChosen(null)} />
    </ListScreen>
  );
}
