import { Box, Combobox, Loader, Text, TextInput, useCombobox } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { formatIndianMobile, type TSearchResult } from '@safesathi/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { errorMessage } from '../lib/api';
import { useAuth } from '../lib/auth';
import { IconSearch } from '../ui/icons';
import { searchEverything } from './users/users-api';

interface Hit {
  value: string;
  group: 'Customers' | 'Vehicles' | 'Orders';
  label: string;
  hint: string;
  to: string;
  state?: unknown;
}

function hitsOf(r: TSearchResult | undefined): Hit[] {
  if (!r) return [];
  return [
    ...r.customers.map((c) => ({
      value: `c:${c._id}`,
      group: 'Customers' as const,
      label: c.name,
      hint: formatIndianMobile(c.phone),
      to: `/view-customer/${c._id}`,
    })),
    ...r.vehicles.map((v) => ({
      value: `v:${v._id}`,
      group: 'Vehicles' as const,
      label: v.registrationNumber,
      hint: v.ownerName,
      to: `/view-customer/${v.userid}`,
    })),
    ...r.orders.map((o) => ({
      value: `o:${o._id}`,
      group: 'Orders' as const,
      label: o.ordernumber,
      hint: o.customerName,
      // The order detail screen reads the id from the address (it survives a reload) or from the state.
      to: `/admin-dashboard-products?id=${o._id}`,
      state: { order: { _id: o._id, ordernumber: o.ordernumber } },
    })),
  ];
}

/** Name, phone, registration number or order number → a dropdown of matches; Enter opens the first. */
function SearchBox() {
  const navigate = useNavigate();
  const [value, setValue] = useState('');
  const [q] = useDebouncedValue(value.trim(), 200);
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });
  const query = useQuery({
    queryKey: ['search', q],
    queryFn: ({ signal }) => searchEverything(q, signal),
    enabled: q.length >= 2,
    staleTime: 10_000,
  });
  const hits = q.length >= 2 ? hitsOf(query.data) : [];
  const waiting = value.trim() !== q || query.isFetching;

  const open = (hit: Hit | undefined) => {
    if (!hit) return;
    combobox.closeDropdown();
    setValue('');
    navigate(hit.to, { state: hit.state });
  };

  const groups = (['Customers', 'Vehicles', 'Orders'] as const)
    .map((g) => ({ g, items: hits.filter((h) => h.group === g) }))
    .filter((x) => x.items.length > 0);

  return (
    <Combobox store={combobox} onOptionSubmit={(v) => open(hits.find((h) => h.value === v))} withinPortal>
      <Combobox.Target>
        <TextInput
          aria-label="Search customers, vehicles and orders"
          placeholder="Search name, phone, vehicle or order"
          leftSection={<IconSearch size={16} />}
          rightSection={waiting && value.trim().length >= 2 ? <Loader size={14} /> : null}
          size="sm"
          radius="xl"
          value={value}
          onChange={(e) => {
            setValue(e.currentTarget.value);
            combobox.openDropdown();
            combobox.resetSelectedOption();
          }}
          onFocus={() => combobox.openDropdown()}
          onBlur={() => combobox.closeDropdown()}
          onKeyDown={(e) => {
            // Enter with nothing highlighted opens the first match.
            if (e.key === 'Enter' && combobox.getSelectedOptionIndex() < 0) {
              e.preventDefault();
              open(hits[0]);
            }
          }}
        />
      </Combobox.Target>
      <Combobox.Dropdown hidden={value.trim().length < 2}>
        <Combobox.Options mah={360} style={{ overflowY: 'auto' }} aria-label="Search results">
          {query.isError ? (
            <Combobox.Empty>{errorMessage(query.error)}</Combobox.Empty>
          ) : groups.length === 0 ? (
            <Combobox.Empty>{waiting ? 'Searching…' : 'Nothing matches'}</Combobox.Empty>
          ) : (
            groups.map(({ g, items }) => (
              <Combobox.Group key={g} label={g}>
                {items.map((h) => (
                  <Combobox.Option key={h.value} value={h.value}>
                    <Text size="sm" fw={600} ff={h.group === 'Customers' ? undefined : 'monospace'}>
                      {h.label}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {h.hint}
                    </Text>
                  </Combobox.Option>
                ))}
              </Combobox.Group>
            ))
          )}
        </Combobox.Options>
      </Combobox.Dropdown>
    </Combobox>
  );
}

/**
 * The header's search box on wider screens; hidden without a view flag. On a phone the command
 * palette's button (command-palette.tsx) finds the same records, and screens too, so the header
 * keeps one search icon, not two.
 */
export function HeaderSearch() {
  const auth = useAuth();
  if (!auth.can('viewCustomer') && !auth.can('viewOrder')) return null;
  return (
    <Box role="search" visibleFrom="sm" w={320}>
      <SearchBox />
    </Box>
  );
}
