import { ActionIcon, Button, Group, Paper, Select, Stack, Text, Tooltip } from '@mantine/core';
import { formatMoney, ORDER_SORTS, ORDER_STATUSES, type OrderStatus, type TOrder } from '@safesathi/contract';
import { parseAsStringLiteral } from 'nuqs';
import { useState } from 'react';
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
import { OrderStatusBadge } from './order-status-badge';
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
  useAdminDocumentTitle('Orders');
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
      header: 'Order Number',
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
      header: 'Product',
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
      header: 'Address',
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
      header: 'Order Date',
      sortKey: 'createdAt',
      nowrap: true,
      render: (o) => formatDate(o.createdAt),
    },
    {
      key: 'delivery',
      header: 'Delivery Date',
      sortKey: 'deliveryDate',
      nowrap: true,
      render: (o) =>
        o.status === 'Delivered' && o.actualDeliveryDate
          ? formatDate(o.actualDeliveryDate)
          : o.deliveryDate
            ? formatDate(o.deliveryDate)
            : '—',
    },
    { key: 'status', header: 'Status', nowrap: true, render: (o) => <OrderStatusBadge status={o.status} /> },
    {
      key: 'total',
      header: 'Total',
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
      header: 'Action',
      actions: true,
      render: (o) => (
        <Group gap={0} wrap="nowrap">
          <Tooltip label="View">
            <ActionIcon
              variant="subtle"
              component={Link}
              to={orderPath(o._id)}
              state={{ order: o }}
              aria-label={`View ${o.orderNumber}`}
            >
              <IconEye />
            </ActionIcon>
          </Tooltip>
          {canEdit ? (
            <Tooltip label="Edit">
              <ActionIcon variant="subtle" aria-label={`Edit ${o.orderNumber}`} onClick={() => setDialog({ order: o })}>
                <IconPencil />
              </ActionIcon>
            </Tooltip>
          ) : null}
          {canEdit && canShip(o) ? (
            <Tooltip label="Mark shipped">
              <ActionIcon
                variant="subtle"
                aria-label={`Mark ${o.orderNumber} shipped`}
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
      <PageHeader title="Orders">
        <Group gap="sm">
          <ExportCsvButton
            download={() => {
              const { page: _p, limit: _l, ...rest } = filters;
              return downloadOrdersCsv(rest);
            }}
          />
          {auth.can('createNewOrder') ? (
            <Button leftSection={<IconPlus size={16} />} onClick={() => setDialog({ order: null })}>
              Add
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
              aria-label="Search orders by order number, customer name or phone"
              placeholder="Search Customer.."
              value={list.search}
              onSearch={list.setSearch}
              miw={200}
            />
            <Select
              aria-label="Filter by status"
              placeholder="All statuses"
              data={[...ORDER_STATUSES]}
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
            label="Orders"
            columns={columns}
            rowKey={(o) => o._id}
            state={list}
            {...listQueryProps(query)}
            minWidth={860}
            selection={{ selected, onChange: setSelected, name: (o) => `order ${o.orderNumber}` }}
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
