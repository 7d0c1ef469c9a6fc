import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/platform/db/client.js';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteSnapshot: string;
  }
}

/**
 * Migrates one PGlite database before the run and saves it to a file: each test file then
 * starts from that copy (~0.5 s) instead of migrating its own (~2.8 s).
 */
export default async function setup(project: TestProject) {
  const dir = mkdtempSync(join(tmpdir(), 'safesathi-pglite-'));
  const file = join(dir, 'migrated.tar');
  const database = await openDatabase({});
  await database.migrate();
  const dump = await database.dump!();
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  await database.close();
  project.provide('pgliteSnapshot', file);
  return () => rmSync(dir, { recursive: true, force: true });
}
