import { notifications } from '@mantine/notifications';
import type { TProduct } from '@safesathi/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { deleteProduct, SHOP_KEY } from './shop-api';

/** "Delete this product?" — its pictures and reviews go with it; past orders keep its name and price. */
export function DeleteProductDialog({
  product,
  onClose,
  onDeleted,
}: {
  product: TProduct | null;
  onClose: () => void;
  onDeleted?: () => void;
}) {
  const queryClient = useQueryClient();
  const remove = useMutation({
    mutationFn: (id: string) => deleteProduct(id),
    onSuccess: (answer) => {
      notifications.show({ color: 'green', message: answer.message });
      onClose();
      onDeleted?.();
      void queryClient.invalidateQueries({ queryKey: SHOP_KEY });
    },
  });
  return (
    <ConfirmDialog
      opened={product !== null}
      title="Delete product?"
      confirmLabel="Delete"
      onConfirm={() => product && remove.mutate(product._id)}
      onClose={() => {
        remove.reset();
        onClose();
      }}
      pending={remove.isPending}
      error={remove.error}
    >
      “{product?.name}” will be removed from the shop with its pictures and{' '}
      {product?.reviewCount === 1 ? '1 review' : `${product?.reviewCount ?? 0} reviews`}. Orders already placed keep its
      name and price.
    </ConfirmDialog>
  );
}
