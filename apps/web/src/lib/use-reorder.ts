import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from './api';
import type { PathsWith } from './api-types';
import { toastFailure, toastSuccess } from './toast';

/** The lists whose order is saved by hand: `PUT …/order` with every id. */
export type ReorderPath = Extract<PathsWith<'put'>, `${string}/order`>;

/**
 * Saves a hand-made order (`PUT <path>` with every id): the list shows the new order at once and
 * goes back to the old one, saying why, when the server refuses (e.g. someone added a record
 * meanwhile). `invalidate`: other keys showing the same list (the public site's).
 */
export function useReorder<T extends { _id: string }>(key: QueryKey, path: ReorderPath, what: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: string[]) => api.PUT(path, { body: { ids } }),
    onMutate: async (ids: string[]) => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<T[]>(key);
      if (before) {
        const byId = new Map(before.map((r) => [r._id, r]));
        queryClient.setQueryData<T[]>(
          key,
          ids.map((id) => byId.get(id)).filter((r): r is T => !!r),
        );
      }
      return { before };
    },
    onError: (error, _ids, context) => {
      if (context?.before) queryClient.setQueryData(key, context.before);
      toastFailure(error, `The order of the ${what} was not saved`);
    },
    onSuccess: () => toastSuccess(`Order of the ${what} saved.`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}
