// First: V8's settings, before anything else allocates (platform/v8-flags.ts).
import './platform/v8-flags.js';
import { buildApp } from './app.js';
import { warmUpSos } from './modules/sos/sos-warm-up.js';
import { ConfigError, loadConfig } from './platform/config.js';
import { backupStream } from './platform/db/backup.js';
import { defaultPgliteDir, openDatabase } from './platform/db/client.js';
import { DataDirBusy, type DataDirGuard, type GuardHandlers, guardDataDir } from './platform/db/data-dir-guard.js';
import { seed } from './seed.js';

async function main(): Promise<void> {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  // The embedded database is this process's alone; its socket also serves `npm run backup`.
  const ops: GuardHandlers = {};
  let guard: DataDirGuard | undefined;
  if (!config.databaseUrl) {
    try {
      guard = await guardDataDir(config.dataDir, ops);
    } catch (err) {
      if (!(err instanceof DataDirBusy)) throw err;
      console.error(`${err.message}; exiting`);
      process.exit(1);
    }
  }
  const database = await openDatabase(
    config.databaseUrl
      ? { url: config.databaseUrl, poolSize: config.databasePoolSize }
      : {
          dir: defaultPgliteDir(config.dataDir),
          thread: true,
          // Without its database the process can only fail every request: exit, so that the
          // supervisor (systemd, Docker, Kubernetes) starts it again on the same data directory.
          onLost: (err) => {
            console.error(`the embedded database stopped: ${err.message}; exiting`);
            process.exit(1);
          },
        },
  );
  // Instances started together take turns: the second finds the schema and the seed in place.
  await database.exclusive(async () => {
    await database.migrate();
    await seed(database.db, config);
  });
  const app = await buildApp({ config, database });
  ops.backup = () => backupStream(database);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal}: shutting down`);
    // Whatever hangs, the process is gone within 10 s; normally it finishes well before.
    setTimeout(() => {
      app.log.error('shutdown took over 10 s; exiting anyway');
      process.exit(1);
    }, 10_000).unref();
    await app.close();
    await database.close();
    await guard?.release();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  // The first crowd after a start or restart meets warm code (modules/sos/sos-warm-up.ts); a worker takes no crowd.
  if (config.role !== 'worker') {
    const warmStart = performance.now();
    const { rehearsed, scans } = await warmUpSos(app, database, 1500);
    const warmMs = Math.round(performance.now() - warmStart);
    app.log.info(`warmed the SOS path in ${warmMs} ms: ${rehearsed} alerts rehearsed, ${scans} scans`);
  }
  await app.listen({ port: config.port, host: config.host });
  const db = database.kind === 'pglite' ? `embedded PGlite in ${defaultPgliteDir(config.dataDir)}` : 'PostgreSQL';
  const role = { all: 'answers requests and sends', web: 'answers requests (workers send)', worker: 'sends' }[
    config.role
  ];
  app.log.info(`${config.appName} (ROLE=${config.role}: ${role}) is running at ${config.publicUrl} on ${db}`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
