import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useAuth } from '../lib/auth';
import { ForbiddenPage } from '../ui/forbidden-page';
import { OfflinePanel } from '../ui/offline';
import { PageLoader } from '../ui/page-loader';
import { afterSignInPath, fromState } from './paths';

/**
 * Lets a page through only when someone is signed in (and, with `adminOnly`, only admins).
 * No token → /sign-in, remembering where they were going; a customer on an admin page → 403 page.
 */
export function RequireAuth({ adminOnly = false, children }: { adminOnly?: boolean; children?: ReactNode }) {
  const auth = useAuth();
  const location = useLocation();

  if (auth.status === 'loading') return <PageLoader fullScreen label="Checking your sign-in…" />;
  if (auth.status === 'unknown') return <OfflinePanel />;
  if (auth.status === 'signed-out' || !auth.user) {
    const from = `${location.pathname}${location.search}${location.hash}`;
    if (auth.endReason === 'signed-out') return <Navigate to="/sign-in" replace />;
    if (auth.endReason === 'expired') return <Navigate to="/login" replace state={{ from, reason: 'expired' }} />;
    return <Navigate to="/sign-in" replace state={{ from }} />;
  }
  if (adminOnly && auth.user.usertype !== 'Admin') return <ForbiddenPage />;
  return children ?? <Outlet />;
}

/** Sign-in and sign-up: someone already signed in goes on to where they were heading, or home. */
export function RedirectIfSignedIn({ children }: { children?: ReactNode }) {
  const auth = useAuth();
  const location = useLocation();
  if (auth.status === 'signed-in' && auth.user) {
    return <Navigate to={afterSignInPath(auth.user, fromState(location.state))} replace />;
  }
  return children ?? <Outlet />;
}
