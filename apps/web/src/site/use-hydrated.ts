import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False while a prerendered page is being hydrated (and on the server), true afterwards. Parts that
 * depend on the browser (who is signed in, the page's own address) render their server form first,
 * so hydration matches the HTML, then switch.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
