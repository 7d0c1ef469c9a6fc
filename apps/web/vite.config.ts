import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { build, defineConfig, type Manifest, type Plugin, type Rolldown } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

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

/**
 * The owner's app (docs/decisions/0065-installable-account.md): a web-app manifest and a Workbox
 * service worker that controls the account only (scope /account). Public pages — the SOS page
 * first — are never behind it. Nothing is precached; what the account showed last is kept as it
 * is fetched (the page, its files, the owner's own data) and served from there when offline.
 */
const ownerApp = () =>
  VitePWA({
    injectRegister: false,
    // The service worker controls the account's pages only; the public pages never meet it.
    scope: '/account',
    registerType: 'autoUpdate',
    includeAssets: [],
    manifest: {
      id: '/account',
      name: 'SafeSathi',
      short_name: 'SafeSathi',
      description: 'Your vehicles, their QR tags and every alert, on your phone.',
      start_url: '/account',
      scope: '/account',
      display: 'standalone',
      theme_color: '#c2410c',
      background_color: '#ffffff',
      icons: [
        { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
        { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
        { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      ],
    },
    workbox: {
      // Alerts' pushes and their notifications' actions (issue 25): a small worker of our own, kept
      // apart from Workbox's caching (public/push-sw.js).
      importScripts: ['/push-sw.js'],
      globPatterns: [],
      navigateFallback: null,
      cleanupOutdatedCaches: true,
      runtimeCaching: [
        {
          urlPattern: ({ request }) => request.mode === 'navigate',
          handler: 'NetworkFirst',
          options: { cacheName: 'account-pages', networkTimeoutSeconds: 4, expiration: { maxEntries: 20 } },
        },
        {
          urlPattern: ({ url }) => url.pathname.startsWith('/assets/'),
          handler: 'CacheFirst',
          options: { cacheName: 'account-files', expiration: { maxEntries: 300 } },
        },
        {
          // The owner's own data, read by the account's screens: the newest copy when online.
          urlPattern: ({ url, request }) =>
            request.method === 'GET' &&
            /^\/api\/(user\/me|my\/|push\/public-key$|users\/[^/]+\/(contacts|vehicles)$|vehicles$|blood\/donor$|settings\/public)/.test(
              url.pathname,
            ),
          handler: 'NetworkFirst',
          options: { cacheName: 'account-data', networkTimeoutSeconds: 4, expiration: { maxEntries: 100 } },
        },
      ],
    },
  });

/**
 * The public pages' boot module (src/boot.ts, docs/decisions/0050-public-pages-weight-and-what-the-landing-advertises.md),
 * built apart from the app into one file that shares nothing with it: the app's small shared
 * chunks are merged into the chunks using them (see `build` below), which needs a runtime chunk
 * every file imports — boot must not (docs/decisions/0051-back-office-load.md). It is written
 * beside the app's files and named in Vite's manifest under `src/boot.ts`, as before.
 */
function standaloneBoot(): Plugin {
  let root = '';
  let outDir = '';
  return {
    name: 'safesathi:standalone-boot',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = resolve(config.root, config.build.outDir);
    },
    async writeBundle() {
      const built = await build({
        configFile: false,
        root,
        publicDir: false,
        logLevel: 'warn',
        build: {
          write: false,
          manifest: false,
          modulePreload: false,
          rolldownOptions: {
            input: 'src/boot.ts',
            output: { entryFileNames: 'assets/boot-[hash].js', codeSplitting: false },
          },
        },
      });
      const outputs = (Array.isArray(built) ? built : [built]) as Rolldown.RolldownOutput[];
      const boot = outputs.flatMap((o) => o.output).find((o): o is Rolldown.OutputChunk => o.type === 'chunk');
      if (!boot) throw new Error('src/boot.ts built no chunk');
      writeFileSync(join(outDir, boot.fileName), boot.code);
      const manifestFile = join(outDir, '.vite', 'manifest.json');
      const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest;
      manifest['src/boot.ts'] = { file: boot.fileName, name: 'boot', src: 'src/boot.ts', isEntry: true };
      writeFileSync(manifestFile, JSON.stringify(manifest, null, 2));
    },
  };
}

/** The server renders no service worker: its bundle gets a registration that does nothing. */
function noServiceWorkerOnServer(): Plugin {
  const stub = '\0safesathi:pwa-register';
  return {
    name: 'safesathi:no-service-worker-on-server',
    resolveId: (id) => (id === 'virtual:pwa-register' ? stub : null),
    load: (id) => (id === stub ? 'export const registerSW = () => async () => {};' : null),
  };
}

/** Source bytes (before minifying) under which a shared chunk is merged into its users (ADR 0051). */
const INLINE_COMMON_CHUNKS_BELOW = 10 * 1024;
/**
 * The server bundle renders public pages only, and inlines every lazy page into one file: Leaflet
 * (a travel group's map, docs/decisions/0072-trip-groups.md) touches `window` as it loads, so on the
 * server it is an empty module (the map is drawn in an effect, which never runs there), and its
 * styles nothing.
 */
function noMapOnServer(): Plugin {
  const stub = '\0safesathi:no-leaflet';
  return {
    name: 'safesathi:no-map-on-server',
    enforce: 'pre',
    resolveId: (id) => (id === 'leaflet' || id === 'leaflet/dist/leaflet.css' ? stub : null),
    load: (id) => (id === stub ? 'export default {};' : null),
  };
}

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    pureContractSchemas(),
    react(),
    ...(isSsrBuild ? [noServiceWorkerOnServer(), noMapOnServer()] : [ownerApp(), standaloneBoot()]),
  ],
  server: {
    port: 5173,
    proxy: {
      '/api': { target: API_TARGET, changeOrigin: true },
      '/uploads': { target: API_TARGET, changeOrigin: true },
      // The server-rendered blood-bank page, linked from the landing page.
      '/blood-banks': { target: API_TARGET, changeOrigin: true },
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
    // The server hands it to the server bundle (entry-server.tsx), which names the boot module and
    // each public page's chunks from it.
    manifest: true,
    sourcemap: false,
    rolldownOptions: {
      // The server bundle is one file: the API server imports it again after a rebuild (by its
      // address plus a version), which must not leave its chunks on the old copy's contexts.
      ...(isSsrBuild
        ? { output: { inlineDynamicImports: true } }
        : {
            // The app's entry keeps its name (`main-…`): the public pages' boot module is built apart (standaloneBoot).
            input: { main: 'index.html' },
            output: {
              codeSplitting: {
                // A back-office screen loaded about a hundred files, most of a few hundred bytes
                // (docs/decisions/0051-back-office-load.md): a shared chunk smaller than this is
                // copied into each chunk using it instead, with one module state through the
                // runtime's registry. No page loads code it would not have loaded before.
                experimentalInlineCommonChunks: {
                  maxSize: INLINE_COMMON_CHUNKS_BELOW,
                  // Vite emits a chunk's styles from every chunk holding it: they stay files.
                  exclude: /\.(css|scss|sass|less|styl|stylus|pcss|postcss|sss)(\?|$)/,
                },
              },
            },
          }),
      treeshake: { moduleSideEffects: [{ test: /[\\/]packages[\\/]contract[\\/]/, sideEffects: false }] },
    },
  },
}));
