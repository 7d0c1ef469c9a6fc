/** Id of the script element that carries a server-rendered page's query data (JSON). */
export const PRERENDER_STATE_ID = 'prerender-state';

/** Dispatched on `window` once the app has hydrated a server-rendered page (boot.ts replays what it held). */
export const APP_READY_EVENT = 'safesathi:app-ready';
