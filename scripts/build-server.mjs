// Compiles the server into apps/server/dist: one ESM bundle for the process (main.js), one for
// the embedded database's thread (pglite-worker.js) and one for the operator's commands (ops.js). Our code and the contract package (shipped
// as TypeScript) are bundled; the server's npm dependencies stay in node_modules, loaded by Node
// as usual. Production then runs plain `node apps/server/dist/main.js`, with no TypeScript loader.
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const server = resolve(root, 'apps/server');
const outdir = resolve(server, 'dist');
/** What production runs: `node apps/server/dist/main.js`. */
export const SERVER_MAIN = resolve(outdir, 'main.js');

/**
 * Builds once per process however many callers ask (two servers started together share one
 * build), and swaps each output file in whole: a process starting meanwhile never loads a file
 * half written (an empty main.js makes Node exit 0 without a word).
 */
let pending;
export function buildServer(options = {}) {
  pending ??= compile(options).finally(() => {
    pending = undefined;
  });
  return pending;
}

async function compile({ quiet = false }) {
  const pkg = JSON.parse(readFileSync(resolve(server, 'package.json'), 'utf8'));
  const external = Object.keys(pkg.dependencies).filter((name) => !name.startsWith('@safesathi/'));
  const started = Date.now();
  const result = await build({
    entryPoints: {
      main: resolve(server, 'src/main.ts'),
      'pglite-worker': resolve(server, 'src/platform/db/pglite-worker.ts'),
      // The operator's commands (db:copy, backup, restore) for an install without tsx.
      ops: resolve(server, 'src/ops.ts'),
    },
    outdir,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    external,
    sourcemap: true,
    metafile: true,
    write: false,
    logLevel: quiet ? 'error' : 'warning',
  });
  mkdirSync(outdir, { recursive: true });
  for (const file of result.outputFiles) {
    const partial = `${file.path}.${process.pid}.tmp`;
    writeFileSync(partial, file.contents);
    renameSync(partial, file.path);
  }
  if (!quiet) {
    const sizes = Object.entries(result.metafile.outputs)
      .filter(([file]) => file.endsWith('.js'))
      .map(([file, o]) => `${file.replace(`${root}/`, '')} ${(o.bytes / 1024).toFixed(0)} KB`);
    console.log(`server built in ${Date.now() - started} ms: ${sizes.join(', ')}`);
  }
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) await buildServer();
