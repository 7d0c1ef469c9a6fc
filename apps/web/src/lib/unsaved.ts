/** Which forms of a page (or of one modal) hold unsaved changes, by an id of each form. */
export class DirtyForms {
  private readonly dirty = new Set<string>();

  set(id: string, dirty: boolean): void {
    if (dirty) this.dirty.add(id);
    else this.dirty.delete(id);
  }

  any(): boolean {
    return this.dirty.size > 0;
  }

  clear(): void {
    this.dirty.clear();
  }
}

type Place = { pathname: string; search: string };

/**
 * Whether a navigation leaves the page a form is on: another path or other query parameters.
 * A jump to an anchor (`#stay-updated`) or the same address again keeps the form where it is.
 */
export function leavesPage(current: Place, next: Place): boolean {
  return current.pathname !== next.pathname || current.search !== next.search;
}
