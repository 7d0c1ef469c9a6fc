import { Button } from '@mantine/core';
import type { PermissionFlag, TUserListItem, USER_SORTS, UserType } from '@safesathi/contract';
import type { TFunction } from 'i18next';
import type { ParserMap } from 'nuqs';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../lib/auth';
import { formatDate } from '../../lib/date-time';
import type { ListDefinitionOf, useListState } from '../../lib/list-state';
import type { Column } from '../../ui/data-table';
import { IconPlus } from '../../ui/icons';
import { ListScreen } from '../common/list-screen';
import { useDeleteUser } from './delete-user';
import { ActiveDeletedSwitch, DeletedUsers } from './deleted-users';
import { ContactsModal, VehiclesModal } from './user-eye-modals';
import { UserFormModal } from './user-form-modal';
import { EyeButton, PhoneCell, type USER_VIEW, UserRowActions, useUserListState } from './user-list-parts';
import { downloadUsersCsv, userList } from './users-api';

/** A list's filters without its page: what an export takes. */
const withoutPage = <T extends { page: unknown; limit: unknown }>({ page: _p, limit: _l, ...rest }: T) => rest;

type UserSort = (typeof USER_SORTS)[number];

/** The columns both lists show the same way. */
export const userColumns = (t: TFunction) =>
  ({
    phone: {
      key: 'phone',
      header: t('adminUsers:column.mobile'),
      sortKey: 'phone',
      render: (u) => <PhoneCell user={u} />,
    },
    email: {
      key: 'email',
      header: t('adminUsers:column.email'),
      sortKey: 'email',
      breakAnywhere: true,
      render: (u) => u.email ?? '—',
    },
    joined: {
      key: 'created',
      header: t('adminUsers:column.joined'),
      sortKey: 'createdAt',
      render: (u) => formatDate(u.createdAt),
      nowrap: true,
    },
  }) satisfies Record<string, Column<TUserListItem>>;

/** What opens the eye modals of a row. */
export interface EyeColumns {
  contacts: Column<TUserListItem>;
  vehicles: Column<TUserListItem>;
}

/**
 * The Admin and Customers screens: one list of users of a type with its search, Active / Deleted
 * switch, CSV export, add and edit form, eye modals and row actions. The screens say only what
 * differs: their columns, search fields, permissions and who may be edited or deleted.
 */
export function UserListPage<F extends { view: typeof USER_VIEW } & ParserMap>({
  usertype,
  title,
  tableLabel,
  definition,
  flags,
  detailPath,
  minWidth,
  columns,
  searchFields,
  switchPatch = {},
  editable = () => true,
  deletable = () => true,
  onCreated,
}: {
  usertype: UserType;
  title: string;
  /** The table's accessible name. */
  tableLabel: string;
  definition: ListDefinitionOf<UserSort, F>;
  flags: { view: PermissionFlag; add: PermissionFlag; edit: PermissionFlag; delete: PermissionFlag };
  detailPath: string;
  minWidth: number;
  /** The data columns, in order; the ACTION column follows them. */
  columns: (eye: EyeColumns) => Column<TUserListItem>[];
  searchFields: (list: ReturnType<typeof useListState<UserSort, F>>) => ReactNode;
  /** Filters the Active / Deleted switch clears besides the common ones. */
  switchPatch?: Record<string, null>;
  /** Beyond the edit flag: whether this row may be edited. */
  editable?: (u: TUserListItem) => boolean;
  /** Beyond the delete flag: whether this row may be deleted. */
  deletable?: (u: TUserListItem) => boolean;
  onCreated?: (id: string) => void;
}) {
  const { t } = useTranslation();
  const auth = useAuth();
  const canDelete = auth.can(flags.delete);
  const { list, filters, query } = useUserListState(usertype, definition);
  const view: 'active' | 'deleted' = canDelete ? (list.filters.view ?? 'active') : 'active';
  const [form, setForm] = useState<{ id: string | null } | null>(null);
  const [contactsOf, setContactsOf] = useState<TUserListItem | null>(null);
  const [vehiclesOf, setVehiclesOf] = useState<TUserListItem | null>(null);
  const askDelete = useDeleteUser();
  const canEdit = auth.can(flags.edit);

  const eye: EyeColumns = {
    contacts: {
      key: 'contacts',
      header: t('adminUsers:column.emergencyContact'),
      render: (u) => (
        <EyeButton
          count={u.emergencyContacts.length}
          label={t('adminUsers:eye.contactsOf', { name: u.name })}
          onClick={() => setContactsOf(u)}
        />
      ),
    },
    vehicles: {
      key: 'vehicles',
      header: t('adminUsers:column.vehicleNumber'),
      render: (u) => (
        <EyeButton
          count={u.vehicles.length}
          label={t('adminUsers:eye.vehiclesOf', { name: u.name })}
          onClick={() => setVehiclesOf(u)}
        />
      ),
    },
  };
  const all: Column<TUserListItem>[] = [
    ...columns(eye),
    {
      key: 'action',
      header: t('adminUsers:column.action'),
      actions: true,
      render: (u) => (
        <UserRowActions
          user={u}
          detailPath={detailPath}
          onEdit={canEdit && editable(u) ? () => setForm({ id: u._id }) : undefined}
          onDelete={canDelete && deletable(u) ? () => askDelete(u) : undefined}
        />
      ),
    },
  ];

  return (
    <ListScreen
      title={title}
      view={
        canDelete ? (
          <ActiveDeletedSwitch
            value={view}
            onChange={(v) => list.switchTo({ view: v, ...switchPatch } as Parameters<typeof list.switchTo>[0])}
          />
        ) : null
      }
      // Exactly what the table is filtered to, every page.
      exportCsv={view === 'active' ? () => downloadUsersCsv(withoutPage(filters)) : undefined}
      actions={
        auth.can(flags.add) ? (
          <Button leftSection={<IconPlus size={16} />} onClick={() => setForm({ id: null })}>
            {t('adminUsers:add')}
          </Button>
        ) : null
      }
      source={userList}
      list={list}
      query={query}
      flag={flags.view}
      filters={searchFields(list)}
      table={{ label: tableLabel, columns: all, rowKey: (u) => u._id, minWidth }}
      // The Deleted view lists with its own query.
      body={view === 'deleted' ? <DeletedUsers usertype={usertype} /> : undefined}
    >
      <UserFormModal
        opened={form !== null}
        usertype={usertype}
        userId={form?.id ?? null}
        onClose={() => setForm(null)}
        onCreated={onCreated}
      />
      <ContactsModal user={contactsOf} onClose={() => setContactsOf(null)} />
      <VehiclesModal user={vehiclesOf} onClose={() => setVehiclesOf(null)} />
    </ListScreen>
  );
}
