import { ActionIcon, Button, Group, Paper, Select, Stack, Text, Tooltip } from '@mantine/core';
import { formatMoney, ORDER_SORTS, ORDER_STATUSES, type OrderStatus, type TOrder } from '@safesathi/contract';
import { parseAsStringLiteral } from 'nuqs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAuth } from '../../../lib/auth';
import { formatDate } from '../../../lib/date-time';
import { useListQuery } from '../../../lib/list-query';
import { defineList, useListState } from '../../../lib/list-state';
import { type Column, DataTable, listQueryProps } from '../../../ui/data-table';
import { IconEye, IconPencil, IconPlus, IconTruck } from '../../../ui/icons';
import { ExportCsvButton } from '../../common/export-csv-button';
import { SearchInput } from '../../common/list-filters';
import { PageHeader } from '../../common/page-header';
import { useAdminDocumentTitle } from '../../page-title';
import { BulkShipDialog } from './bulk-ship-dialog';
import { addressLine } from './customer-address-fields';
import { DailyChart } from './daily-chart';
import { OrderDialog } from './order-dialog';
import { OrderStatusBadge, useOrderStatusText } from './order-status-badge';
import { downloadOrdersCsv, type OrderListFilters, orderList, orderPath } from './orders-api';
import { OrdersBulkBar } from './orders-bulk-bar';
import { canShip, ShipOrderDialog } from './ship-order-dialog';
import { SummaryCards } from './summary-cards';

/** Orders: newest first; search and a status filter. */
const ORDER_LIST = defineList({
  sorts: ORDER_SORTS,
  defaultSort: 'createdAt',
  defaultOrder: 'desc',
  filters: { status: parseAsStringLiteral(ORDER_STATUSES) },
});

