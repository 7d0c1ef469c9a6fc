import type { TProduct } from '@safesathi/contract';
import { useQueryClient } from '@tanstack/react-query';
import { toastSuccess } from '../../../lib/toast';
import { shopKeys } from '../../../shop/shop-keys';
import { confirmAction } from '../../../ui/confirm';
import { deleteProduct } from './products-api';

/** "Delete this product?" — its pictures and reviews go with it; past orders keep its name and price. */
export function useDeleteProduct(onDeleted?: () => void) {
  const queryClient = useQueryClient();
  return (product: TProduct) =>
    confirmAction({
      title: 'Delete product?',
      confirmLabel: 'Delete',
      children: (
        <>
          “{product.name}” will be removed from the shop with its pictures and{' '}
          {product.reviewCount === 1 ? '1 review' : `${product.reviewCount ?? 0} reviews`}. Orders already placed keep
          its name and price.
        </>
      ),
      action: async () => {
        const answer = await deleteProduct(product._id);
        toastSuccess(answer.message);
        onDeleted?.();
        void queryClient.invalidateQueries({ queryKey: shopKeys.backOffice });
      },
    });
}
