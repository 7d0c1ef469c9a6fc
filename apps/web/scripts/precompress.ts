/**
 * Last build step: every text file of the client build, precompressed beside itself (.br, .gz).
 * The server sends the smallest one the browser accepts (@fastify/static `preCompressed`) without
 * compressing per request. (The public pages are rendered per request by the server, from
 * dist-ssr/entry-server.js, and compressed there: docs/decisions/0050-public-pages-weight-and-what-the-landing-advertises.md.)
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const dist = resolve(dirname(fileURLToPath(import.meta.url)), '../dist');

function precompress(dir: string): number {
  let count = 0;
  for (const name of readdirSync(dir)) {
    const file = join(dir, name);
    if (statSync(file).isDirectory()) {
      count += precompress(file);
      continue;
    }
    if (!/\.(js|mjs|css|html|svg|json|txt|webmanifest)$/.test(name) || name.startsWith('.')) continue;
    const raw = readFileSync(file);
    if (raw.length < 1024) continue;
    writeFileSync(`${file}.br`, brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
    writeFileSync(`${file}.gz`, gzipSync(raw, { level: 9 }));
    count += 1;
  }
  return count;
}
console.log(`precompressed ${precompress(dist)} files (.br, .gz)`);
