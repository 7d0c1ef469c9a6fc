import { Avatar, Stack } from '@mantine/core';
import {
  type PermissionFlag,
  ZCategoryRequest,
  ZVehicleBrandRequest,
  ZVehicleModelRequest,
  ZVehicleTypeRequest,
} from '@safesathi/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../lib/auth';
import { shopKeys } from '../../shop/shop-keys';
import { PageTitle } from '../common/page-header';
import { useAdminDocumentTitle } from '../page-title';
import { PRODUCT_FLAGS } from '../screen-model';
import { AddForm } from './add-form';
import {
  CATALOGUE_KEY,
  type CatalogueResource,
  catalogueKeys,
  createCategory,
  createVehicleBrand,
  createVehicleModel,
  createVehicleType,
  deleteMany,
  fetchBrandsWithModels,
  fetchCategories,
  fetchTypesWithBrands,
  fetchVehicleTypes,
} from './catalogue-api';
import { SelectableList } from './selectable-list';

/** Wraps a change so every catalogue list (and the customer forms' cascades) reloads after it. */
function useRefreshing() {
  const queryClient = useQueryClient();
  return <T,>(work: Promise<T>) =>
    work.then((answer) => {
      void queryClient.invalidateQueries({ queryKey: CATALOGUE_KEY });
      void queryClient.invalidateQueries({ queryKey: shopKeys.backOffice });
      return answer;
    });
}

function Screen({ title, children }: { title: string; children: React.ReactNode }) {
  useAdminDocumentTitle(title);
  return (
    <Stack gap="lg">
      <PageTitle>{title}</PageTitle>
      {children}
    </Stack>
  );
}

function useDeleter(resource: CatalogueResource, flag: PermissionFlag) {
  const auth = useAuth();
  const refresh = useRefreshing();
  return auth.can(flag) ? (ids: string[]) => refresh(deleteMany(resource, ids)) : undefined;
}

/** /admin-category (nav 10): product categories; guarded by the product flags (no category flags exist). */
export function CategoriesPage() {
  const { t } = useTranslation();
  const auth = useAuth();
  const refresh = useRefreshing();
  const onDelete = useDeleter('categories', 'deleteProduct');
  const allowed = PRODUCT_FLAGS.some(auth.can);
  const list = useQuery({
    queryKey: catalogueKeys.categories,
    queryFn: ({ signal }) => fetchCategories(signal),
    enabled: allowed,
  });
  return (
    <Screen title={t('adminCatalogue:categories.title')}>
      {auth.can('createNewProduct') ? (
        <AddForm
          title={t('adminCatalogue:categories.add')}
          nameLabel={t('adminCatalogue:categories.name')}
          schema={ZCategoryRequest}
          onAdd={(v) => refresh(createCategory(v.name))}
        />
      ) : null}
      <SelectableList
        title={t('adminCatalogue:categories.list')}
        noun={{
          count: (n) => t('adminCatalogue:categories.count', { count: n }),
          many: t('adminCatalogue:categories.many'),
        }}
        groups={[{ key: 'all', items: list.data ?? [] }]}
        loading={list.isLoading}
        error={list.error}
        onRetry={() => void list.refetch()}
        emptyText={t('adminCatalogue:categories.empty')}
        onDelete={onDelete}
      />
    </Screen>
  );
}

/** /admin-vehicle-type (nav 7). */
export function VehicleTypesPage() {
  const { t } = useTranslation();
  const auth = useAuth();
  const refresh = useRefreshing();
  const onDelete = useDeleter('vehicle-types', 'deleteVehicletype');
  const allowed = (['viewVehicletype', 'addVehicletype', 'deleteVehicletype'] as const).some(auth.can);
  const list = useQuery({
    queryKey: catalogueKeys.types,
    queryFn: ({ signal }) => fetchVehicleTypes(signal),
    enabled: allowed,
  });
  return (
    <Screen title={t('adminCatalogue:types.title')}>
      {auth.can('addVehicletype') ? (
        <AddForm
          title={t('adminCatalogue:types.add')}
          nameLabel={t('adminCatalogue:types.name')}
          schema={ZVehicleTypeRequest}
          onAdd={(v) => refresh(createVehicleType(v.name))}
        />
      ) : null}
      <SelectableList
        title={t('adminCatalogue:types.list')}
        noun={{
          count: (n) => t('adminCatalogue:types.count', { count: n }),
          many: t('adminCatalogue:types.many'),
        }}
        groups={[{ key: 'all', items: list.data ?? [] }]}
        loading={list.isLoading}
        error={list.error}
        onRetry={() => void list.refetch()}
        emptyText={t('adminCatalogue:types.empty')}
        onDelete={onDelete}
      />
    </Screen>
  );
}

