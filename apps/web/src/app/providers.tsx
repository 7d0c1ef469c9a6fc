import { DirectionProvider, MantineProvider } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { ModalsProvider } from '@mantine/modals';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import { ApiError } from '../lib/api';
import { cssVariablesResolver, theme } from './theme';

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      refetchOnWindowFocus: false,
      // Retry only what may succeed next time: the network or the server failing, never a 4xx.
      retry: (failureCount, error) => failureCount < 2 && (!(error instanceof ApiError) || error.isTransient),
    },
    mutations: { retry: false },
  },
});

// The toasts' container (with its transitions) is loaded after the first render: no page needs it
// to show, and a server-rendered page hydrates sooner without it. `notifications.show()` works as soon
// as it is there; a toast asked for earlier waits in the store and appears with it.
const Notifications = lazy(() => import('@mantine/notifications').then((m) => ({ default: m.Notifications })));

function LazyNotifications() {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  // On a phone a toast at the top would sit over the header (its menu, Sign out, the bell), so
  // phones get them at the bottom, under the thumb; wider screens keep them at the top.
  const phone = useMediaQuery('(max-width: 48em)', false, { getInitialValueInEffect: false });
  if (!mounted) return null;
  return (
    <Suspense fallback={null}>
      <Notifications position={phone ? 'bottom-center' : 'top-center'} zIndex={1000} limit={3} />
    </Suspense>
  );
}

/** `client`: the server renders each public page with a query client of its own (entry-server.tsx). */
export function AppProviders({ children, client = queryClient }: { children: ReactNode; client?: QueryClient }) {
  return (
    // Mantine's components mirror when <html dir> turns rtl (a translated screen in Urdu, i18n/i18n.ts).
    <DirectionProvider>
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
        <LazyNotifications />
        <QueryClientProvider client={client}>
          {/* Confirmations (ui/confirm.tsx, ui/unsaved-changes.tsx) open through it, above any dialog. */}
          <ModalsProvider>{children}</ModalsProvider>
        </QueryClientProvider>
      </MantineProvider>
    </DirectionProvider>
  );
}
