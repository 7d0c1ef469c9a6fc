/** Id of the script element that carries a prerendered page's query data (JSON). */
export const PRERENDER_STATE_ID = 'prerender-state';
