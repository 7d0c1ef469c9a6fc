import type { PermissionFlag, TSessionUser } from '@safesathi/contract';
import { useQueryClient } from '@tanstack/react-query';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { isAccountPath, isAdminPath, isAuthFlowPath } from '../app/paths';
import { TOKEN_KEY } from '../config';
import { api, isApiError, onUnauthorized } from './api';
import { forgetOwnerAppCopies, savedProfile, stopAlertsOnThisDevice } from './owner-app';
import { getToken, setToken } from './storage';

/**
 * `unknown`: a token is stored but the server could not be asked about it (offline, 5xx).
 * The token is kept and the check retried; nobody is signed out because the network failed.
 */
export type AuthStatus = 'loading' | 'signed-in' | 'signed-out' | 'unknown';
export type EndReason = 'signed-out' | 'expired' | null;

export interface AuthContextValue {
  user: TSessionUser | null;
  status: AuthStatus;
  /** The last token check could not reach the server. */
  offline: boolean;
  /** Offline, the person and their data come from the copy this phone saved last (lib/owner-app.ts). */
  savedCopy: boolean;
  /**
   * Why nobody is signed in: `signed-out` after the person signed out (guards then do not remember
   * the page for a return trip), `expired` when the server refused the token (guards send them to
   * /login with a note), null otherwise.
   */
  endReason: EndReason;
  signIn: (token: string, user: TSessionUser) => void;
  signOut: () => Promise<void>;
  /** Whether the signed-in admin holds a permission flag (the super admin holds all). */
  can: (flag: PermissionFlag) => boolean;
  /** Ask the server about the stored token again now. */
  retry: () => void;
}

const AuthContext = createContext<AuthContextValue | null>(null);

// Waits between token checks while the server cannot be reached.
const RETRY_DELAYS_MS = [3_000, 5_000, 10_000, 20_000, 30_000, 60_000];
const LOGOUT_TIMEOUT_MS = 5_000;

const verifyToken = (token: string) => api.POST('/api/verify-token', { body: { token }, anonymous: true });

/**
 * The start-up check leaves as soon as the app's first file runs, not once the page's lazily
 * loaded files have arrived and rendered: a signed-in screen then waits for one of the two, not
 * for both one after the other (docs/decisions/0051-back-office-load.md).
 */
let early: { token: string; answer: ReturnType<typeof verifyToken> } | null = null;
if (typeof window !== 'undefined') {
  const token = getToken();
  if (token) {
    early = { token, answer: verifyToken(token) };
    // Read (and its failure handled) by the provider's first check; never an unhandled rejection.
    early.answer.catch(() => undefined);
  }
}

/** The early answer for this token, once; a later check asks again. */
function startupAnswer(token: string) {
  const found = early?.token === token ? early.answer : null;
  early = null;
  return found;
}

function withDefaults(user: TSessionUser): TSessionUser {
  return { ...user, permissions: Array.isArray(user.permissions) ? user.permissions : [] };
}