/** /admin-dashboard and /admin-orders (docs/product.md §2 "Orders list"): cards, chart, searchable table, add and edit. */
export function OrdersPage() {
  const { t } = useTranslation();
  const statusText = useOrderStatusText();
  useAdminDocumentTitle(t('adminShop:orders.title'));
  const auth = useAuth();
  const list = useListState(ORDER_LIST);
  const [dialog, setDialog] = useState<{ order: TOrder | null } | null>(null);
  const [selected, setSelected] = useState<TOrder[]>([]);
  const [shipping, setShipping] = useState<TOrder[] | null>(null);
  const [shippingOne, setShippingOne] = useState<TOrder | null>(null);
  const canView = auth.can('viewOrder');

  const filters: OrderListFilters = {
    page: list.page,
    limit: list.limit,
    sort: list.sort,
    order: list.order,
    search: list.debouncedSearch || undefined,
    status: list.filters.status ?? undefined,
  };
  const query = useListQuery({
    ...orderList,
    list,
    filters: { search: filters.search, status: filters.status },
    enabled: canView,
  });
  const canEdit = auth.can('editOrder');

  const columns: Column<TOrder>[] = [
    {
      key: 'number',
      header: t('adminShop:orders.columns.number'),
      sortKey: 'orderNumber',
      nowrap: true,
      render: (o) => (
        <Text size="sm" ff="monospace" fw={600}>
          {o.orderNumber}
        </Text>
      ),
    },
    {
      key: 'product',
      header: t('adminShop:orders.columns.product'),
      render: (o) => (
        <Stack gap={2}>
          <Text size="sm">{o.productList.map((l) => `${l.name} × ${l.quantity}`).join(', ')}</Text>
          <Text size="xs" c="dimmed">
            {o.customerId.name}
          </Text>
        </Stack>
      ),
    },
    {
      key: 'address',
      header: t('adminShop:orders.columns.address'),
      render: (o) =>
        o.shippingAddressId ? (
          <Text size="sm" miw={160}>
            {addressLine(o.shippingAddressId)}
          </Text>
        ) : (
          '—'
        ),
    },
    {
      key: 'created',
      header: t('adminShop:orders.columns.created'),
      sortKey: 'createdAt',
      nowrap: true,
      render: (o) => formatDate(o.createdAt),
    },
    {
      key: 'delivery',
      header: t('adminShop:orders.columns.delivery'),
      sortKey: 'deliveryDate',
      nowrap: true,
      render: (o) =>
        o.status === 'Delivered' && o.actualDeliveryDate
          ? formatDate(o.actualDeliveryDate)
          : o.deliveryDate
            ? formatDate(o.deliveryDate)
            : '—',
    },
    {
      key: 'status',
      header: t('adminShop:orders.columns.status'),
      nowrap: true,
      render: (o) => <OrderStatusBadge status={o.status} />,
    },
    {
      key: 'total',
      header: t('adminShop:orders.columns.total'),
      sortKey: 'total',
      align: 'right',
      nowrap: true,
      render: (o) => (
        <Text size="sm" fw={600}>
          {formatMoney(o.totals.totalPaise)}
        </Text>
      ),
    },
    {
      key: 'action',
      header: t('adminShop:orders.columns.action'),
      actions: true,
      render: (o) => (
        <Group gap={0} wrap="nowrap">
          <Tooltip label={t('adminShop:orders.view')}>
            <ActionIcon
              variant="subtle"
              component={Link}
              to={orderPath(o._id)}
              state={{ order: o }}
              aria-label={t('adminShop:orders.viewOne', { number: o.orderNumber })}
            >
              <IconEye />
            </ActionIcon>
          </Tooltip>
          {canEdit ? (
            <Tooltip label={t('adminShop:orders.edit')}>
              <ActionIcon
                variant="subtle"
                aria-label={t('adminShop:orders.editOne', { number: o.orderNumber })}
                onClick={() => setDialog({ order: o })}
              >
                <IconPencil />
              </ActionIcon>
            </Tooltip>
          ) : null}
          {canEdit && canShip(o) ? (
            <Tooltip label={t('adminShop:orders.markShipped')}>
              <ActionIcon
                variant="subtle"
                aria-label={t('adminShop:orders.markShippedOne', { number: o.orderNumber })}
                onClick={() => setShippingOne(o)}
              >
                <IconTruck size={18} />
              </ActionIcon>
            </Tooltip>
          ) : null}
        </Group>
      ),
    },
  ];

  return (
    <Stack gap="lg">
      <PageHeader title={t('adminShop:orders.title')}>
        <Group gap="sm">
          <ExportCsvButton
            download={() => {
              const { page: _p, limit: _l, ...rest } = filters;
              return downloadOrdersCsv(rest);
            }}
          />
          {auth.can('createNewOrder') ? (
            <Button leftSection={<IconPlus size={16} />} onClick={() => setDialog({ order: null })}>
              {t('adminShop:orders.add')}
            </Button>
          ) : null}
        </Group>
      </PageHeader>
      <SummaryCards />
      <DailyChart />
      <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'md' }}>
        <Stack gap="md">
          <Group gap="sm" grow preventGrowOverflow={false} wrap="wrap">
            <SearchInput
              aria-label={t('adminShop:orders.searchLabel')}
              placeholder={t('adminShop:orders.searchPlaceholder')}
              value={list.search}
              onSearch={list.setSearch}
              miw={200}
            />
            <Select
              aria-label={t('adminShop:orders.statusLabel')}
              placeholder={t('adminShop:orders.allStatuses')}
              data={ORDER_STATUSES.map((s) => ({ value: s, label: statusText(s) }))}
              value={list.filters.status}
              onChange={(v) => list.setFilters({ status: v as OrderStatus | null })}
              clearable
              maw={{ base: undefined, sm: 220 }}
              miw={160}
            />
          </Group>
          <OrdersBulkBar
            selected={selected}
            onShip={canEdit ? () => setShipping(selected) : undefined}
            onClear={() => setSelected([])}
          />
          <DataTable
            label={t('adminShop:orders.title')}
            columns={columns}
            rowKey={(o) => o._id}
            state={list}
            {...listQueryProps(query)}
            minWidth={860}
            selection={{
              selected,
              onChange: setSelected,
              name: (o) => t('adminShop:orders.rowName', { number: o.orderNumber }),
            }}
          />
        </Stack>
      </Paper>
      <BulkShipDialog
        orders={shipping}
        onClose={(shipped) => {
          setShipping(null);
          if (shipped) setSelected([]);
        }}
      />
      <ShipOrderDialog order={shippingOne} onClose={() => setShippingOne(null)} />
      <OrderDialog opened={dialog !== null} order={dialog?.order ?? null} onClose={() => setDialog(null)} />
    </Stack>
  );
}
