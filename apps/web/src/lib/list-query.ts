import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from './api';
import type { ApiAnswer, CallInit, PathsWith } from './api-types';
import type { ListState } from './list-state';

export type QueryValues = Record<string, string | number | boolean | undefined | null>;

/** The lists that take a page, a size, a sort and an order in the query string. */
export type ListPath = {
  [P in PathsWith<'get'>]: ApiAnswer<'get', P> extends { total: number; data: unknown[] } ? P : never;
}[PathsWith<'get'>];

/** One row of such a list, as the server answers it. */
export type ListRow<P extends ListPath> = ApiAnswer<'get', P>['data'][number];

// The list's query is assembled for any list, so the call goes through the untyped shape; the answer
// is still the one `path` declares.
const getList = api.GET as unknown as (path: string, init: CallInit) => Promise<unknown>;

/**
 * The one way a screen reads a server-side list (ADR 0056): one page for a list's state (page,
 * size, sort and order, from useListState) and its own filters, the rows shown staying on screen
 * while the next page loads. `key` and `path` come together from the list's `*-api.ts`
 * (`export const thingList = { key: thingKeys.list, path: '/api/things' } as const`, spread into the
 * options), so the URL stays with the screen's other calls; the page, sort and filters are appended
 * to `key`, so invalidating it refreshes every page. The answer carries `total`
 * for the pager (DataTable's, or ListPager under cards), so no list ever stops at its first page.
 * `refetchInterval` is TanStack Query's, for a list whose figures move while it is shown.
 */
export function useListQuery<P extends ListPath>(options: {
  key: readonly unknown[];
  path: P;
  list: Pick<ListState, 'page' | 'limit' | 'sort' | 'order'>;
  filters?: QueryValues;
  enabled?: boolean;
  refetchInterval?: (query: { state: { data?: ApiAnswer<'get', P> } }) => number | false;
}) {
  const { key, path, list, filters, enabled, refetchInterval } = options;
  return useQuery({
    queryKey: [...key, list.page, list.limit, list.sort, list.order, filters],
    enabled,
    refetchInterval,
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) =>
      getList(path, {
        signal,
        params: { query: { page: list.page, limit: list.limit, sort: list.sort, order: list.order, ...filters } },
      }) as Promise<ApiAnswer<'get', P>>,
  });
}
