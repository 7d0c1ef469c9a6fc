import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from './api';
import type { ListState } from './list-state';

type QueryValues = Record<string, string | number | boolean | undefined | null>;

/**
 * One page of a server-side list for a list's state (page, size, sort and order) and its own
 * filters: the rows shown stay on screen while the next page loads.
 */
export function useListQuery<T>(options: {
  key: readonly unknown[];
  path: string;
  list: Pick<ListState, 'page' | 'limit' | 'sort' | 'order'>;
  filters?: QueryValues;
  enabled?: boolean;
}) {
  const { key, path, list, filters, enabled } = options;
  return useQuery({
    queryKey: [...key, list.page, list.limit, list.sort, list.order, filters],
    enabled,
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) =>
      api.get<T>(path, {
        signal,
        query: { page: list.page, limit: list.limit, sort: list.sort, order: list.order, ...filters },
      }),
  });
}
