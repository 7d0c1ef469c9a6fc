import { Button, Group, SegmentedControl, Stack, Text } from '@mantine/core';
import { formatIndianMobile, type TDeletedUser, type UserType } from '@safesathi/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../lib/date-time';
import { useListQuery } from '../../lib/list-query';
import { defineList, useListState } from '../../lib/list-state';
import { toastSuccess } from '../../lib/toast';
import { confirmAction } from '../../ui/confirm';
import { type Column, DataTable, listQueryProps } from '../../ui/data-table';
import { IconHistory } from '../../ui/icons';
import { SearchInput } from '../common/list-filters';
import { deletedUserList, restoreUser, USERS_KEY } from './users-api';

/** Deleted people: search and pages (the server keeps them in deletion order). */
const DELETED_LIST = defineList({});

/**
 * The Deleted view of Customers and Admins: people deleted within the retention period, with
 * the vehicles that left with them, each restorable after a confirmation. A restore that would
 * clash (their number now someone else's) is refused by the server, and the dialog says why.
 */
export function DeletedUsers({ usertype }: { usertype: UserType }) {
  const { t } = useTranslation();
  const customers = usertype === 'Customer';
  const list = useListState(DELETED_LIST);
  const query = useListQuery({
    ...deletedUserList,
    list,
    filters: { usertype, search: list.debouncedSearch || undefined },
  });
  const queryClient = useQueryClient();
  const askRestore = (user: TDeletedUser) =>
    confirmAction({
      title: t('adminUsers:restore.title', { name: user.name }),
      confirmLabel: t('adminUsers:restore.confirm'),
      cancelLabel: t('adminUsers:cancel'),
      color: 'blue',
      children: customers ? t('adminUsers:restore.customerText') : t('adminUsers:restore.adminText'),
      action: async () => {
        const { data } = await restoreUser(user._id);
        const taken = data.tagsTakenMeanwhile.length
          ? ` ${t('adminUsers:restore.tagsTaken', { tags: data.tagsTakenMeanwhile.join(', ') })}`
          : '';
        const back = data.restoredTags.length
          ? ` ${t('adminUsers:restore.tagsBack', { tags: data.restoredTags.join(', ') })}`
          : '';
        toastSuccess(`${t('adminUsers:restore.done', { name: user.name })}${back}${taken}`);
        void queryClient.invalidateQueries({ queryKey: USERS_KEY });
      },
    });

  const columns: Column<TDeletedUser>[] = [
    { key: 'name', header: t('adminUsers:column.name'), render: (u) => u.name },
    {
      key: 'phone',
      header: t('adminUsers:column.mobile'),
      render: (u) => formatIndianMobile(u.phone, u.countryCode),
      nowrap: true,
    },
    ...(customers
      ? [
          {
            key: 'vehicles',
            header: t('adminUsers:column.vehicleNumber'),
            render: (u: TDeletedUser) => u.vehicles.join(', ') || '—',
          },
        ]
      : []),
    { key: 'deleted', header: t('adminUsers:column.deletedOn'), render: (u) => formatDate(u.deletedAt), nowrap: true },
    {
      key: 'until',
      header: t('adminUsers:column.restorableUntil'),
      render: (u) => formatDate(u.restorableUntil),
      nowrap: true,
    },
    {
      key: 'action',
      header: t('adminUsers:column.action'),
      actions: true,
      render: (u) => (
        <Button size="xs" variant="light" leftSection={<IconHistory size={14} />} onClick={() => askRestore(u)}>
          {t('adminUsers:restore.confirm')}
        </Button>
      ),
    },
  ];

  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {customers ? t('adminUsers:deleted.customersNote') : t('adminUsers:deleted.adminsNote')}
      </Text>
      <Group>
        <SearchInput
          label={t('adminUsers:deleted.search')}
          placeholder={t('adminUsers:deleted.searchPlaceholder')}
          value={list.search}
          onSearch={list.setSearch}
          miw={200}
        />
      </Group>
      <DataTable
        label={customers ? t('adminUsers:deleted.customers') : t('adminUsers:deleted.admins')}
        columns={columns}
        rowKey={(u) => u._id}
        state={list}
        {...listQueryProps(query)}
        minWidth={700}
      />
    </Stack>
  );
}

/** Active or Deleted people: the switch above the Customers and Admins lists. */
export function ActiveDeletedSwitch({
  value,
  onChange,
}: {
  value: 'active' | 'deleted';
  onChange: (value: 'active' | 'deleted') => void;
}) {
  const { t } = useTranslation();
  return (
    <SegmentedControl
      aria-label={t('adminUsers:view.label')}
      value={value}
      onChange={(v) => onChange(v as 'active' | 'deleted')}
      data={[
        { label: t('adminUsers:view.active'), value: 'active' },
        { label: t('adminUsers:view.deleted'), value: 'deleted' },
      ]}
    />
  );
}
