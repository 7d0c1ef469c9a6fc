import { ActionIcon, Button, Group, Text, Tooltip } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { formatIndianMobile, type TUserListItem, USER_SORTS, type UserType } from '@safesathi/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type ParserMap, parseAsString, parseAsStringLiteral } from 'nuqs';
import { useState } from 'react';
import { Link } from 'react-router';
import { errorMessage } from '../../lib/api';
import { defineList, type ListDefinitionOf, SEARCH_DEBOUNCE_MS, useListState } from '../../lib/list-state';
import { IconDownload, IconEye, IconInfo, IconPencil, IconTrash } from '../../ui/icons';
import { downloadUsersCsv, fetchUsers, type UserListFilters, userListKey } from './users-api';

const view = parseAsStringLiteral(['active', 'deleted'] as const).withDefault('active');

/** Customers: search by name and by vehicle number, Active or Deleted, newest first. */
export const CUSTOMER_LIST = defineList({
  sorts: USER_SORTS,
  defaultSort: 'createdAt',
  defaultOrder: 'desc',
  filters: { vehicle: parseAsString.withDefault(''), view },
});
/** Admins: search, Active or Deleted, newest first. */
export const ADMIN_LIST = defineList({
  sorts: USER_SORTS,
  defaultSort: 'createdAt',
  defaultOrder: 'desc',
  filters: { view },
});
/** Admins on the Permissions screen. */
export const PERMISSION_LIST = defineList({ sorts: USER_SORTS, defaultSort: 'createdAt', defaultOrder: 'desc' });

/** Server-side page, sort and filters of the Customers or Admin table, kept in the address. */
export function useUserList<S extends string, F extends ParserMap>(
  usertype: UserType,
  definition: ListDefinitionOf<S, F>,
  enabled = true,
) {
  const list = useListState(definition);
  const typedVehicle = (list.filters as { vehicle?: string }).vehicle ?? '';
  const [vehicleNumber] = useDebouncedValue(typedVehicle.trim(), SEARCH_DEBOUNCE_MS);
  const filters: UserListFilters = {
    usertype,
    page: list.page,
    limit: list.limit,
    // The list's sorts are the server's (its list definition).
    sort: list.sort as UserListFilters['sort'],
    order: list.order,
    search: list.debouncedSearch || undefined,
    vehicleNumber: vehicleNumber || undefined,
  };
  const query = useQuery({
    queryKey: userListKey(filters),
    queryFn: ({ signal }) => fetchUsers(filters, signal),
    placeholderData: keepPreviousData,
    // The Deleted view lists with its own query.
    enabled: enabled && (list.filters as { view?: string }).view !== 'deleted',
  });
  return { list, query, filters };
}

/** The eye of the spec's Emergency Contact and Vehicle Number columns; a dot marks "none yet". */
export function EyeButton({ count, label, onClick }: { count: number; label: string; onClick: () => void }) {
  return (
    <ActionIcon
      variant="subtle"
      color={count ? undefined : 'gray'}
      aria-label={`${label} (${count})`}
      title={`${count}`}
      onClick={onClick}
    >
      <IconEye />
    </ActionIcon>
  );
}

/** ACTION column: pencil (edit), info (detail page), bin (delete) — each only when allowed. */
export function UserRowActions({
  user,
  detailPath,
  onEdit,
  onDelete,
}: {
  user: TUserListItem;
  detailPath: string;
  onEdit?: () => void;
  onDelete?: () => void;
}) {
  return (
    <Group gap={0} wrap="nowrap">
      {onEdit ? (
        <Tooltip label="Edit">
          <ActionIcon variant="subtle" size="md" aria-label={`Edit ${user.name}`} onClick={onEdit}>
            <IconPencil />
          </ActionIcon>
        </Tooltip>
      ) : null}
      <Tooltip label="Details">
        <ActionIcon
          variant="subtle"
          size="md"
          component={Link}
          to={`${detailPath}/${user._id}`}
          state={{ row: user }}
          aria-label={`Details of ${user.name}`}
        >
          <IconInfo />
        </ActionIcon>
      </Tooltip>
      {onDelete ? (
        <Tooltip label="Delete">
          <ActionIcon variant="subtle" size="md" color="red" aria-label={`Delete ${user.name}`} onClick={onDelete}>
            <IconTrash />
          </ActionIcon>
        </Tooltip>
      ) : null}
    </Group>
  );
}

/** Exports exactly what the table is filtered to (all pages). */
export function ExportCsvButton({ filters }: { filters: UserListFilters }) {
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      const { page: _p, limit: _l, ...rest } = filters;
      await downloadUsersCsv(rest);
      notifications.show({ color: 'green', message: 'The CSV file was downloaded.' });
    } catch (error) {
      notifications.show({ color: 'red', title: 'Export failed', message: errorMessage(error) });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="default" leftSection={<IconDownload size={16} />} onClick={run} loading={busy}>
      Export CSV
    </Button>
  );
}

export const PhoneCell = ({ user }: { user: TUserListItem }) => (
  <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
    {formatIndianMobile(user.phone, user.countryCode)}
  </Text>
);
