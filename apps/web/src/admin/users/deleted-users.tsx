import { Button, Group, SegmentedControl, Stack, Text } from '@mantine/core';
import { formatIndianMobile, type TDeletedUser, type UserType } from '@safesathi/contract';
import { useQueryClient } from '@tanstack/react-query';
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
  const list = useListState(DELETED_LIST);
  const query = useListQuery({
    ...deletedUserList,
    list,
    filters: { usertype, search: list.debouncedSearch || undefined },
  });
  const queryClient = useQueryClient();
  const askRestore = (user: TDeletedUser) =>
    confirmAction({
      title: `Restore ${user.name}?`,
      confirmLabel: 'Restore',
      color: 'blue',
      children:
        usertype === 'Customer'
          ? 'Their account comes back with its vehicles, and their QR tags where nobody has taken them meanwhile.'
          : 'They can sign in to the back office again, with the permissions they had.',
      action: async () => {
        const { data } = await restoreUser(user._id);
        const taken = data.tagsTakenMeanwhile.length
          ? ` Tag ${data.tagsTakenMeanwhile.join(', ')} was linked by someone else meanwhile and stays with them.`
          : '';
        const back = data.restoredTags.length ? ` Tag ${data.restoredTags.join(', ')} is active again.` : '';
        toastSuccess(`${user.name} was restored.${back}${taken}`);
        void queryClient.invalidateQueries({ queryKey: USERS_KEY });
      },
    });

  const columns: Column<TDeletedUser>[] = [
    { key: 'name', header: 'Name', render: (u) => u.name },
    { key: 'phone', header: 'Mobile', render: (u) => formatIndianMobile(u.phone, u.countryCode), nowrap: true },
    ...(usertype === 'Customer'
      ? [{ key: 'vehicles', header: 'Vehicle Number', render: (u: TDeletedUser) => u.vehicles.join(', ') || '—' }]
      : []),
    { key: 'deleted', header: 'Deleted on', render: (u) => formatDate(u.deletedAt), nowrap: true },
    { key: 'until', header: 'Restorable until', render: (u) => formatDate(u.restorableUntil), nowrap: true },
    {
      key: 'action',
      header: 'ACTION',
      actions: true,
      render: (u) => (
        <Button size="xs" variant="light" leftSection={<IconHistory size={14} />} onClick={() => askRestore(u)}>
          Restore
        </Button>
      ),
    },
  ];

  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        Deleted {usertype === 'Customer' ? 'customers' : 'admins'} can be restored until the date shown. Meanwhile their
        mobile number{usertype === 'Customer' ? ', vehicle numbers and QR tags are' : ' is'} free for others.
      </Text>
      <Group>
        <SearchInput
          label="Search deleted"
          placeholder="Name or mobile"
          value={list.search}
          onSearch={list.setSearch}
          miw={200}
        />
      </Group>
      <DataTable
        label={`Deleted ${usertype === 'Customer' ? 'customers' : 'admins'}`}
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
  return (
    <SegmentedControl
      aria-label="Show"
      value={value}
      onChange={(v) => onChange(v as 'active' | 'deleted')}
      data={[
        { label: 'Active', value: 'active' },
        { label: 'Deleted', value: 'deleted' },
      ]}
    />
  );
}
