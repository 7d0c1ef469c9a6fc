import { Button, Group, Paper, Stack } from '@mantine/core';
import type { TUserListItem } from '@safesathi/contract';
import { useState } from 'react';
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
import { ContactsModal, VehiclesModal } from '../users/user-eye-modals';
import { UserFormModal } from '../users/user-form-modal';
import {
  CUSTOMER_LIST,
  ExportCsvButton,
  EyeButton,
  PhoneCell,
  UserRowActions,
  useUserList,
} from '../users/user-list-parts';

/** Customers (docs/product.md §2, nav 3): server-side search by name and by vehicle number, eye modals, add/edit. */
export function CustomersPage() {
  useAdminDocumentTitle('Customers');
  const auth = useAuth();
  const canDelete = auth.can('deleteCustomer');
  const { list, query, filters } = useUserList('Customer', CUSTOMER_LIST, auth.can('viewCustomer'));
  const view = canDelete ? list.filters.view : 'active';
  const [form, setForm] = useState<{ id: string | null } | null>(null);
  const [contactsOf, setContactsOf] = useState<TUserListItem | null>(null);
  const [vehiclesOf, setVehiclesOf] = useState<TUserListItem | null>(null);
  const askDelete = useDeleteUser();

  if (!auth.can('viewCustomer')) return <NoAccess what="customers" flags={['viewCustomer']} />;
  const canEdit = auth.can('editCustomer');

  const columns: Column<TUserListItem>[] = [
    { key: 'name', header: 'Name', sortKey: 'name', render: (u) => u.name },
    { key: 'phone', header: 'Mobile', sortKey: 'phone', render: (u) => <PhoneCell user={u} /> },
    { key: 'email', header: 'Email', sortKey: 'email', render: (u) => u.email ?? '—' },
    { key: 'blood', header: 'Blood Group', sortKey: 'bloodGroup', render: (u) => u.bloodGroup ?? '—', nowrap: true },
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
    {
      key: 'vehicles',
      header: 'Vehicle Number',
      render: (u) => (
        <EyeButton count={u.vehicles.length} label={`Vehicles of ${u.name}`} onClick={() => setVehiclesOf(u)} />
      ),
    },
    {
      key: 'action',
      header: 'ACTION',
      render: (u) => (
        <UserRowActions
          user={u}
          detailPath="/view-customer"
          onEdit={canEdit ? () => setForm({ id: u._id }) : undefined}
          onDelete={canDelete ? () => askDelete(u) : undefined}
        />
      ),
    },
  ];

  return (
    <Stack gap="lg">
      <PageHeader title="Customers">
        <Group gap="sm">
          {canDelete ? (
            <ActiveDeletedSwitch value={view} onChange={(v) => list.switchTo({ view: v, vehicle: null })} />
          ) : null}
          {view === 'active' ? <ExportCsvButton filters={filters} /> : null}
          {auth.can('createNewCustomer') ? (
            <Button leftSection={<IconPlus size={16} />} onClick={() => setForm({ id: null })}>
              Add
            </Button>
          ) : null}
        </Group>
      </PageHeader>
      <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'md' }}>
        {view === 'deleted' ? (
          <DeletedUsers usertype="Customer" />
        ) : (
          <Stack gap="md">
            <Group gap="sm" grow preventGrowOverflow={false} wrap="wrap">
              <SearchInput
                label="Search by vehicle number"
                placeholder="e.g. dl01 or AB12"
                value={list.filters.vehicle}
                onSearch={(value) => list.setFilters({ vehicle: value }, { typing: true })}
                miw={200}
              />
              <SearchInput
                label="Search by name"
                placeholder="Name, email or mobile"
                value={list.search}
                onSearch={list.setSearch}
                miw={200}
              />
            </Group>
            <DataTable
              label="Customers"
              columns={columns}
              rowKey={(u) => u._id}
              state={list}
              {...listQueryProps(query)}
              minWidth={900}
            />
          </Stack>
        )}
      </Paper>
      <UserFormModal
        opened={form !== null}
        usertype="Customer"
        userId={form?.id ?? null}
        onClose={() => setForm(null)}
      />
      <ContactsModal user={contactsOf} onClose={() => setContactsOf(null)} />
      <VehiclesModal user={vehiclesOf} onClose={() => setVehiclesOf(null)} />
    </Stack>
  );
}
