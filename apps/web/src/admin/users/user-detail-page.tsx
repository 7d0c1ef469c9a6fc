import { Anchor, Badge, Button, Group, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { formatIndianMobile, formatMoney, type TagStatus, type TUserDetail, type UserType } from '@safesathi/contract';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { isNotFound } from '../../lib/api';
import { useAuth } from '../../lib/auth';
import { formatDate, formatDateTime } from '../../lib/date-time';
import { IconArrowLeft, IconPencil, IconTrash } from '../../ui/icons';
import { EmptyState, LoadError, SectionLoader } from '../../ui/list-states';
import { Plate } from '../../ui/plate';
import { TagStateBadge } from '../../ui/tag-state-badge';
import { RecordTabs } from '../audit/record-history';
import { PageTitle } from '../common/page-header';
import { useAdminDocumentTitle } from '../page-title';
import { tagStateLabel } from '../qr-codes/tag-state-label';
import { useDeleteUser } from './delete-user';
import { UserFormModal } from './user-form-modal';
import { fetchUser, userKey } from './users-api';

const LIST_PATH: Record<UserType, string> = { Customer: '/admin-customers', Admin: '/admin' };

function Card({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'lg' }} component="section" aria-label={title}>
      <Stack gap="sm">
        <Title order={2} fz="lg">
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text size="sm" component="div">
        {children}
      </Text>
    </Stack>
  );
}

const None = ({ children }: { children: ReactNode }) => (
  <Text size="sm" c="dimmed">
    {children}
  </Text>
);

/**
 * /admin/customers/:id and /admin/users/:id: everything about one person. The id is in the address,
 * so the page survives a reload; the spec's bare /view-customer redirects here (admin/screens.ts LEGACY_PATHS).
 */
function UserDetailPage({ kind }: { kind: UserType }) {
  const { id = '' } = useParams();
  return <UserDetail id={id} kind={kind} />;
}

function UserDetail({ id, kind }: { id: string; kind: UserType }) {
  const { t } = useTranslation();
  const auth = useAuth();
  const navigate = useNavigate();
  const listPath = LIST_PATH[kind];
  const query = useQuery({ queryKey: userKey(id), queryFn: ({ signal }) => fetchUser(id, signal) });
  const [editing, setEditing] = useState(false);
  const askDelete = useDeleteUser(() => navigate(listPath, { replace: true }));
  const user = query.data;
  useAdminDocumentTitle(
    user?.name ?? (kind === 'Customer' ? t('adminUsers:detail.customerTitle') : t('adminUsers:detail.userTitle')),
  );

  const back = (
    <Anchor component={Link} to={listPath} size="sm">
      <Group gap={4}>
        <IconArrowLeft size={16} />{' '}
        {kind === 'Customer' ? t('adminUsers:detail.backCustomers') : t('adminUsers:detail.backAdmins')}
      </Group>
    </Anchor>
  );
  if (query.isLoading) return <SectionLoader label={t('adminUsers:detail.loading')} />;
  if (query.isError || !user) {
    if (isNotFound(query.error))
      return (
        <Stack>
          {back}
          <EmptyState
            title={kind === 'Customer' ? t('adminUsers:detail.customerNotFound') : t('adminUsers:detail.adminNotFound')}
            text={t('adminUsers:detail.notFoundText')}
          />
        </Stack>
      );
    return (
      <Stack>
        {back}
        <LoadError
          error={query.error}
          title={t('adminUsers:detail.loadError')}
          retryLabel={t('adminUsers:tryAgain')}
          onRetry={() => void query.refetch()}
        />
      </Stack>
    );
  }

  const type = user.usertype;
  const canEdit =
    auth.can(type === 'Customer' ? 'editCustomer' : 'editAdmin') && (!user.isSuperAdmin || auth.user?.isSuperAdmin);
  const canDelete =
    auth.can(type === 'Customer' ? 'deleteCustomer' : 'deleteAdmin') &&
    !user.isSuperAdmin &&
    user._id !== auth.user?._id;

  return (
    <Stack gap="lg">
      {back}
      <Group justify="space-between" gap="sm">
        <Stack gap={2}>
          <PageTitle>{user.name}</PageTitle>
          <Group gap="xs">
            <Badge variant="light">
              {user.isSuperAdmin
                ? t('adminUsers:detail.superAdmin')
                : type === 'Customer'
                  ? t('adminUsers:detail.typeCustomer')
                  : t('adminUsers:detail.typeAdmin')}
            </Badge>
            {type === 'Customer' ? (
              <Badge variant="light" color={user.showDetails ? 'green' : 'gray'}>
                {user.showDetails ? t('adminUsers:detail.contactShown') : t('adminUsers:detail.contactHidden')}
              </Badge>
            ) : null}
          </Group>
        </Stack>
        <Group gap="sm">
          {canEdit ? (
            <Button variant="default" leftSection={<IconPencil size={16} />} onClick={() => setEditing(true)}>
              {t('adminUsers:action.edit')}
            </Button>
          ) : null}
          {canDelete ? (
            <Button
              variant="light"
              color="red"
              c="red.9"
              leftSection={<IconTrash size={16} />}
              onClick={() => askDelete(user)}
            >
              {t('adminUsers:action.delete')}
            </Button>
          ) : null}
        </Group>
      </Group>

      <RecordTabs kind={type === 'Customer' ? 'customer' : 'admin'} id={user._id}>
        <Stack gap="lg">
          <Card title={t('adminUsers:detail.profile')}>
            <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md">
              <Field label={t('adminUsers:form.mobile')}>{formatIndianMobile(user.phone, user.countryCode)}</Field>
              <Field label={t('adminUsers:form.email')}>{user.email ?? '—'}</Field>
              <Field label={t('adminUsers:form.bloodGroup')}>{user.bloodGroup ?? '—'}</Field>
              <Field label={t('adminUsers:column.joined')}>{formatDate(user.createdAt)}</Field>
              {type === 'Admin' ? <Field label={t('adminUsers:detail.credits')}>{user.credits}</Field> : null}
            </SimpleGrid>
          </Card>

          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
            <Card title={t('adminUsers:eye.contacts')}>
              {user.emergencyContacts.length === 0 ? <None>{t('adminUsers:eye.noContact')}</None> : null}
              {user.emergencyContacts.map((c) => (
                <Group key={c._id} justify="space-between" gap="xs">
                  <Text size="sm">{c.name}</Text>
                  <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                    {formatIndianMobile(c.phone, c.countryCode)}
                  </Text>
                </Group>
              ))}
            </Card>
            <Card title={t('adminUsers:form.addresses')}>
              {user.addresses.length === 0 ? <None>{t('adminUsers:form.noAddress')}</None> : null}
              {user.addresses.map((a) => (
                <Text key={a._id} size="sm">
                  <b>{a.addressName}</b>: {a.streetAdd}, {a.city}, {a.state} {a.pincode}
                </Text>
              ))}
            </Card>
          </SimpleGrid>

          <VehiclesCard user={user} />
          {type === 'Customer' ? <ActivityCards user={user} /> : null}
        </Stack>
      </RecordTabs>

      <UserFormModal opened={editing} usertype={type} userId={user._id} onClose={() => setEditing(false)} />
    </Stack>
  );
}

