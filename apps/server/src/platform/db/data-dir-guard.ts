import { createHash } from 'node:crypto';
import { chmodSync, mkdirSync, unlinkSync } from 'node:fs';
import { createServer, type IncomingMessage, request, type Server, type ServerResponse } from 'node:http';
import { createConnection } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Readable } from 'node:stream';

/**
 * The embedded database is one process's (PGlite has no locking of its own: a second process
 * opening the same directory would corrupt it). Whoever opens DATA_DIR/db first listens on a Unix
 * socket beside it; while it answers, nobody else opens the directory. The socket is also how
 * `npm run backup` asks the running server for a consistent copy (docs/decisions/0071-leaving-the-embedded-database.md).
 * Only whoever can read DATA_DIR can reach it, the same people who could read the database anyway.
 */
export interface DataDirGuard {
  release(): Promise<void>;
}

export class DataDirBusy extends Error {
  constructor(dataDir: string, hint = '') {
    super(`a SafeSathi server is using ${dataDir} (its database is open there)${hint}`);
  }
}

/** What the server answers on the socket: `GET /backup` streams a backup file. */
export type GuardHandlers = { backup?: () => Promise<Readable> };

/** Linux allows 107 bytes in a socket's path: a longer DATA_DIR gets a socket in the temporary folder. */
export function guardSocketPath(dataDir: string): string {
  const dir = resolve(dataDir);
  const inside = join(dir, 'server.sock');
  if (Buffer.byteLength(inside) <= 100) return inside;
  return join(tmpdir(), `safesathi-${createHash('sha256').update(dir).digest('hex').slice(0, 16)}.sock`);
}

/** Takes the data directory for this process; throws DataDirBusy while another process holds it. */
export async function guardDataDir(dataDir: string, handlers: GuardHandlers = {}): Promise<DataDirGuard> {
  mkdirSync(dataDir, { recursive: true });
  const path = guardSocketPath(dataDir);
  const server = createServer((req, res) => void answer(req, res, handlers));
  try {
    await listen(server, path);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw err;
    // A socket file is there: a live holder answers; one left by a crash refuses the connection.
    if (await answers(path)) throw new DataDirBusy(dataDir);
    unlinkSync(path);
    await listen(server, path);
  }
  chmodSync(path, 0o600);
  return {
    release: () =>
      new Promise<void>((done) => {
        server.close(() => done());
        server.closeAllConnections();
      }),
  };
}

/** Asks the server holding `dataDir` for a backup; answers its bytes as a stream, or null when no server holds it. */
export function requestBackup(dataDir: string): Promise<Readable | null> {
  return new Promise((resolvePromise, reject) => {
    const req = request({ socketPath: guardSocketPath(dataDir), path: '/backup', method: 'GET' }, (res) => {
      if (res.statusCode === 200) return resolvePromise(res);
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk) => {
        body += chunk;
      });
      res.on('end', () => reject(new Error(`the server could not make a backup: ${body || res.statusCode}`)));
    });
    req.on('error', (err: NodeJS.ErrnoException) => {
      if (err.code === 'ECONNREFUSED' || err.code === 'ENOENT') resolvePromise(null);
      else reject(err);
    });
    req.end();
  });
}

async function answer(req: IncomingMessage, res: ServerResponse, handlers: GuardHandlers): Promise<void> {
  if (req.method !== 'GET' || req.url !== '/backup') {
    res.writeHead(404).end('unknown request');
    return;
  }
  if (!handlers.backup) {
    res.writeHead(503).end('the server is still starting; try again in a few seconds');
    return;
  }
  try {
    const stream = await handlers.backup();
    res.writeHead(200, { 'content-type': 'application/gzip' });
    stream.on('error', () => res.destroy());
    stream.pipe(res);
  } catch (err) {
    res.writeHead(500).end((err as Error).message);
  }
}

function listen(server: Server, path: string): Promise<void> {
  return new Promise((done, fail) => {
    const onError = (err: Error) => fail(err);
    server.once('error', onError);
    server.listen(path, () => {
      server.off('error', onError);
      done();
    });
  });
}

function answers(path: string): Promise<boolean> {
  return new Promise((done) => {
    const socket = createConnection(path);
    socket.once('connect', () => {
      socket.destroy();
      done(true);
    });
    socket.once('error', () => done(false));
  });
}
