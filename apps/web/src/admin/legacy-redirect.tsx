import { Navigate, useLocation, useMatches, useParams } from 'react-router';
import type { LegacyHandle } from './screen-model';
import { legacyTarget } from './screen-paths';

/** An old back-office address: straight on to its screen's address (admin/screens.ts LEGACY_PATHS). */
export function LegacyRedirect() {
  const matches = useMatches();
  const { id } = useParams();
  const location = useLocation();
  const to = (matches.at(-1)?.handle as LegacyHandle | undefined)?.legacyTo ?? 'orders';
  return (
    <Navigate
      to={legacyTarget(to, { id, search: location.search, hash: location.hash, state: location.state })}
      state={location.state}
      replace
    />
  );
}
