import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useAuth } from '../../lib/auth';
import { SearchInput } from '../common/list-filters';
import { UserListPage, userColumns } from '../users/user-list-page';
import { ADMIN_LIST } from '../users/user-list-parts';

/** Admin users (docs/product.md §2, nav 1): the back office's people; add, edit, and delete with a question first. */
export function AdminsPage() {
  const { t } = useTranslation();
  const auth = useAuth();
  const common = userColumns(t);
  const navigate = useNavigate();

  return (
    <UserListPage
      usertype="Admin"
      title={t('adminAdmins:title')}
      tableLabel={t('adminAdmins:table')}
      definition={ADMIN_LIST}
      flags={{ view: 'viewAdmin', add: 'createNewAdmin', edit: 'editAdmin', delete: 'deleteAdmin' }}
      detailPath="/admin/users"
      minWidth={860}
      columns={(eye) => [
        {
          key: 'name',
          header: t('adminAdmins:column.name'),
          sortKey: 'name',
          render: (u) => (u.isSuperAdmin ? t('adminAdmins:superAdmin', { name: u.name }) : u.name),
        },
        common.phone,
        common.email,
        common.joined,
        eye.contacts,
        { key: 'credits', header: t('adminAdmins:column.credits'), render: (u) => u.credits, align: 'right' },
      ]}
      searchFields={(list) => (
        <SearchInput
          label={t('adminAdmins:search.label')}
          placeholder={t('adminAdmins:search.placeholder')}
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
