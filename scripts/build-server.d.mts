/** What production runs: `node apps/server/dist/main.js`. */
export const SERVER_MAIN: string;
/** Compiles the server into apps/server/dist (see build-server.mjs). */
export function buildServer(options?: { quiet?: boolean }): Promise<void>;
