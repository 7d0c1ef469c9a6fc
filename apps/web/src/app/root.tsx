import { Box } from '@mantine/core';
import { NuqsAdapter } from 'nuqs/adapters/react-router/v7';
import { useEffect } from 'react';
import { Outlet, ScrollRestoration, useNavigation } from 'react-router';
import { AuthProvider } from '../lib/auth';
import { APP_READY_EVENT } from '../prerender-state';
import { OfflineBanner } from '../ui/offline';
import { UnsavedChangesGuard } from '../ui/unsaved-changes';

/** Thin bar at the top while the next page (often a lazily loaded chunk) is on its way. */
function NavigationProgress() {
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
  return (
    <Box
      aria-hidden
      bg="sathi.6"
      style={{
        position: 'fixed',
        top: 0,
        left: 0,
        height: 3,
        width: '70%',
        zIndex: 1000,
        animation: 'safesathi-progress 1.2s ease-out',
      }}
    />
  );
}

/**
 * nuqs keeps each list's state in the address (lib/list-state.ts). Not shallow: every change goes
 * through React Router's navigate, so the router's location (and any `useSearchParams` beside a
 * list, such as the SOS calls' `open`) always holds the list's keys too.
 */
const NUQS_OPTIONS = { shallow: false } as const;

export function AppRoot() {
  // After the first commit: a server-rendered page is now hydrated (boot.ts replays what it held).
  useEffect(() => void window.dispatchEvent(new Event(APP_READY_EVENT)), []);
  return (
    <NuqsAdapter defaultOptions={NUQS_OPTIONS}>
      <AuthProvider>
        <UnsavedChangesGuard>
          <style>{'@keyframes safesathi-progress { from { width: 0 } to { width: 70% } }'}</style>
          <NavigationProgress />
          <Outlet />
          <OfflineBanner />
          <ScrollRestoration />
        </UnsavedChangesGuard>
      </AuthProvider>
    </NuqsAdapter>
  );
}
