import { Anchor, Stack, Text } from '@mantine/core';
import {
  ABANDONED_CART_HOURS,
  CART_STATES,
  formatIndianMobile,
  formatMoney,
  type TAdminCart,
} from '@safesathi/contract';
import { parseAsStringLiteral } from 'nuqs';
import { Link } from 'react-router';
import { defineList, useListState } from '../../../lib/list-state';
import type { Column } from '../../../ui/data-table';
import { ShowSegments } from '../../common/list-filters';
import { ListScreen, TimeStateCell } from '../../common/list-screen';

const SHOW = ['all', ...CART_STATES] as const;
/** Newest change first; open / abandoned filter in the address like every list (lib/list-state.ts). */
const CART_LIST = defineList({
  sorts: ['updatedAt', 'value'] as const,
  defaultOrder: 'desc',
  filters: { show: parseAsStringLiteral(SHOW).withDefault('all') },
});

/** "3 h", "2 days". */
function age(hours: number): string {
  if (hours < 1) return 'under an hour';
  if (hours < 48) return `${Math.floor(hours)} h`;
  return `${Math.floor(hours / 24)} days`;
}

const COLUMNS: Column<TAdminCart>[] = [
  {
    key: 'customer',
    header: 'Customer',
    render: (c) => (
      <Stack gap={0}>
        <Anchor component={Link} to={`/admin/customers/${c.customer._id}`} size="sm" fw={600}>
          {c.customer.name}
        </Anchor>
        <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
          {formatIndianMobile(c.customer.phone)}
        </Text>
      </Stack>
    ),
  },
  {
    key: 'items',
    header: 'Items',
    render: (c) => <Text size="sm">{c.items.map((i) => `${i.name} × ${i.quantity}`).join(', ')}</Text>,
  },
  {
    key: 'value',
    header: 'Value',
    sortKey: 'value',
    align: 'right',
    nowrap: true,
    render: (c) => formatMoney(c.valuePaise),
  },
  {
    key: 'updatedAt',
    header: 'Last change',
    sortKey: 'updatedAt',
    nowrap: true,
    render: (c) => (
      <TimeStateCell
        time={`${age(c.ageHours)} ago`}
        state={c.state === 'open' ? 'Open' : 'Abandoned'}
        color={c.state === 'open' ? 'green' : 'yellow'}
      />
    ),
  },
];

/** /admin-carts (viewCart): customers' carts with something in them, open or abandoned. */
export function CartsPage() {
  const list = useListState(CART_LIST);
  const show = list.filters.show;

  return (
    <ListScreen
      title="Carts"
      intro={`A cart left unchanged for ${ABANDONED_CART_HOURS} hours is abandoned. Values are at today’s prices (GST included), before coupon and shipping.`}
      source={{ key: ['admin', 'carts'], path: '/api/admin/carts' }}
      list={list}
      query={{ state: show === 'all' ? undefined : show }}
      flag="viewCart"
      filters={
        <ShowSegments id="carts-show" list={list} options={{ all: 'All', open: 'Open', abandoned: 'Abandoned' }} />
      }
      table={{
        label: 'Customers’ carts',
        columns: COLUMNS,
        rowKey: (c) => c._id,
        minWidth: 640,
        emptyText: 'No carts with anything in them.',
      }}
    />
  );
}
