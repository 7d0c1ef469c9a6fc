import { Anchor, Stack, Text } from '@mantine/core';
import {
  ABANDONED_CART_HOURS,
  CART_STATES,
  formatIndianMobile,
  formatMoney,
  type TAdminCart,
} from '@safesathi/contract';
import type { TFunction } from 'i18next';
import { parseAsStringLiteral } from 'nuqs';
import { useTranslation } from 'react-i18next';
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

/** "3 h ago", "2 days ago". */
function age(t: TFunction, hours: number): string {
  if (hours < 1) return t('adminShop:carts.underAnHour');
  if (hours < 48) return t('adminShop:carts.hours', { n: Math.floor(hours) });
  return t('adminShop:carts.days', { n: Math.floor(hours / 24) });
}

const columns = (t: TFunction): Column<TAdminCart>[] => [
  {
    key: 'customer',
    header: t('adminShop:carts.customer'),
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
    header: t('adminShop:carts.items'),
    render: (c) => <Text size="sm">{c.items.map((i) => `${i.name} × ${i.quantity}`).join(', ')}</Text>,
  },
  {
    key: 'value',
    header: t('adminShop:carts.value'),
    sortKey: 'value',
    align: 'right',
    nowrap: true,
    render: (c) => formatMoney(c.valuePaise),
  },
  {
    key: 'updatedAt',
    header: t('adminShop:carts.lastChange'),
    sortKey: 'updatedAt',
    nowrap: true,
    render: (c) => (
      <TimeStateCell
        time={age(t, c.ageHours)}
        state={c.state === 'open' ? t('adminShop:carts.open') : t('adminShop:carts.abandoned')}
        color={c.state === 'open' ? 'green' : 'yellow'}
      />
    ),
  },
];

/** /admin-carts (viewCart): customers' carts with something in them, open or abandoned. */
export function CartsPage() {
  const { t } = useTranslation();
  const list = useListState(CART_LIST);
  const show = list.filters.show;

  return (
    <ListScreen
      title={t('adminShop:carts.title')}
      intro={t('adminShop:carts.intro', { hours: ABANDONED_CART_HOURS })}
      source={{ key: ['admin', 'carts'], path: '/api/admin/carts' }}
      list={list}
      query={{ state: show === 'all' ? undefined : show }}
      flag="viewCart"
      filters={
        <ShowSegments
          id="carts-show"
          list={list}
          options={{
            all: t('adminShop:carts.all'),
            open: t('adminShop:carts.open'),
            abandoned: t('adminShop:carts.abandoned'),
          }}
        />
      }
      table={{
        label: t('adminShop:carts.label'),
        columns: columns(t),
        rowKey: (c) => c._id,
        minWidth: 640,
        emptyText: t('adminShop:carts.empty'),
      }}
    />
  );
}
