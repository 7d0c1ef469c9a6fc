import { Group } from '@mantine/core';
import { useAuth } from '../../lib/auth';
import { SearchInput } from '../common/list-filters';
import { USER_COLUMNS, UserListPage } from '../users/user-list-page';
import { CUSTOMER_LIST } from '../users/user-list-parts';

/** Customers (docs/product.md §2, nav 3): server-side search by name and by vehicle number, eye modals, add/edit. */
export function CustomersPage() {
  const _auth = useAuth();

  return (
    <UserListPage
      usertype="Customer"
      title="Customers"
      tableLabel="Customers"
      definition={CUSTOMER_LIST}
      flags={{ view: 'viewCustomer', add: 'createNewCustomer', edit: 'editCustomer', delete: 'deleteCustomer' }}
      detailPath="/admin/customers"
      minWidth={900}
      columns={(eye) => [
        { key: 'name', header: 'Name', sortKey: 'name', render: (u) => u.name },
        USER_COLUMNS.phone,
        USER_COLUMNS.email,
        {
          key: 'blood',
          header: 'Blood Group',
          sortKey: 'bloodGroup',
          render: (u) => u.bloodGroup ?? '—',
          nowrap: true,
        },
        USER_COLUMNS.joined,
        eye.contacts,
        eye.vehicles,
      ]}
      searchFields={(list) => (
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
      )}
      switchPatch={{ vehicle: null }}
    />
  );
}
