import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

// The API server (apps/server) listens on :3000; in development Vite serves the SPA and forwards
// API and upload requests to it so the browser sees a single origin (the API base is '').
const API_TARGET = 'http://localhost:3000';

/**
 * @safesathi/contract builds its zod schemas at module level. The browser imports only the
 * contract's constants, types and small helpers, so mark the schema-building calls as pure: the
 * bundler then drops the unused schemas, and zod (~85 kB, 27 kB gzipped) with them. A contract
 * with `"sideEffects": false` and its schemas apart from its constants would make this unneeded.
 */
function pureContractSchemas(): Plugin {
  return {
    name: 'safesathi:pure-contract-schemas',
    enforce: 'pre',
    transform(code, id) {
      if (!/[\\/]packages[\\/]contract[\\/]src[\\/].*\.ts$/.test(id)) return null;
      // `z.object(…)`, `z\n  .string()`, `z.coerce.number()`, `ZName.optional()`: every schema-building call.
      const marked = code.replace(
        /(?<![\w$.])((?:z(?:\s*\.\s*(?:coerce|iso))?|Z[A-Z]\w*)\s*\.\s*[a-z]\w*\s*\()/g,
        '/*#__PURE__*/ $1',
      );
      return { code: marked, map: null };
    },
  };
}

export default defineConfig({
  plugins: [pureContractSchemas(), react()],
  server: {
    port: 5173,
    proxy: {
      '/api': { target: API_TARGET, changeOrigin: true },
      '/uploads': { target: API_TARGET, changeOrigin: true },
    },
  },
  preview: {
    proxy: {
      '/api': { target: API_TARGET, changeOrigin: true },
      '/uploads': { target: API_TARGET, changeOrigin: true },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // scripts/prerender.ts reads it to preload each prerendered page's chunks.
    manifest: true,
    sourcemap: false,
    rolldownOptions: {
      treeshake: { moduleSideEffects: [{ test: /[\\/]packages[\\/]contract[\\/]/, sideEffects: false }] },
    },
  },
});
