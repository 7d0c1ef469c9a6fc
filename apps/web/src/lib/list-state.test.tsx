import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { parseAsString, parseAsStringLiteral } from 'nuqs';
import { NuqsTestingAdapter, type UrlUpdateEvent } from 'nuqs/adapters/testing';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { defineList, SEARCH_DEBOUNCE_MS, useListState } from './list-state';

const LIST = defineList({
  sorts: ['name'] as const,
  filters: {
    vehicle: parseAsString.withDefault(''),
    status: parseAsStringLiteral(['all', 'active'] as const).withDefault('all'),
  },
});

/** A list screen with a typed filter box, a search box and a filter button, as the back office's lists have. */
function ListScreen() {
  const list = useListState(LIST);
  return (
    <>
      <input
        aria-label="Vehicle"
        value={list.filters.vehicle}
        onChange={(e) => list.setFilters({ vehicle: e.target.value }, { typing: true })}
      />
      <input aria-label="Search" value={list.search} onChange={(e) => list.setSearch(e.target.value)} />
      <button type="button" onClick={() => list.setFilters({ status: 'active' })}>
        Active only
      </button>
    </>
  );
}

/** The screen, and a row's View link that leaves it (the detail page replaces it). */
function App() {
  const [detail, setDetail] = useState(false);
  return detail ? (
    <p>The order</p>
  ) : (
    <>
      <ListScreen />
      <button type="button" onClick={() => setDetail(true)}>
        View
      </button>
    </>
  );
}

function setUp(searchParams = '') {
  const updates: UrlUpdateEvent[] = [];
  render(
    <NuqsTestingAdapter searchParams={searchParams} hasMemory onUrlUpdate={(e) => updates.push(e)}>
      <App />
    </NuqsTestingAdapter>,
  );
  return updates;
}

const pause = (ms = SEARCH_DEBOUNCE_MS * 2) => act(() => new Promise((ok) => setTimeout(ok, ms)));

describe('a list filter typed into a box', () => {
  it('shows each key at once and reaches the address once typing pauses, replacing the entry', async () => {
    const updates = setUp();
    const box = screen.getByLabelText('Vehicle');
    for (const value of ['m', 'mh', 'mh1'])
      act(() => {
        fireEvent.change(box, { target: { value } });
      });
    expect(box).toHaveValue('mh1');
    expect(updates).toHaveLength(0);
    // Once typing pauses (on a busy machine the timers run late: waited for, not slept on).
    await waitFor(() => expect(updates.map((u) => u.queryString)).toEqual(['?vehicle=mh1']), { timeout: 5000 });
    expect(updates[0]!.options.history).toBe('replace');
    expect(screen.getByLabelText('Vehicle')).toHaveValue('mh1');
  });

  it('never reaches the address once a row was opened before typing paused', async () => {
    const updates = setUp('?status=active');
    act(() => {
      fireEvent.change(screen.getByLabelText('Vehicle'), { target: { value: 'mh14' } });
      fireEvent.change(screen.getByLabelText('Search'), { target: { value: 'Kabir' } });
    });
    act(() => {
      fireEvent.click(screen.getByRole('button', { name: 'View' }));
    });
    await pause();
    expect(screen.getByText('The order')).toBeInTheDocument();
    expect(updates).toEqual([]);
  });

  it('goes with a filter chosen before typing paused, in one new entry', async () => {
    const updates = setUp();
    act(() => {
      fireEvent.change(screen.getByLabelText('Vehicle'), { target: { value: 'dl01' } });
    });
    act(() => {
      fireEvent.click(screen.getByRole('button', { name: 'Active only' }));
    });
    await waitFor(
      () =>
        expect(updates.map((u) => new URLSearchParams(u.queryString).toString())).toEqual([
          'vehicle=dl01&status=active',
        ]),
      { timeout: 5000 },
    );
    // And nothing more once typing would have paused.
    await pause();
    expect(updates).toHaveLength(1);
    expect(updates[0]!.options.history).toBe('push');
    expect(screen.getByLabelText('Vehicle')).toHaveValue('dl01');
  });
});
