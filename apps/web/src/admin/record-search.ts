import { useDebouncedValue } from '@mantine/hooks';
import { formatIndianMobile, type TSearchResult } from '@safesathi/contract';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { screenPath } from './screen-paths';
import { searchEverything, searchKey } from './users/users-api';

/** One record the back office's search finds, and where it opens. */
export interface RecordHit {
  id: string;
  group: 'Customers' | 'Vehicles' | 'Orders' | 'QR tags';
  label: string;
  hint: string;
  to: string;
  state?: unknown;
}

/** The groups in the order both searches show them. */
export const RECORD_GROUPS = ['Customers', 'Vehicles', 'Orders', 'QR tags'] as const;

/** A group's heading in the back office's language. */
export function useGroupLabel(): (group: RecordHit['group'] | 'Screens') => string {
  const { t } = useTranslation();
  return (group) => {
    switch (group) {
      case 'Screens':
        return t('admin:search.groups.screens');
      case 'Customers':
        return t('admin:search.groups.customers');
      case 'Vehicles':
        return t('admin:search.groups.vehicles');
      case 'Orders':
        return t('admin:search.groups.orders');
      case 'QR tags':
        return t('admin:search.groups.tags');
    }
  };
}

function hitsOf(r: TSearchResult): RecordHit[] {
  return [
    ...r.customers.map((c) => ({
      id: `c:${c._id}`,
      group: 'Customers' as const,
      label: c.name,
      hint: formatIndianMobile(c.phone),
      to: screenPath('customer', c._id),
    })),
    ...r.vehicles.map((v) => ({
      id: `v:${v._id}`,
      group: 'Vehicles' as const,
      label: v.registrationNumber,
      hint: v.ownerName,
      to: screenPath('customer', v.userid),
    })),
    ...r.orders.map((o) => ({
      id: `o:${o._id}`,
      group: 'Orders' as const,
      label: o.orderNumber,
      hint: o.customerName,
      // The order detail screen reads the id from the address (it survives a reload) or from the state.
      to: screenPath('order', o._id),
      state: { order: { _id: o._id, orderNumber: o.orderNumber } },
    })),
    ...(r.tags ?? []).map((t) => ({
      id: `t:${t._id}`,
      group: 'QR tags' as const,
      label: t.code,
      hint: t.status,
      to: `/admin-qr-code?q=${encodeURIComponent(t.code)}`,
    })),
  ];
}

/**
 * The records search behind the header's box and the command palette: the typed text, once typing
 * pauses and from two characters, asks /api/admin/search (which answers only the groups the admin may see).
 * `waiting` is true while the answer for what is typed is still to come.
 */
export function useRecordSearch(text: string, enabled: boolean) {
  const typed = text.trim();
  const [q] = useDebouncedValue(typed, 200);
  const query = useQuery({
    queryKey: searchKey(q),
    queryFn: ({ signal }) => searchEverything(q, signal),
    enabled: enabled && q.length >= 2,
    staleTime: 10_000,
  });
  const hits = q.length >= 2 && query.data ? hitsOf(query.data) : [];
  const waiting = enabled && typed.length >= 2 && (typed !== q || query.isFetching);
  return { hits, waiting, error: query.isError ? query.error : null };
}
