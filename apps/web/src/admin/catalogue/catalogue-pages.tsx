import { Avatar, Stack } from '@mantine/core';
import {
  type PermissionFlag,
  ZCategoryRequest,
  ZVehicleBrandRequest,
  ZVehicleModelRequest,
  ZVehicleTypeRequest,
} from '@safesathi/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
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
    <Screen title="Category">
      {auth.can('createNewProduct') ? (
        <AddForm
          title="Add category"
          nameLabel="Category name"
          schema={ZCategoryRequest}
          onAdd={(v) => refresh(createCategory(v.name))}
        />
      ) : null}
      <SelectableList
        title="Categories"
        noun={{ one: 'category', many: 'categories' }}
        groups={[{ key: 'all', items: list.data ?? [] }]}
        loading={list.isLoading}
        error={list.error}
        onRetry={() => void list.refetch()}
        emptyText="No categories yet."
        onDelete={onDelete}
      />
    </Screen>
  );
}

/** /admin-vehicle-type (nav 7). */
export function VehicleTypesPage() {
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
    <Screen title="Vehicle Type">
      {auth.can('addVehicletype') ? (
        <AddForm
          title="Add vehicle type"
          nameLabel="Vehicle type"
          schema={ZVehicleTypeRequest}
          onAdd={(v) => refresh(createVehicleType(v.name))}
        />
      ) : null}
      <SelectableList
        title="Vehicle types"
        noun={{ one: 'vehicle type', many: 'vehicle types' }}
        groups={[{ key: 'all', items: list.data ?? [] }]}
        loading={list.isLoading}
        error={list.error}
        onRetry={() => void list.refetch()}
        emptyText="No vehicle types yet."
        onDelete={onDelete}
      />
    </Screen>
  );
}

/** /admin-vehicle-brand (nav 8): brands listed under their type. */
export function VehicleBrandsPage() {
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
    <Screen title="Vehicle Brands">
      {auth.can('addVehiclebrand') ? (
        <AddForm
          title="Add brand"
          nameLabel="Brand name"
          schema={ZVehicleBrandRequest}
          parent={{
            label: 'Vehicle type',
            placeholder: 'Select vehicle type',
            field: 'vehicleTypeId',
            data: (types.data ?? []).map((t) => ({ value: t._id, label: t.name })),
            loading: types.isLoading,
          }}
          onAdd={(v) => refresh(createVehicleBrand(v.name, v.parentId!))}
        />
      ) : null}
      <SelectableList
        title="Brands by vehicle type"
        noun={{ one: 'brand', many: 'brands' }}
        groups={(types.data ?? []).map((t) => ({
          key: t._id,
          title: t.name,
          items: t.vehiclebrand,
        }))}
        groupLabel="Vehicle type"
        loading={types.isLoading}
        error={types.error}
        onRetry={() => void types.refetch()}
        emptyText="Add a vehicle type first."
        onDelete={onDelete}
      />
    </Screen>
  );
}

/** /admin-vehicle-model (nav 9): models listed under their brand, each with its picture when it has one. */
export function VehicleModelsPage() {
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
  const typeName = new Map((types.data ?? []).map((t) => [t._id, t.name]));
  const brandTitle = (b: { name: string; vehicleTypeId: string }) =>
    typeName.has(b.vehicleTypeId) ? `${b.name} · ${typeName.get(b.vehicleTypeId)}` : b.name;
  return (
    <Screen title="Vehicle Model">
      {auth.can('addVehiclemodel') ? (
        <AddForm
          title="Add model"
          nameLabel="Model name"
          schema={ZVehicleModelRequest}
          withPicture
          parent={{
            label: 'Brand',
            placeholder: 'Select brand',
            field: 'vehicleBrandId',
            data: (types.data ?? []).map((t) => ({
              group: t.name,
              items: t.vehiclebrand.map((b) => ({ value: b._id, label: b.name })),
            })),
            loading: types.isLoading,
          }}
          onAdd={(v) => refresh(createVehicleModel(v.name, v.parentId!, v.picture))}
        />
      ) : null}
      <SelectableList
        title="Models by brand"
        noun={{ one: 'model', many: 'models' }}
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
        groupLabel="Brand"
        loading={brands.isLoading}
        error={brands.error}
        onRetry={() => void brands.refetch()}
        emptyText="Add a brand first."
        onDelete={onDelete}
      />
    </Screen>
  );
}
