import { ActionIcon, Group, Text, Tooltip } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { formatIndianMobile, type TUserListItem, USER_SORTS, type UserType } from '@safesathi/contract';
import { type ParserMap, parseAsString, parseAsStringLiteral } from 'nuqs';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useListQuery } from '../../lib/list-query';
import { defineList, type ListDefinitionOf, SEARCH_DEBOUNCE_MS, useListState } from '../../lib/list-state';
import { IconEye, IconInfo, IconPencil, IconTrash } from '../../ui/icons';
import { type UserListFilters, userList } from './users-api';

/** The Active / Deleted switch of the Admin and Customers lists. */
export const USER_VIEW = parseAsStringLiteral(['active', 'deleted'] as const).withDefault('active');

/** Customers: search by name and by vehicle number, Active or Deleted, newest first. */
export const CUSTOMER_LIST = defineList({
  sorts: USER_SORTS,
  defaultSort: 'createdAt',
  defaultOrder: 'desc',
  filters: { vehicle: parseAsString.withDefault(''), view: USER_VIEW },
});
/** Admins: search, Active or Deleted, newest first. */
export const ADMIN_LIST = defineList({
  sorts: USER_SORTS,
  defaultSort: 'createdAt',
  defaultOrder: 'desc',
  filters: { view: USER_VIEW },
});
/** Admins on the Permissions screen. */
export const PERMISSION_LIST = defineList({ sorts: USER_SORTS, defaultSort: 'createdAt', defaultOrder: 'desc' });

/**
 * The Customers or Admin table's page, sort and filters, kept in the address: `filters` as an
 * export takes them, `query` as the list sends them besides page, size, sort and order.
 */
export function useUserListState<S extends string, F extends ParserMap>(
  usertype: UserType,
  definition: ListDefinitionOf<S, F>,
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
  const query = { usertype, search: filters.search, vehicleNumber: filters.vehicleNumber };
  return { list, filters, query };
}

/** Server-side page, sort and filters of the Customers or Admin table, kept in the address. */
export function useUserList<S extends string, F extends ParserMap>(
  usertype: UserType,
  definition: ListDefinitionOf<S, F>,
  enabled = true,
) {
  const { list, filters, query: values } = useUserListState(usertype, definition);
  const query = useListQuery({
    ...userList,
    list,
    filters: values,
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
  const { t } = useTranslation();
  return (
    <Group gap={0} wrap="nowrap">
      {onEdit ? (
        <Tooltip label={t('adminUsers:action.edit')}>
          <ActionIcon
            variant="subtle"
            size="md"
            aria-label={t('adminUsers:action.editOf', { name: user.name })}
            onClick={onEdit}
          >
            <IconPencil />
          </ActionIcon>
        </Tooltip>
      ) : null}
      <Tooltip label={t('adminUsers:action.details')}>
        <ActionIcon
          variant="subtle"
          size="md"
          component={Link}
          to={`${detailPath}/${user._id}`}
          state={{ row: user }}
          aria-label={t('adminUsers:action.detailsOf', { name: user.name })}
        >
          <IconInfo />
        </ActionIcon>
      </Tooltip>
      {onDelete ? (
        <Tooltip label={t('adminUsers:action.delete')}>
          <ActionIcon
            variant="subtle"
            size="md"
            color="red"
            aria-label={t('adminUsers:action.deleteOf', { name: user.name })}
            onClick={onDelete}
          >
            <IconTrash />
          </ActionIcon>
        </Tooltip>
      ) : null}
    </Group>
  );
}

export const PhoneCell = ({ user }: { user: TUserListItem }) => (
  <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
    {formatIndianMobile(user.phone, user.countryCode)}
  </Text>
);
