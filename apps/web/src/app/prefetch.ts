/**
 * Screens loaded ahead of need (docs/decisions/0051-back-office-load.md). The router knows how a
 * path's screen is loaded; the back office's menu asks for a screen when the pointer or the focus
 * reaches its entry, so the click waits for little more than the screen's data. Kept apart from
 * both so neither imports the other (the router loads the menu lazily).
 */
type ScreenLoader = (path: string) => void;

let loadScreen: ScreenLoader | null = null;

export function setScreenLoader(load: ScreenLoader): void {
  loadScreen = load;
}

export function prefetchScreens(paths: readonly string[]): void {
  for (const path of paths) loadScreen?.(path);
}
