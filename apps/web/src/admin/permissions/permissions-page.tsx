import { ActionIcon, Badge, Paper, Stack, Text, Tooltip } from '@mantine/core';
import type { TUserListItem } from '@safesathi/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useAuth } from '../../lib/auth';
import { type Column, DataTable, listQueryProps } from '../../ui/data-table';
import { IconSettings } from '../../ui/icons';
import { SearchInput } from '../common/list-filters';
import { PageTitle } from '../common/page-header';
import { useAdminDocumentTitle } from '../page-title';
import { PERMISSION_LIST, PhoneCell, useUserList } from '../users/user-list-parts';
import { fetchUser, userKey } from '../users/users-api';
import { PermissionModal, type PermissionSubject } from './permission-modal';

/** Permissions (docs/product.md §2, nav 5): admins, each with a gear that opens their flags. */
export function PermissionsPage() {
  useAdminDocumentTitle('Permissions');
  const auth = useAuth();
  const { list, query } = useUserList('Admin', PERMISSION_LIST, auth.can('viewAdmin'));
  const [editing, setEditing] = useState<PermissionSubject | null>(null);
  // `?admin=<id>`: straight from creating that admin.
  const [params, setParams] = useSearchParams();
  const fromAddress = params.get('admin');
  const linked = useQuery({
    queryKey: userKey(fromAddress ?? ''),
    queryFn: ({ signal }) => fetchUser(fromAddress!, signal),
    enabled: fromAddress !== null,
  });
  const open = editing ?? (fromAddress && linked.data ? linked.data : null);
  const close = () => {
    setEditing(null);
    if (fromAddress)
      setParams(
        (p) => {
          p.delete('admin');
          return p;
        },
        { replace: true },
      );
  };

  const columns: Column<TUserListItem>[] = [
    {
      key: 'name',
      header: 'Name',
      sortKey: 'name',
      render: (u) => (
        <Text size="sm">
          {u.name}{' '}
          {u.isSuperAdmin ? (
            <Badge size="xs" variant="light">
              Super admin
            </Badge>
          ) : null}
        </Text>
      ),
    },
    { key: 'phone', header: 'Mobile', sortKey: 'phone', render: (u) => <PhoneCell user={u} /> },
    { key: 'email', header: 'Email', sortKey: 'email', render: (u) => u.email ?? '—' },
    {
      key: 'action',
      header: 'ACTION',
      actions: true,
      render: (u) => (
        <Tooltip label="Permissions">
          <ActionIcon variant="subtle" aria-label={`Permissions of ${u.name}`} onClick={() => setEditing(u)}>
            <IconSettings size={18} />
          </ActionIcon>
        </Tooltip>
      ),
    },
  ];

  return (
    <Stack gap="lg">
      <PageTitle>Permissions</PageTitle>
      {auth.user?.isSuperAdmin ? null : (
        <Text c="dimmed" size="sm">
          You can see the permissions; only the super admin can change them.
        </Text>
      )}
      <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'lg' }}>
        <Stack gap="md">
          <SearchInput
            label="Search"
            placeholder="Name, email or mobile"
            value={list.search}
            onSearch={list.setSearch}
            maw={360}
          />
          <DataTable
            label="Admins and their permissions"
            columns={columns}
            rowKey={(u) => u._id}
            state={list}
            {...listQueryProps(query)}
            minWidth={560}
          />
        </Stack>
      </Paper>
      <PermissionModal admin={open} onClose={close} />
    </Stack>
  );
}
