import type { AdminScreen } from './screen-model';
import { ADMIN_SCREENS } from './screens';

/**
 * Addresses of the back office's screens, and where an old address goes now. Apart from the
 * registry, which the public entry carries, so that only the back office's files hold this code.
 */

export function screenById(id: string): AdminScreen {
  const screen = ADMIN_SCREENS.find((s) => s.id === id);
  if (!screen) throw new Error(`No back-office screen ${id}`);
  return screen;
}

/** A screen's address: `/admin/orders/7` for screenPath('order', '7'). */
export function screenPath(id: string, param?: string): string {
  const path = screenById(id).path;
  return `/${param === undefined ? path : path.replace(':id', encodeURIComponent(param))}`;
}

/** The id an old link carried in its navigation state ({ order: { _id } }, { row: { _id } }, …). */
function idInState(state: unknown): string | undefined {
  if (!state || typeof state !== 'object') return undefined;
  for (const value of Object.values(state)) {
    const id = (value as { _id?: unknown } | null)?._id;
    if (typeof id === 'string' && id) return id;
  }
  return undefined;
}

/**
 * Where an old address goes now: its screen's address with the query and hash it had. A detail
 * screen takes the id from the path, else from `?id=` (dropped from the query), else from the
 * navigation state; with none, the list it belongs to.
 */
export function legacyTarget(
  screenId: string,
  from: { id?: string; search?: string; hash?: string; state?: unknown },
): string {
  const screen = screenById(screenId);
  const search = new URLSearchParams(from.search ?? '');
  let path: string;
  if (!screen.path.includes(':id')) path = screenPath(screen.id);
  else {
    const id = from.id ?? search.get('id') ?? idInState(from.state);
    if (!from.id) search.delete('id');
    path = id ? screenPath(screen.id, id) : screenPath(screen.within ?? 'orders');
  }
  const query = search.toString();
  return `${path}${query ? `?${query}` : ''}${from.hash ?? ''}`;
}
