/** Which forms of a page (or of one modal) hold unsaved changes, by an id of each form, with the words each asks in. */
export class DirtyForms<W = unknown> {
  private readonly dirty = new Map<string, W | undefined>();

  set(id: string, dirty: boolean, words?: W): void {
    if (dirty) this.dirty.set(id, words);
    else this.dirty.delete(id);
  }

  any(): boolean {
    return this.dirty.size > 0;
  }

  /** The words of a form with unsaved changes (the back office's in its language), if it gave any. */
  words(): W | undefined {
    for (const w of this.dirty.values()) if (w) return w;
    return undefined;
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
