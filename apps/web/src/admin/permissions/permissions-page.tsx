import { ActionIcon, Badge, Paper, Stack, Text, Tooltip } from '@mantine/core';
import type { TUserListItem } from '@safesathi/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
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
  const { t } = useTranslation();
  useAdminDocumentTitle(t('adminPermissions:title'));
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
      header: t('adminPermissions:column.name'),
      sortKey: 'name',
      render: (u) => (
        <Text size="sm">
          {u.name}{' '}
          {u.isSuperAdmin ? (
            <Badge size="xs" variant="light">
              {t('adminPermissions:superAdmin')}
            </Badge>
          ) : null}
        </Text>
      ),
    },
    {
      key: 'phone',
      header: t('adminPermissions:column.mobile'),
      sortKey: 'phone',
      render: (u) => <PhoneCell user={u} />,
    },
    { key: 'email', header: t('adminPermissions:column.email'), sortKey: 'email', render: (u) => u.email ?? '—' },
    {
      key: 'action',
      header: t('adminPermissions:column.action'),
      actions: true,
      render: (u) => (
        <Tooltip label={t('adminPermissions:title')}>
          <ActionIcon
            variant="subtle"
            aria-label={t('adminPermissions:of', { name: u.name })}
            onClick={() => setEditing(u)}
          >
            <IconSettings size={18} />
          </ActionIcon>
        </Tooltip>
      ),
    },
  ];

  return (
    <Stack gap="lg">
      <PageTitle>{t('adminPermissions:title')}</PageTitle>
      {auth.user?.isSuperAdmin ? null : (
        <Text c="dimmed" size="sm">
          {t('adminPermissions:readOnly')}
        </Text>
      )}
      <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'lg' }}>
        <Stack gap="md">
          <SearchInput
            label={t('adminPermissions:search.label')}
            placeholder={t('adminPermissions:search.placeholder')}
            value={list.search}
            onSearch={list.setSearch}
            maw={360}
          />
          <DataTable
            label={t('adminPermissions:table')}
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
