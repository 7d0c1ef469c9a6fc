import { useNavigate } from 'react-router';
import { useAuth } from '../../lib/auth';
import { SearchInput } from '../common/list-filters';
import { USER_COLUMNS, UserListPage } from '../users/user-list-page';
import { ADMIN_LIST } from '../users/user-list-parts';

/** Admin users (docs/product.md §2, nav 1): the back office's people; add, edit, and delete with a question first. */
export function AdminsPage() {
  const auth = useAuth();
  const navigate = useNavigate();

  return (
    <UserListPage
      usertype="Admin"
      title="Admin"
      tableLabel="Admins"
      definition={ADMIN_LIST}
      flags={{ view: 'viewAdmin', add: 'createNewAdmin', edit: 'editAdmin', delete: 'deleteAdmin' }}
      detailPath="/admin/users"
      minWidth={860}
      columns={(eye) => [
        {
          key: 'name',
          header: 'Name',
          sortKey: 'name',
          render: (u) => (u.isSuperAdmin ? `${u.name} (super admin)` : u.name),
        },
        USER_COLUMNS.phone,
        USER_COLUMNS.email,
        USER_COLUMNS.joined,
        eye.contacts,
        { key: 'credits', header: 'Credits', render: (u) => u.credits, align: 'right' },
      ]}
      searchFields={(list) => (
        <SearchInput
          label="Search"
          placeholder="Name, email or mobile"
          value={list.search}
          onSearch={list.setSearch}
          maw={360}
        />
      )}
      // Nobody deletes themself or the super admin (the server refuses it too).
      deletable={(u) => !u.isSuperAdmin && u._id !== auth.user?._id}
      editable={(u) => !u.isSuperAdmin || auth.user?.isSuperAdmin === true}
      // A new admin can do nothing yet: their permissions come next.
      onCreated={(id) => navigate(`/permission?admin=${encodeURIComponent(id)}`)}
    />
  );
}
