import { Button, Group, Paper, Select, SimpleGrid, Skeleton, Stack, Tooltip } from '@mantine/core';
import type { TProduct } from '@safesathi/contract';
import { useQuery } from '@tanstack/react-query';
import { parseAsString } from 'nuqs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../../lib/auth';
import { useListQuery } from '../../../lib/list-query';
import { defineList, useListState } from '../../../lib/list-state';
import { shopKeys } from '../../../shop/shop-keys';
import { IconPlus, IconShop } from '../../../ui/icons';
import { ListPager } from '../../../ui/list-pager';
import { EmptyState, LoadError } from '../../../ui/list-states';
import { SearchInput } from '../../common/list-filters';
import { PageHeader } from '../../common/page-header';
import { useAdminDocumentTitle } from '../../page-title';
import { PRODUCT_FLAGS } from '../../screen-model';
import { useDeleteProduct } from './delete-product';
import { ProductCard } from './product-card';
import { ProductModal } from './product-modal';
import { ProductOrderModal } from './product-order-modal';
import { fetchCategories, productList } from './products-api';

/** Products: a search, a category and pages of cards. */
const PRODUCT_LIST = defineList({ sorts: ['position'], defaultLimit: 12, filters: { category: parseAsString } });

/** /admin-shop (docs/product.md §2 "Shop", nav 2): product cards with search, category filter and pages. */
export function ShopPage() {
  const { t } = useTranslation();
  useAdminDocumentTitle(t('adminShop:products.title'));
  const auth = useAuth();
  const list = useListState(PRODUCT_LIST);
  const { debouncedSearch: debounced } = list;
  const categoryId = list.filters.category;
  const [editing, setEditing] = useState<{ product: TProduct | null } | null>(null);
  const askDelete = useDeleteProduct();
  const [ordering, setOrdering] = useState(false);
  const allowed = PRODUCT_FLAGS.some(auth.can);

  const products = useListQuery({
    ...productList,
    list,
    filters: { search: debounced || undefined, categoryId: categoryId ?? undefined },
    enabled: allowed,
  });
  const categories = useQuery({
    queryKey: shopKeys.categories,
    queryFn: ({ signal }) => fetchCategories(signal),
    enabled: allowed,
  });
  const canEdit = auth.can('editProduct');
  const canDelete = auth.can('deleteProduct');
  const canAdd = auth.can('createNewProduct');
  const filtered = Boolean(debounced || categoryId);

  return (
    <Stack gap="lg">
      <PageHeader title={t('adminShop:products.title')}>
        {canEdit ? (
          <Tooltip label={t('adminShop:products.changeOrderHint')} disabled={!filtered}>
            <Button variant="default" onClick={() => setOrdering(true)} disabled={filtered}>
              {t('adminShop:products.changeOrder')}
            </Button>
          </Tooltip>
        ) : null}
        {canAdd ? (
          <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing({ product: null })}>
            {t('adminShop:products.add')}
          </Button>
        ) : null}
      </PageHeader>
      <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'md' }}>
        <Group gap="sm" grow preventGrowOverflow={false} wrap="wrap">
          <SearchInput
            aria-label={t('adminShop:products.search')}
            placeholder={t('adminShop:products.search')}
            value={list.search}
            onSearch={list.setSearch}
            miw={200}
          />
          <Select
            aria-label={t('adminShop:products.categoryFilter')}
            placeholder={t('adminShop:products.allCategories')}
            data={(categories.data ?? []).map((c) => ({ value: c._id, label: c.name }))}
            value={categoryId}
            onChange={(v) => list.setFilters({ category: v })}
            clearable
            miw={160}
            maw={{ sm: 260 }}
          />
        </Group>
      </Paper>
      {products.isError ? (
        <LoadError
          error={products.error}
          what={t('adminShop:products.what')}
          onRetry={() => void products.refetch()}
          retrying={products.isFetching}
        />
      ) : null}
      {products.isLoading ? (
        <SimpleGrid
          cols={{ base: 2, md: 3, lg: 4 }}
          spacing={{ base: 'xs', sm: 'md' }}
          aria-busy="true"
          aria-label={t('adminShop:products.loading')}
        >
          {Array.from({ length: 4 }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing else to tell them apart
            <Skeleton key={i} h={300} radius="lg" />
          ))}
        </SimpleGrid>
      ) : products.data && products.data.data.length === 0 ? (
        <EmptyState
          icon={<IconShop />}
          title={filtered ? t('adminShop:products.noneMatch') : t('adminShop:products.none')}
          text={filtered ? t('adminShop:products.noneMatchText') : t('adminShop:products.noneText')}
        >
          {!filtered && canAdd ? (
            <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing({ product: null })}>
              {t('adminShop:products.addOne')}
            </Button>
          ) : null}
        </EmptyState>
      ) : products.data ? (
        <SimpleGrid
          cols={{ base: 2, md: 3, lg: 4 }}
          spacing={{ base: 'xs', sm: 'md' }}
          style={{ opacity: products.isPlaceholderData ? 0.7 : 1 }}
        >
          {products.data.data.map((p) => (
            <ProductCard
              key={p._id}
              product={p}
              onEdit={canEdit ? () => setEditing({ product: p }) : undefined}
              onDelete={canDelete ? () => askDelete(p) : undefined}
            />
          ))}
        </SimpleGrid>
      ) : null}
      <ListPager total={products.data?.total ?? 0} state={list} />
      <ProductModal opened={editing !== null} product={editing?.product ?? null} onClose={() => setEditing(null)} />
      <ProductOrderModal opened={ordering} onClose={() => setOrdering(false)} />
    </Stack>
  );
}
