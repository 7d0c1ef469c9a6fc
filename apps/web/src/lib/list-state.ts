import { useDebouncedValue } from '@mantine/hooks';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from '@safesathi/contract';
import {
  type ParserMap,
  parseAsInteger,
  parseAsNumberLiteral,
  parseAsString,
  parseAsStringLiteral,
  useQueryStates,
  type Values,
} from 'nuqs';
import { useCallback, useEffect, useRef, useState } from 'react';

export type SortOrder = 'asc' | 'desc';

/** Some of a list's filters, as a box sets them (null: back to the default). */
type FilterPatch<F extends ParserMap> = { [K in keyof Values<F>]?: Values<F>[K] | null };

/** How long typing in a search box waits before the list asks the server (and the address changes). */
export const SEARCH_DEBOUNCE_MS = 300;

/** What one list keeps in the address: its sortable columns and its filters beyond the search. */
export interface ListDefinition<S extends string, F extends ParserMap> {
  /** The server's `sort` values of the columns that sort; the first is the default unless `defaultSort` says. */
  sorts: readonly S[];
  defaultSort?: S;
  defaultOrder?: SortOrder;
  /** Rows per page without a choice; PAGE_SIZES are the choices. */
  defaultLimit?: number;
  /** Filters as nuqs parsers, each with its default (left out of the address). */
  filters: F;
}

/**
 * The parsers of one list, made once at module level so they stay the same objects between
 * renders. Search is `q`, page `page`, rows per page `size`, sort `sort` and `order`; a value
 * equal to its default is left out of the address, and one the list does not know (a sort
 * nobody offers, page "x") reads as the default, so a hand-edited link never breaks the list.
 */
export function defineList<const S extends string, F extends ParserMap = Record<never, never>>(
  definition: Partial<ListDefinition<S, F>>,
) {
  const sorts = definition.sorts ?? ([] as readonly S[]);
  const base = {
    q: parseAsString.withDefault(''),
    page: parseAsInteger.withDefault(1),
    size: parseAsNumberLiteral(PAGE_SIZES).withDefault(
      (definition.defaultLimit ?? DEFAULT_PAGE_SIZE) as (typeof PAGE_SIZES)[number],
    ),
    sort: parseAsStringLiteral(sorts).withDefault((definition.defaultSort ?? sorts[0]) as S),
    order: parseAsStringLiteral(['asc', 'desc'] as const).withDefault(definition.defaultOrder ?? 'asc'),
  };
  return { base, filters: definition.filters ?? ({} as F), hasSort: sorts.length > 0 };
}

export type ListDefinitionOf<S extends string, F extends ParserMap> = ReturnType<typeof defineList<S, F>>;

/**
 * The one list-state mechanism of the app (issue 14 item 1): search, filters, sort, page and
 * page size live in the address through nuqs, so a reload, a shared link and the Back button
 * show exactly the list that was on screen. Typing replaces the current history entry (the
 * address follows once typing pauses); a filter, sort, page or page-size change pushes a new
 * one, so Back returns to the previous state. Every change but a page turn goes back to page 1.
 * (Two nuqs hooks, one for the common keys and one for the list's filters: nuqs sends the
 * changes of one tick to the address together.)
 */
export function useListState<S extends string, F extends ParserMap>(list: ListDefinitionOf<S, F>) {
  const [base, setBase] = useQueryStates(list.base, { history: 'push' });
  const [filters, setFilterValues] = useQueryStates(list.filters, { history: 'push' });
  // The search as typed lives here, and reaches the address once typing pauses, from this screen
  // while it is shown: a click that leaves the screen meanwhile (a row's View link) is not undone
  // by the address catching up afterwards, as nuqs's own delayed update did (it wrote the list's
  // address over the page the click had opened).
  const [typed, setTyped] = useState(base.q);
  const inAddress = useRef(base.q);
  useEffect(() => {
    // The address changed from elsewhere (Back, another list's switch): the box shows it.
    if (base.q === inAddress.current) return;
    inAddress.current = base.q;
    setTyped(base.q);
  }, [base.q]);
  const [paused] = useDebouncedValue(typed, SEARCH_DEBOUNCE_MS);
  useEffect(() => {
    if (paused === inAddress.current) return;
    inAddress.current = paused;
    void setBase({ q: paused || null, page: null }, { history: 'replace' });
  }, [paused, setBase]);
  const debounced = paused.trim();
  // Filters typed into a box (`setFilters(…, { typing: true })`) are held the same way: shown at once,
  // written to the address from this screen once typing pauses.
  const [typedFilters, setTypedFilters] = useState<FilterPatch<F> | null>(null);
  const [pausedFilters] = useDebouncedValue(typedFilters, SEARCH_DEBOUNCE_MS);
  useEffect(() => {
    if (!pausedFilters) return;
    void setFilterValues(pausedFilters, { history: 'replace' });
    void setBase({ page: null }, { history: 'replace' });
    setTypedFilters((now: FilterPatch<F> | null) => (now === pausedFilters ? null : now));
  }, [pausedFilters, setBase, setFilterValues]);

  const setSearch = useCallback((q: string) => setTyped(q), []);
  const setPage = useCallback((page: number) => void setBase({ page }), [setBase]);
  const setLimit = useCallback(
    (size: number) => void setBase({ size: size as (typeof PAGE_SIZES)[number], page: null }),
    [setBase],
  );
  const toggleSort = useCallback(
    (sort: string) =>
      void setBase((old) => ({
        sort: sort as S,
        order: old.sort === sort && old.order === 'asc' ? 'desc' : 'asc',
        page: null,
      })),
    [setBase],
  );
  /**
   * A filter change: back to the first page, and a new history entry; a filter typed into a box
   * (`typing`) replaces the entry once typing pauses, as the search does.
   */
  const setFilters = useCallback(
    (patch: Parameters<typeof setFilterValues>[0], { typing = false } = {}) => {
      if (typing) {
        setTypedFilters((held: FilterPatch<F> | null) => ({ ...held, ...(patch as FilterPatch<F>) }));
        return;
      }
      // A filter typed a moment ago and not yet in the address goes with this change.
      const held = typedFilters;
      setTypedFilters(null);
      void setFilterValues(held && typeof patch === 'object' && patch ? { ...held, ...patch } : patch);
      void setBase({ page: null });
    },
    [setBase, setFilterValues, typedFilters],
  );
  /** Another list on the same page (Active / Deleted): every common key back to its default, with `patch`. */
  const switchTo = useCallback(
    (patch: Parameters<typeof setFilterValues>[0]) => {
      setTypedFilters(null);
      void setFilterValues(patch);
      void setBase({ q: null, page: null, size: null, sort: null, order: null });
    },
    [setBase, setFilterValues],
  );

  return {
    /** The search box's text as typed. */
    search: typed,
    /** The search the list asks the server for: trimmed, once typing pauses. */
    debouncedSearch: debounced,
    page: Math.max(1, base.page),
    limit: base.size as number,
    sort: list.hasSort ? (base.sort ?? undefined) : undefined,
    order: base.order as SortOrder,
    /** The filters, as typed where a box holds one still to reach the address. */
    filters: (typedFilters ? { ...filters, ...typedFilters } : filters) as Values<F>,
    setSearch,
    setPage,
    setLimit,
    toggleSort,
    setFilters,
    switchTo,
  };
}

/** What a table needs of a list's state. */
export type ListState = {
  page: number;
  limit: number;
  sort: string | undefined;
  order: SortOrder;
  setPage: (page: number) => void;
  setLimit: (limit: number) => void;
  toggleSort: (sort: string) => void;
};