export function AuthProvider({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const [user, setUser] = useState<TSessionUser | null>(null);
  const [status, setStatus] = useState<AuthStatus>(() => (getToken() ? 'loading' : 'signed-out'));
  const [offline, setOffline] = useState(false);
  const [savedCopy, setSavedCopy] = useState(false);
  const [endReason, setEndReason] = useState<EndReason>(null);

  // Read inside callbacks without re-creating them on every navigation.
  const pathRef = useRef(location.pathname);
  pathRef.current = location.pathname;
  const checking = useRef(false);
  const statusRef = useRef(status);
  statusRef.current = status;
  const attempt = useRef(0);
  const retryTimer = useRef<number | undefined>(undefined);

  const clearRetry = useCallback(() => {
    window.clearTimeout(retryTimer.current);
    retryTimer.current = undefined;
  }, []);

  const dropSession = useCallback(
    (reason: Exclude<EndReason, null>) => {
      clearRetry();
      setToken(null);
      setUser(null);
      setOffline(false);
      setSavedCopy(false);
      setEndReason(reason);
      setStatus('signed-out');
      queryClient.clear();
      void forgetOwnerAppCopies();
      if (reason === 'signed-out') void stopAlertsOnThisDevice();
    },
    [clearRetry, queryClient],
  );

  const invalidToken = useCallback(() => {
    const path = pathRef.current;
    dropSession('expired');
    // docs/product.md §4: an invalid token is removed and the visitor goes to /login. On a protected page the
    // guard does that (remembering the page); not from the sign-in pages themselves, nor from the
    // SOS success page a bystander has just landed on.
    if (isAdminPath(path) || isAccountPath(path) || isAuthFlowPath(path) || /^\/success\/?$/i.test(path)) return;
    navigate('/login', { replace: true, state: { reason: 'expired' } });
  }, [dropSession, navigate]);

  const checkToken = useCallback(async (): Promise<void> => {
    const token = getToken();
    if (!token) {
      setUser(null);
      setOffline(false);
      setSavedCopy(false);
      setStatus('signed-out');
      return;
    }
    if (checking.current) return;
    checking.current = true;
    clearRetry();
    try {
      const answer = await (startupAnswer(token) ?? verifyToken(token));
      // Signed in or out meanwhile (this tab or another): this answer is about an old token.
      if (getToken() !== token) return;
      if (answer?.success === true && answer.user) {
        if (answer.token) setToken(answer.token);
        attempt.current = 0;
        setUser(withDefaults(answer.user));
        setOffline(false);
        setSavedCopy(false);
        setStatus('signed-in');
      } else {
        invalidToken();
      }
    } catch (error) {
      if (getToken() !== token) return;
      // A refused token ends the session; anything else (offline, 5xx, 429) is the server's
      // problem, not the user's: keep the token and ask again later.
      if (isApiError(error) && [400, 401, 403].includes(error.status)) {
        invalidToken();
        return;
      }
      setOffline(true);
      // On the owner's phone, the account opens from its last copy (lib/owner-app.ts), saying so.
      const saved = statusRef.current === 'signed-in' ? null : await savedProfile();
      if (saved && getToken() === token) {
        setUser(withDefaults(saved));
        setSavedCopy(true);
        setStatus('signed-in');
      } else setStatus((current) => (current === 'signed-in' ? current : 'unknown'));
      const delay = RETRY_DELAYS_MS[Math.min(attempt.current, RETRY_DELAYS_MS.length - 1)];
      attempt.current += 1;
      retryTimer.current = window.setTimeout(() => void checkTokenRef.current(), delay);
    } finally {
      checking.current = false;
    }
  }, [clearRetry, invalidToken]);

  const checkTokenRef = useRef(checkToken);
  checkTokenRef.current = checkToken;
  const offlineRef = useRef(offline);
  offlineRef.current = offline;

  // Start-up check (docs/product.md §4).
  useEffect(() => {
    void checkTokenRef.current();
  }, []);

  // While the server is unreachable, ask again as soon as the browser is back online or the tab is shown.
  useEffect(() => {
    const again = () => {
      if (offlineRef.current && getToken()) {
        attempt.current = 0;
        void checkTokenRef.current();
      }
    };
    const onVisible = () => {
      if (document.visibilityState === 'visible') again();
    };
    window.addEventListener('online', again);
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      window.removeEventListener('online', again);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, []);

  useEffect(() => clearRetry, [clearRetry]);

  // Another tab signed in or out.
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key !== TOKEN_KEY && event.key !== null) return;
      if (!getToken()) {
        setUser(null);
        setOffline(false);
        setSavedCopy(false);
        setEndReason('signed-out');
        setStatus('signed-out');
      } else {
        void checkTokenRef.current();
      }
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  // Any call refused with 401 while we thought we were signed in: the session has ended.
  useEffect(
    () =>
      onUnauthorized(() => {
        // The guard of the page in use then sends them to /login, which says why.
        if (getToken()) dropSession('expired');
      }),
    [dropSession],
  );

  const signIn = useCallback(
    (token: string, nextUser: TSessionUser) => {
      clearRetry();
      attempt.current = 0;
      setToken(token);
      setUser(withDefaults(nextUser));
      setOffline(false);
      setSavedCopy(false);
      setEndReason(null);
      setStatus('signed-in');
    },
    [clearRetry],
  );

  const signOut = useCallback(async () => {
    const controller = new AbortController();
    const timer = window.setTimeout(() => controller.abort(), LOGOUT_TIMEOUT_MS);
    try {
      if (getToken()) await api.POST('/api/user/logout', { signal: controller.signal });
    } catch {
      // The token is dropped whatever the server said: the person asked to be signed out.
    } finally {
      window.clearTimeout(timer);
      dropSession('signed-out');
    }
  }, [dropSession]);

  const can = useCallback(
    (flag: PermissionFlag) =>
      user?.usertype === 'Admin' && (user.isSuperAdmin === true || (user.permissions ?? []).includes(flag)),
    [user],
  );

  const retry = useCallback(() => {
    attempt.current = 0;
    void checkTokenRef.current();
  }, []);

  const value = useMemo<AuthContextValue>(
    () => ({ user, status, offline, savedCopy, endReason, signIn, signOut, can, retry }),
    [user, status, offline, savedCopy, endReason, signIn, signOut, can, retry],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used inside <AuthProvider>');
  return value;
}
