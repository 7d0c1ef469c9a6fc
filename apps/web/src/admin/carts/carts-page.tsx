import { Anchor, Badge, Paper, Stack, Text } from '@mantine/core';
import {
  ABANDONED_CART_HOURS,
  CART_STATES,
  formatIndianMobile,
  formatMoney,
  type TAdminCart,
} from '@safesathi/contract';
import { parseAsStringLiteral } from 'nuqs';
import { Link } from 'react-router';
import { useAuth } from '../../lib/auth';
import { useListQuery } from '../../lib/list-query';
import { defineList, useListState } from '../../lib/list-state';
import { type Column, DataTable, listQueryProps } from '../../ui/data-table';
import { NoAccess } from '../../ui/list-states';
import { LabeledSegments } from '../common/list-filters';
import { PageTitle } from '../common/page-header';
import { useAdminDocumentTitle } from '../page-title';

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
        <Anchor component={Link} to={`/view-customer/${c.customer._id}`} size="sm" fw={600}>
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
      <Stack gap={2} align="flex-start">
        <Text size="sm">{age(c.ageHours)} ago</Text>
        <Badge variant="light" color={c.state === 'open' ? 'green' : 'yellow'} c="dark.7" tt="none">
          {c.state === 'open' ? 'Open' : 'Abandoned'}
        </Badge>
      </Stack>
    ),
  },
];

/** /admin-carts (viewCart): customers' carts with something in them, open or abandoned. */
export function CartsPage() {
  useAdminDocumentTitle('Carts');
  const auth = useAuth();
  const allowed = auth.can('viewCart');
  const list = useListState(CART_LIST);
  const show = list.filters.show;
  const query = useListQuery({
    key: ['admin', 'carts'],
    path: '/api/carts',
    list,
    filters: { state: show === 'all' ? undefined : show },
    enabled: allowed,
  });
  if (!allowed) return <NoAccess what="customers’ carts" flags={['viewCart']} />;

  return (
    <Stack gap="lg">
      <PageTitle>Carts</PageTitle>
      <Text c="dimmed" size="sm">
        A cart left unchanged for {ABANDONED_CART_HOURS} hours is abandoned. Values are at today’s prices, before
        coupon, shipping and tax.
      </Text>
      <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'lg' }}>
        <Stack gap="md">
          <LabeledSegments
            id="carts-show"
            label="Show"
            value={show}
            onChange={(v) => list.setFilters({ show: v as (typeof SHOW)[number] })}
            data={[
              { value: 'all', label: 'All' },
              { value: 'open', label: 'Open' },
              { value: 'abandoned', label: 'Abandoned' },
            ]}
          />
          <DataTable
            label="Customers’ carts"
            columns={COLUMNS}
            rowKey={(c) => c._id}
            state={list}
            {...listQueryProps(query)}
            minWidth={640}
            emptyText="No carts with anything in them."
          />
        </Stack>
      </Paper>
    </Stack>
  );
}
