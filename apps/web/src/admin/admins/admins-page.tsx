import { Button, Group, Paper, Stack } from '@mantine/core';
import type { TUserListItem } from '@safesathi/contract';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useAuth } from '../../lib/auth';
import { formatDate } from '../../lib/date-time';
import { type Column, DataTable, listQueryProps } from '../../ui/data-table';
import { IconPlus } from '../../ui/icons';
import { NoAccess } from '../../ui/list-states';
import { SearchInput } from '../common/list-filters';
import { PageHeader } from '../common/page-header';
import { useAdminDocumentTitle } from '../page-title';
import { useDeleteUser } from '../users/delete-user';
import { ActiveDeletedSwitch, DeletedUsers } from '../users/deleted-users';
import { ContactsModal } from '../users/user-eye-modals';
import { UserFormModal } from '../users/user-form-modal';
import {
  ADMIN_LIST,
  ExportCsvButton,
  EyeButton,
  PhoneCell,
  UserRowActions,
  useUserList,
} from '../users/user-list-parts';

/** Admin users (docs/product.md §2, nav 1): the back office's people; add, edit, and delete with a question first. */
export function AdminsPage() {
  useAdminDocumentTitle('Admin');
  const auth = useAuth();
  const canDelete = auth.can('deleteAdmin');
  const { list, query, filters } = useUserList('Admin', ADMIN_LIST, auth.can('viewAdmin'));
  const view = canDelete ? list.filters.view : 'active';
  const [form, setForm] = useState<{ id: string | null } | null>(null);
  const [contactsOf, setContactsOf] = useState<TUserListItem | null>(null);
  const askDelete = useDeleteUser();
  const navigate = useNavigate();

  if (!auth.can('viewAdmin')) return <NoAccess what="admins" flags={['viewAdmin']} />;
  const canEdit = auth.can('editAdmin');
  // Nobody deletes themself or the super admin (the server refuses it too).
  const deletable = (u: TUserListItem) => canDelete && !u.isSuperAdmin && u._id !== auth.user?._id;
  const editable = (u: TUserListItem) => canEdit && (!u.isSuperAdmin || auth.user?.isSuperAdmin === true);

  const columns: Column<TUserListItem>[] = [
    {
      key: 'name',
      header: 'Name',
      sortKey: 'name',
      render: (u) => (u.isSuperAdmin ? `${u.name} (super admin)` : u.name),
    },
    { key: 'phone', header: 'Mobile', sortKey: 'phone', render: (u) => <PhoneCell user={u} /> },
    { key: 'email', header: 'Email', sortKey: 'email', render: (u) => u.email ?? '—' },
    { key: 'created', header: 'Joined', sortKey: 'createdAt', render: (u) => formatDate(u.createdAt), nowrap: true },
    {
      key: 'contacts',
      header: 'Emergency Contact',
      render: (u) => (
        <EyeButton
          count={u.emergencyContacts.length}
          label={`Emergency contacts of ${u.name}`}
          onClick={() => setContactsOf(u)}
        />
      ),
    },
    { key: 'credits', header: 'Credits', render: (u) => u.credits, align: 'right' },
    {
      key: 'action',
      header: 'ACTION',
      render: (u) => (
        <UserRowActions
          user={u}
          detailPath="/view-user"
          onEdit={editable(u) ? () => setForm({ id: u._id }) : undefined}
          onDelete={deletable(u) ? () => askDelete(u) : undefined}
        />
      ),
    },
  ];

  return (
    <Stack gap="lg">
      <PageHeader title="Admin">
        <Group gap="sm">
          {canDelete ? <ActiveDeletedSwitch value={view} onChange={(v) => list.switchTo({ view: v })} /> : null}
          {view === 'active' ? <ExportCsvButton filters={filters} /> : null}
          {auth.can('createNewAdmin') ? (
            <Button leftSection={<IconPlus size={16} />} onClick={() => setForm({ id: null })}>
              Add
            </Button>
          ) : null}
        </Group>
      </PageHeader>
      <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'md' }}>
        {view === 'deleted' ? (
          <DeletedUsers usertype="Admin" />
        ) : (
          <Stack gap="md">
            <SearchInput
              label="Search"
              placeholder="Name, email or mobile"
              value={list.search}
              onSearch={list.setSearch}
              maw={360}
            />
            <DataTable
              label="Admins"
              columns={columns}
              rowKey={(u) => u._id}
              state={list}
              {...listQueryProps(query)}
              minWidth={860}
            />
          </Stack>
        )}
      </Paper>
      <UserFormModal
        opened={form !== null}
        usertype="Admin"
        userId={form?.id ?? null}
        onClose={() => setForm(null)}
        // A new admin can do nothing yet: their permissions come next.
        onCreated={(id) => navigate(`/permission?admin=${encodeURIComponent(id)}`)}
      />
      <ContactsModal user={contactsOf} onClose={() => setContactsOf(null)} />
    </Stack>
  );
}
