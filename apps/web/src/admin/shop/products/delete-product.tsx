import type { TProduct } from '@safesathi/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toastSuccess } from '../../../lib/toast';
import { shopKeys } from '../../../shop/shop-keys';
import { confirmAction } from '../../../ui/confirm';
import { deleteProduct } from './products-api';

/** "Delete this product?" — its pictures and reviews go with it; past orders keep its name and price. */
export function useDeleteProduct(onDeleted?: () => void) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return (product: TProduct) =>
    confirmAction({
      title: t('adminShop:products.deleteTitle'),
      confirmLabel: t('adminShop:products.delete'),
      children: t('adminShop:products.deleteText', { name: product.name, count: product.reviewCount ?? 0 }),
      action: async () => {
        const answer = await deleteProduct(product._id);
        toastSuccess(answer.message);
        onDeleted?.();
        void queryClient.invalidateQueries({ queryKey: shopKeys.backOffice });
      },
    });
}
