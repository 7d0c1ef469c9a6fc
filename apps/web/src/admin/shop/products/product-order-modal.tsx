import { Group, Modal, Text } from '@mantine/core';
import type { TProduct } from '@safesathi/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useReorder } from '../../../lib/use-reorder';
import { shopKeys } from '../../../shop/shop-keys';
import { LoadError, SectionLoader } from '../../../ui/list-states';
import { SortableList } from '../../../ui/sortable-list';
import { fetchProducts } from './products-api';

/** The whole list can be ordered only while it fits one answer (the API's largest page). */
const MAX = 100;

/** "Change order": every product by name, dragged into the order the shop shows them in. */
export function ProductOrderModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const products = useQuery({
    queryKey: shopKeys.productOrder,
    queryFn: ({ signal }) => fetchProducts({ page: 1, limit: MAX }, signal).then((r) => r.data),
    enabled: opened,
  });
  const reorder = useReorder<TProduct>(shopKeys.productOrder, '/api/admin/products/order', 'products');
  const queryClient = useQueryClient();
  return (
    <Modal opened={opened} onClose={onClose} title={t('adminShop:products.orderTitle')} size="lg">
      {products.isPending ? (
        <SectionLoader label={t('adminShop:products.orderLoading')} />
      ) : products.isError ? (
        <LoadError error={products.error} what={t('adminShop:products.what')} onRetry={() => void products.refetch()} />
      ) : (
        <SortableList
          items={products.data}
          getId={(p) => p._id}
          getName={(p) => p.name}
          label={t('adminShop:products.orderLabel')}
          disabledReason={products.data.length >= MAX ? t('adminShop:products.orderTooMany', { max: MAX }) : null}
          onReorder={(ids) =>
            reorder.mutate(ids, {
              onSuccess: () => void queryClient.invalidateQueries({ queryKey: shopKeys.backOffice }),
            })
          }
          renderItem={(p, i, handle) => (
            <Group gap="sm" wrap="nowrap" p={4} style={{ borderBottom: '1px solid var(--mantine-color-gray-2)' }}>
              {handle}
              <Text size="sm" c="dimmed" w={28}>
                {i + 1}.
              </Text>
              <Text size="sm" fw={500} style={{ minWidth: 0 }} truncate>
                {p.name}
              </Text>
            </Group>
          )}
        />
      )}
    </Modal>
  );
}
