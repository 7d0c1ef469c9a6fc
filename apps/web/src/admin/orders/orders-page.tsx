import { ActionIcon, Button, Group, Paper, Select, Stack, Text, Tooltip } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  formatDay,
  formatMoney,
  ORDER_SORTS,
  ORDER_STATUSES,
  type OrderStatus,
  type TOrder,
} from '@safesathi/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { parseAsStringLiteral } from 'nuqs';
import { useState } from 'react';
import { Link } from 'react-router';
import { errorMessage } from '../../lib/api';
import { useAuth } from '../../lib/auth';
import { formatDate } from '../../lib/date-time';
import { defineList, useListState } from '../../lib/list-state';
import { type Column, DataTable, listQueryProps } from '../../ui/data-table';
import { IconDownload, IconEye, IconPencil, IconPlus } from '../../ui/icons';
import { NoAccess } from '../../ui/list-states';
import { SearchInput } from '../common/list-filters';
import { PageHeader } from '../common/page-header';
import { useAdminDocumentTitle } from '../page-title';
import { BulkShipDialog } from './bulk-ship-dialog';
import { addressLine } from './customer-address-fields';
import { DailyChart } from './daily-chart';
import { OrderDialog } from './order-dialog';
import { OrderStatusBadge } from './order-status-badge';
import { downloadOrdersCsv, fetchOrders, type OrderListFilters, orderKeys, orderPath } from './orders-api';
import { OrdersBulkBar } from './orders-bulk-bar';
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
  const [exporting, setExporting] = useState(false);
  const [selected, setSelected] = useState<TOrder[]>([]);
  const [shipping, setShipping] = useState<TOrder[] | null>(null);
  const canView = auth.can('viewOrder');

  const filters: OrderListFilters = {
    page: list.page,
    limit: list.limit,
    sort: list.sort,
    order: list.order,
    search: list.debouncedSearch || undefined,
    status: list.filters.status ?? undefined,
  };
  const query = useQuery({
    queryKey: orderKeys.list(filters),
    queryFn: ({ signal }) => fetchOrders(filters, signal),
    placeholderData: keepPreviousData,
    enabled: canView,
  });

  if (!canView) return <NoAccess what="orders" flags={['viewOrder']} />;
  const canEdit = auth.can('editOrder');

  const exportCsv = async () => {
    setExporting(true);
    try {
      const { page: _p, limit: _l, ...rest } = filters;
      await downloadOrdersCsv(rest);
      notifications.show({ color: 'green', message: 'The CSV file was downloaded.' });
    } catch (error) {
      notifications.show({ color: 'red', title: 'Export failed', message: errorMessage(error) });
    } finally {
      setExporting(false);
    }
  };

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
            ? formatDay(o.deliveryDate)
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
        </Group>
      ),
    },
  ];

  return (
    <Stack gap="lg">
      <PageHeader title="Orders">
        <Group gap="sm">
          <Button variant="default" leftSection={<IconDownload size={16} />} onClick={exportCsv} loading={exporting}>
            Export CSV
          </Button>
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
      <OrderDialog opened={dialog !== null} order={dialog?.order ?? null} onClose={() => setDialog(null)} />
    </Stack>
  );
}
