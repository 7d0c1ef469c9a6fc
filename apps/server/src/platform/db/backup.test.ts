import { existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runOps } from '../../ops.js';
import { MIGRATIONS_DIR } from '../paths.js';
import { backupStream, readBackup } from './backup.js';
import { openDatabase } from './client.js';
import { DataDirBusy, type GuardHandlers, guardDataDir, guardSocketPath } from './data-dir-guard.js';
import { alertsSeenByOwner, openEmbedded, postAlert, startApp, tempDataDir } from './embedded-test-kit.js';

async function ops(args: string[], env: NodeJS.ProcessEnv) {
  const lines: string[] = [];
  const code = await runOps(args, { env, print: (l) => lines.push(l) });
  return { code, out: lines.join('\n') };
}

const migrations = () => readdirSync(MIGRATIONS_DIR).filter((f) => f.endsWith('.sql')).length;

describe('npm run backup and npm run restore (embedded database)', () => {
  it('backs up a running server while it writes; the backup restores into an empty DATA_DIR and a server starts on it', async () => {
    // As main.ts runs it: the data directory held, the database in its thread, backups through the socket.
    const dataDir = tempDataDir('live');
    const handlers: GuardHandlers = {};
    const guard = await guardDataDir(dataDir, handlers);
    const database = await openEmbedded(dataDir, true);
    const app = await startApp(database);
    handlers.backup = () => backupStream(database);
    const file = join(dirname(dataDir), 'backup.tar.gz');
    const accepted: string[] = [];
    let taken: { code: number; out: string };
    try {
      for (const l of ['first', 'second']) accepted.push(await postAlert(app, database, l).then(() => l));
      // Bystanders keep alerting while the backup is made.
      let writing = true;
      const writer = (async () => {
        for (let i = 0; writing; i++)
          accepted.push(await postAlert(app, database, `during ${i}`).then(() => `during ${i}`));
      })();
      while (accepted.length < 3) await new Promise((r) => setTimeout(r, 10));
      const acceptedBefore = [...accepted];
      taken = await ops(['backup', file], { DATA_DIR: dataDir });
      writing = false;
      await writer;
      await postAlert(app, database, 'after the backup');

      expect(taken.out).toContain('backed up the running server');
      expect(taken.code).toBe(0);
      const { manifest } = await readBackup(file);
      expect(manifest.migrations.applied).toBe(migrations());
      expect(Date.now() - Date.parse(manifest.createdAt)).toBeLessThan(120_000);

      await app.close();
      await database.close();
      await guard.release();

      const restoredDir = tempDataDir('restored');
      const restored = await ops(['restore', file], { DATA_DIR: restoredDir });
      expect(restored.out).toContain(`restored the backup of ${manifest.createdAt}`);
      expect(restored.code).toBe(0);

      // The server's own start on the restored directory: held, threaded, migrations already there.
      const guard2 = await guardDataDir(restoredDir);
      const again = await openDatabase({ dir: join(restoredDir, 'db'), thread: true });
      expect(await again.migrationsPending()).toBe(0);
      const app2 = await startApp(again);
      try {
        const seen = await alertsSeenByOwner(app2);
        // Everything accepted before the backup was asked for is there; nothing written after it.
        for (const l of acceptedBefore) expect(seen).toContain(l);
        expect(seen).not.toContain('after the backup');
        expect(seen.every((l) => ['first', 'second'].includes(l) || l.startsWith('during '))).toBe(true);
      } finally {
        await app2.close();
        await again.close();
        await guard2.release();
      }
    } finally {
      await app.close().catch(() => {});
      await database.close().catch(() => {});
      await guard.release().catch(() => {});
    }
  }, 240_000);

  it('backs up a stopped server’s database by opening it, held so that no server opens it meanwhile', async () => {
    const dataDir = tempDataDir('stopped');
    const database = await openEmbedded(dataDir);
    await database.migrate();
    await database.close();
    const file = join(dirname(dataDir), 'stopped.tar.gz');
    const { code, out } = await ops(['backup', file], { DATA_DIR: dataDir });
    expect(out).toContain('backed up the stopped database');
    expect(code).toBe(0);
    expect((await readBackup(file)).manifest.migrations.applied).toBe(migrations());
    // The data directory is free again once the backup is written.
    await (await guardDataDir(dataDir)).release();
  }, 180_000);

  it('restore refuses a DATA_DIR with anything in it, and leaves it alone', async () => {
    const dataDir = tempDataDir('full');
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(join(dataDir, 'jwt-secret'), 'kept');
    const { code, out } = await ops(['restore', '/nonexistent.tar.gz'], { DATA_DIR: dataDir });
    expect(code).toBe(2);
    expect(out).toContain('is not empty: restore into an empty DATA_DIR');
    expect(readdirSync(dataDir)).toEqual(['jwt-secret']);
  });

  it('restore refuses a file that is not a backup', async () => {
    const dataDir = tempDataDir('notbackup');
    const file = join(dirname(dataDir), 'notes.tar.gz');
    writeFileSync(file, 'not a backup');
    const { code, out } = await ops(['restore', file], { DATA_DIR: dataDir });
    expect(code).toBe(2);
    expect(out).toContain('is not a SafeSathi backup');
    expect(existsSync(join(dataDir, 'db'))).toBe(false);
  });

  it('on PostgreSQL (DATABASE_URL set) both point to pg_dump and pg_restore instead', async () => {
    for (const command of ['backup', 'restore']) {
      const { code, out } = await ops([command, 'x.tar.gz'], { DATABASE_URL: 'postgres://db/safesathi' });
      expect(code).toBe(2);
      expect(out).toContain('pg_dump');
    }
  });
});

describe('the data directory guard', () => {
  it('lets one process hold a data directory: a second is refused until the first lets go', async () => {
    const dataDir = tempDataDir('guard');
    const first = await guardDataDir(dataDir);
    await expect(guardDataDir(dataDir)).rejects.toBeInstanceOf(DataDirBusy);
    await first.release();
    await (await guardDataDir(dataDir)).release();
  });

  it('is not held by a socket file a crashed process left behind', async () => {
    const dataDir = tempDataDir('crashed');
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(guardSocketPath(dataDir), '');
    const guard = await guardDataDir(dataDir);
    await guard.release();
  });
});
