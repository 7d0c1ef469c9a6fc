import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from './api';
import type { ApiAnswer, CallInit, PathsWith } from './api-types';
import type { ListState } from './list-state';

type QueryValues = Record<string, string | number | boolean | undefined | null>;

/** The lists that take a page, a size, a sort and an order in the query string. */
type ListPath = {
  [P in PathsWith<'get'>]: ApiAnswer<'get', P> extends { total: number; data: unknown[] } ? P : never;
}[PathsWith<'get'>];

// The list's query is assembled for any list, so the call goes through the untyped shape; the answer
// is still the one `path` declares.
const getList = api.GET as unknown as (path: string, init: CallInit) => Promise<unknown>;

/**
 * One page of a server-side list for a list's state (page, size, sort and order) and its own
 * filters: the rows shown stay on screen while the next page loads.
 */
export function useListQuery<P extends ListPath>(options: {
  key: readonly unknown[];
  path: P;
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
      getList(path, {
        signal,
        params: { query: { page: list.page, limit: list.limit, sort: list.sort, order: list.order, ...filters } },
      }) as Promise<ApiAnswer<'get', P>>,
  });
}
