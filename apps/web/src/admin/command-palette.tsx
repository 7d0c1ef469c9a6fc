import '@mantine/spotlight/styles.css';
import { ActionIcon, Text, Tooltip } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { Spotlight, spotlight } from '@mantine/spotlight';
import { formatIndianMobile } from '@safesathi/contract';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { errorMessage } from '../lib/api';
import { useAuth } from '../lib/auth';
import { IconSearch } from '../ui/icons';
import classes from './command-palette.module.css';
import { ADMIN_NAV, type NavItem, visibleNav } from './nav';
import { searchEverything } from './users/users-api';

interface Entry {
  id: string;
  group: 'Screens' | 'Customers' | 'Vehicles' | 'Orders' | 'QR tags';
  label: string;
  hint?: string;
  to: string;
}

const SEARCH_FLAGS = ['viewCustomer', 'viewOrder', 'viewTemplete'];

/** Every screen of the menu this admin may use, children under their group's name. */
function screensOf(items: NavItem[], parent?: string): Entry[] {
  return items.flatMap((item) =>
    item.children
      ? screensOf(item.children, item.label)
      : [{ id: `s:${item.to}`, group: 'Screens' as const, label: item.label, hint: parent, to: item.to }],
  );
}

/**
 * The command palette (Ctrl/⌘+K, or the header button on a phone): jump to any screen this admin
 * may see, or find a customer by name, phone or registration number, an order by number, a tag by
 * code — the server answers only the groups the admin's permissions allow.
 */
export function CommandPalette() {
  const auth = useAuth();
  const navigate = useNavigate();
  const [query, setQuery] = useState('');
  const [q] = useDebouncedValue(query.trim(), 200);
  const canSearch = SEARCH_FLAGS.some(auth.can);
  const screens = useMemo(
    () => screensOf(visibleNav(ADMIN_NAV, auth.can, auth.user?.isSuperAdmin === true)),
    [auth.can, auth.user?.isSuperAdmin],
  );
  const found = useQuery({
    queryKey: ['search', q],
    queryFn: ({ signal }) => searchEverything(q, signal),
    enabled: canSearch && q.length >= 2,
    staleTime: 10_000,
  });

  const term = query.trim().toLowerCase();
  const entries: Entry[] = [
    ...screens.filter((s) => !term || `${s.label} ${s.hint ?? ''}`.toLowerCase().includes(term)),
    ...(q.length >= 2 && found.data
      ? [
          ...found.data.customers.map((c) => ({
            id: `c:${c._id}`,
            group: 'Customers' as const,
            label: c.name,
            hint: formatIndianMobile(c.phone),
            to: `/view-customer/${c._id}`,
          })),
          ...found.data.vehicles.map((v) => ({
            id: `v:${v._id}`,
            group: 'Vehicles' as const,
            label: v.registrationNumber,
            hint: v.ownerName,
            to: `/view-customer/${v.userid}`,
          })),
          ...found.data.orders.map((o) => ({
            id: `o:${o._id}`,
            group: 'Orders' as const,
            label: o.ordernumber,
            hint: o.customerName,
            to: `/admin-dashboard-products?id=${o._id}`,
          })),
          ...(found.data.tags ?? []).map((t) => ({
            id: `t:${t._id}`,
            group: 'QR tags' as const,
            label: t.code,
            hint: t.status,
            to: `/admin-qr-code?q=${encodeURIComponent(t.code)}`,
          })),
        ]
      : []),
  ];
  const groups = (['Screens', 'Customers', 'Vehicles', 'Orders', 'QR tags'] as const)
    .map((g) => ({ g, items: entries.filter((e) => e.group === g) }))
    .filter((x) => x.items.length > 0);
  const waiting = canSearch && query.trim().length >= 2 && (query.trim() !== q || found.isFetching);

  return (
    <>
      <Tooltip label="Go to… (Ctrl+K)">
        <ActionIcon
          variant="subtle"
          color="gray"
          size="lg"
          aria-label="Open the command palette"
          onClick={spotlight.open}
        >
          <IconSearch />
        </ActionIcon>
      </Tooltip>
      <Spotlight.Root
        query={query}
        onQueryChange={setQuery}
        shortcut={['mod + K']}
        scrollable
        maxHeight={420}
        onSpotlightClose={() => setQuery('')}
        classNames={{ actionDescription: classes.description, actionsGroup: classes.groupLabel }}
        // The dialog's name (a Modal underneath); a short heading above the search box.
        title={
          <Text size="sm" fw={600} px="md" pt="xs">
            Go to…
          </Text>
        }
      >
        <Spotlight.Search
          placeholder={canSearch ? 'Screen, customer, vehicle number, order or tag…' : 'Screen…'}
          aria-label="Go to a screen or find a record"
          leftSection={<IconSearch size={18} />}
        />
        <Spotlight.ActionsList aria-label="Results">
          {groups.map(({ g, items }) => (
            <Spotlight.ActionsGroup key={g} label={g}>
              {items.map((e) => (
                <Spotlight.Action key={e.id} label={e.label} description={e.hint} onClick={() => navigate(e.to)} />
              ))}
            </Spotlight.ActionsGroup>
          ))}
          {groups.length === 0 ? (
            <Spotlight.Empty>
              {waiting ? 'Searching…' : found.isError ? errorMessage(found.error) : 'Nothing found.'}
            </Spotlight.Empty>
          ) : waiting ? (
            <Text size="xs" c="dimmed" px="sm" py={4}>
              Searching…
            </Text>
          ) : null}
        </Spotlight.ActionsList>
      </Spotlight.Root>
    </>
  );
}