function VehiclesCard({ user }: { user: TUserDetail }) {
  const { t } = useTranslation();
  return (
    <Card title={t('adminUsers:detail.vehiclesAndTags')}>
      {user.vehicles.length === 0 ? (
        <None>{t('adminUsers:eye.noVehicle')}</None>
      ) : (
        <Table.ScrollContainer minWidth={560}>
          <Table aria-label={t('adminUsers:detail.vehiclesAndTags')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('adminUsers:eye.number')}</Table.Th>
                <Table.Th>{t('adminUsers:eye.type')}</Table.Th>
                <Table.Th>{t('adminUsers:eye.brand')}</Table.Th>
                <Table.Th>{t('adminUsers:eye.model')}</Table.Th>
                <Table.Th>{t('adminUsers:detail.tags')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {user.vehicles.map((v) => (
                <Table.Tr key={v._id}>
                  <Table.Td>
                    <Plate>{v.registrationNumber}</Plate>
                  </Table.Td>
                  <Table.Td>{v.vehicleTypeId?.name ?? '—'}</Table.Td>
                  <Table.Td>{v.vehicleBrandId?.name ?? '—'}</Table.Td>
                  <Table.Td>{v.vehicleModelId?.name ?? '—'}</Table.Td>
                  <Table.Td>
                    {v.tags?.length ? (
                      <Group gap={6}>
                        {v.tags.map((tag) => (
                          <Group key={tag.code} gap={4} wrap="nowrap">
                            <Text ff="monospace" size="sm" fw={700}>
                              {tag.code}
                            </Text>
                            <TagStateBadge
                              status={tag.status as TagStatus}
                              label={tagStateLabel(t, tag.status as TagStatus)}
                            />
                          </Group>
                        ))}
                      </Group>
                    ) : (
                      <Text size="sm" c="dimmed">
                        {t('adminUsers:detail.noTag')}
                      </Text>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Card>
  );
}

function ActivityCards({ user }: { user: TUserDetail }) {
  const { t } = useTranslation();
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
      <Card title={t('adminUsers:detail.orders')}>
        {user.orders.length === 0 ? <None>{t('adminUsers:detail.noOrders')}</None> : null}
        {user.orders.map((o) => (
          <Group key={o._id} justify="space-between" gap="xs" wrap="nowrap">
            <Text size="sm" ff="monospace">
              {o.orderNumber}
            </Text>
            <Badge variant="light" size="sm">
              {o.status}
            </Badge>
            <Text size="sm">{formatMoney(o.totalPaise)}</Text>
            <Text size="sm" c="dimmed">
              {formatDate(o.createdAt)}
            </Text>
          </Group>
        ))}
      </Card>
      <Card title={t('adminUsers:detail.sosCalls')}>
        {user.sosCalls.length === 0 ? <None>{t('adminUsers:detail.noSosCalls')}</None> : null}
        {user.sosCalls.map((s) => (
          <Group key={s._id} justify="space-between" gap="xs">
            <Stack gap={0}>
              <Text size="sm">{s.reasonText}</Text>
              <Text size="xs" c="dimmed">
                {s.vehicleNumber} · {formatDateTime(s.createdAt)}
              </Text>
            </Stack>
            <Badge variant="light" size="sm" color={s.status === 'open' ? 'red' : 'green'}>
              {s.status}
            </Badge>
          </Group>
        ))}
      </Card>
    </SimpleGrid>
  );
}

/** Route components of /admin/customers/:id and /admin/users/:id. */
export const CustomerDetailPage = () => <UserDetailPage kind="Customer" />;
export const AdminUserDetailPage = () => <UserDetailPage kind="Admin" />;
