import type { TSessionUser } from '@safesathi/contract';

/** Back-office paths: every path starting with /admin, plus the old addresses of the permission and detail screens. */
export function isAdminPath(pathname: string): boolean {
  return /^\/admin/i.test(pathname) || /^\/(permission|view-customer|view-user)(\/|$)/i.test(pathname);
}

export function isAccountPath(pathname: string): boolean {
  return /^\/account(\/|$)/i.test(pathname);
}

/** Pages of the sign-in flow itself; a stale token found there needs no redirect. */
export function isAuthFlowPath(pathname: string): boolean {
  return /^\/(sign-in|login|sign-up|otp-verify)\/?$/i.test(pathname);
}

export function homePathFor(user: Pick<TSessionUser, 'usertype'>): string {
  return user.usertype === 'Admin' ? '/admin-dashboard' : '/account';
}

/** Where to go after signing in: back to the page the guard sent them from, when their role may see it. */
export function afterSignInPath(user: Pick<TSessionUser, 'usertype'>, from: string | undefined | null): string {
  if (from?.startsWith('/') && !from.startsWith('//')) {
    const pathname = from.split(/[?#]/)[0];
    if (isAccountPath(pathname)) return from;
    // A travel group's invitation link (ADR 0072): taken once signed in.
    if (/^\/groups\/join\/[\w-]+\/?$/.test(pathname)) return from;
    // Signing in from checkout comes back to it (the visitor's cart is merged on the way).
    if (/^\/(checkout|cart)\/?$/i.test(pathname) && user.usertype === 'Customer') return from;
    if (isAdminPath(pathname) && user.usertype === 'Admin') return from;
  }
  return homePathFor(user);
}

/** Reads the `from` the guard put into the navigation state. */
export function fromState(state: unknown): string | undefined {
  const from = (state as { from?: unknown } | null)?.from;
  return typeof from === 'string' ? from : undefined;
}