/** /admin-vehicle-brand (nav 8): brands listed under their type. */
export function VehicleBrandsPage() {
  const { t } = useTranslation();
  const auth = useAuth();
  const refresh = useRefreshing();
  const onDelete = useDeleter('vehicle-brands', 'deleteVehiclebrand');
  const allowed = (['viewVehiclebrand', 'addVehiclebrand', 'deleteVehiclebrand'] as const).some(auth.can);
  const types = useQuery({
    queryKey: catalogueKeys.typeBrands,
    queryFn: ({ signal }) => fetchTypesWithBrands(signal),
    enabled: allowed,
  });
  return (
    <Screen title={t('adminCatalogue:brands.title')}>
      {auth.can('addVehiclebrand') ? (
        <AddForm
          title={t('adminCatalogue:brands.add')}
          nameLabel={t('adminCatalogue:brands.name')}
          schema={ZVehicleBrandRequest}
          parent={{
            label: t('adminCatalogue:types.name'),
            placeholder: t('adminCatalogue:brands.selectType'),
            field: 'vehicleTypeId',
            data: (types.data ?? []).map((ty) => ({ value: ty._id, label: ty.name })),
            loading: types.isLoading,
          }}
          onAdd={(v) => refresh(createVehicleBrand(v.name, v.parentId!))}
        />
      ) : null}
      <SelectableList
        title={t('adminCatalogue:brands.list')}
        noun={{
          count: (n) => t('adminCatalogue:brands.count', { count: n }),
          many: t('adminCatalogue:brands.many'),
        }}
        groups={(types.data ?? []).map((ty) => ({
          key: ty._id,
          title: ty.name,
          items: ty.vehiclebrand,
        }))}
        groupLabel={t('adminCatalogue:types.name')}
        loading={types.isLoading}
        error={types.error}
        onRetry={() => void types.refetch()}
        emptyText={t('adminCatalogue:brands.empty')}
        onDelete={onDelete}
      />
    </Screen>
  );
}

/** /admin-vehicle-model (nav 9): models listed under their brand, each with its picture when it has one. */
export function VehicleModelsPage() {
  const { t } = useTranslation();
  const auth = useAuth();
  const refresh = useRefreshing();
  const onDelete = useDeleter('vehicle-models', 'deleteVehiclemodel');
  const allowed = (['viewVehiclemodel', 'addVehiclemodel', 'deleteVehiclemodel'] as const).some(auth.can);
  const types = useQuery({
    queryKey: catalogueKeys.typeBrands,
    queryFn: ({ signal }) => fetchTypesWithBrands(signal),
    enabled: allowed,
  });
  const brands = useQuery({
    queryKey: catalogueKeys.brandModels,
    queryFn: ({ signal }) => fetchBrandsWithModels(signal),
    enabled: allowed,
  });
  const typeName = new Map((types.data ?? []).map((ty) => [ty._id, ty.name]));
  const brandTitle = (b: { name: string; vehicleTypeId: string }) =>
    typeName.has(b.vehicleTypeId) ? `${b.name} · ${typeName.get(b.vehicleTypeId)}` : b.name;
  return (
    <Screen title={t('adminCatalogue:models.title')}>
      {auth.can('addVehiclemodel') ? (
        <AddForm
          title={t('adminCatalogue:models.add')}
          nameLabel={t('adminCatalogue:models.name')}
          schema={ZVehicleModelRequest}
          withPicture
          parent={{
            label: t('adminCatalogue:models.brand'),
            placeholder: t('adminCatalogue:models.selectBrand'),
            field: 'vehicleBrandId',
            data: (types.data ?? []).map((ty) => ({
              group: ty.name,
              items: ty.vehiclebrand.map((b) => ({ value: b._id, label: b.name })),
            })),
            loading: types.isLoading,
          }}
          onAdd={(v) => refresh(createVehicleModel(v.name, v.parentId!, v.picture))}
        />
      ) : null}
      <SelectableList
        title={t('adminCatalogue:models.list')}
        noun={{
          count: (n) => t('adminCatalogue:models.count', { count: n }),
          many: t('adminCatalogue:models.many'),
        }}
        groups={(brands.data ?? []).map((b) => ({
          key: b._id,
          title: brandTitle(b),
          items: b.vehiclemodel.map((m) => ({
            _id: m._id,
            name: m.name,
            leading: (
              <Avatar src={m.image?.thumbUrl ?? null} alt="" radius="sm" size={32} color="gray">
                {m.name.slice(0, 1).toUpperCase()}
              </Avatar>
            ),
          })),
        }))}
        groupLabel={t('adminCatalogue:models.brand')}
        loading={brands.isLoading}
        error={brands.error}
        onRetry={() => void brands.refetch()}
        emptyText={t('adminCatalogue:models.empty')}
        onDelete={onDelete}
      />
    </Screen>
  );
}
