import { Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { SearchInput } from '../common/list-filters';
import { UserListPage, userColumns } from '../users/user-list-page';
import { CUSTOMER_LIST } from '../users/user-list-parts';

/** Customers (docs/product.md §2, nav 3): server-side search by name and by vehicle number, eye modals, add/edit. */
export function CustomersPage() {
  const { t } = useTranslation();
  const common = userColumns(t);

  return (
    <UserListPage
      usertype="Customer"
      title={t('adminCustomers:title')}
      tableLabel={t('adminCustomers:title')}
      definition={CUSTOMER_LIST}
      flags={{ view: 'viewCustomer', add: 'createNewCustomer', edit: 'editCustomer', delete: 'deleteCustomer' }}
      detailPath="/admin/customers"
      minWidth={900}
      columns={(eye) => [
        { key: 'name', header: t('adminCustomers:column.name'), sortKey: 'name', render: (u) => u.name },
        common.phone,
        common.email,
        {
          key: 'blood',
          header: t('adminCustomers:column.bloodGroup'),
          sortKey: 'bloodGroup',
          render: (u) => u.bloodGroup ?? '—',
          nowrap: true,
        },
        common.joined,
        eye.contacts,
        eye.vehicles,
      ]}
      searchFields={(list) => (
        <Group gap="sm" grow preventGrowOverflow={false} wrap="wrap">
          <SearchInput
            label={t('adminCustomers:search.vehicle')}
            placeholder={t('adminCustomers:search.vehiclePlaceholder')}
            value={list.filters.vehicle}
            onSearch={(value) => list.setFilters({ vehicle: value }, { typing: true })}
            miw={200}
          />
          <SearchInput
            label={t('adminCustomers:search.name')}
            placeholder={t('adminCustomers:search.namePlaceholder')}
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
