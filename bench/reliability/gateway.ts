import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { type AddressInfo, connect, createServer as createTcpServer, type Socket } from 'node:net';

export interface GatewayOptions {
  /** Share of requests answered 503 (the message is not taken). */
  failRate?: number;
  /** Share of requests never answered (the client times out; the message is not taken). */
  timeoutRate?: number;
  /** Answers a message it took this long after taking it (a provider slow to answer): texts are in flight longer. */
  delayMs?: number;
}

/**
 * Speaks Twilio's `POST /2010-04-01/Accounts/{sid}/Messages.json` (form To/From/Body, basic auth),
 * answering 201 {sid}. Counts each message it took by To + Body, with the time it first came.
 */
export class FakeGateway {
  readonly received = new Map<string, { count: number; firstAt: number }>();
  requests = 0;
  private server: Server | null = null;
  private readonly held = new Set<ServerResponse>();
  url = '';
  constructor(public options: GatewayOptions = {}) {}

  async start(): Promise<this> {
    this.server = createServer((req, res) => void this.handle(req, res));
    await new Promise<void>((r) => this.server!.listen(0, '127.0.0.1', r));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this;
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    let body = '';
    for await (const chunk of req) body += chunk;
    this.requests++;
    if (!req.url?.endsWith('/Messages.json') || req.method !== 'POST') {
      res.writeHead(404, { 'content-type': 'application/json' }).end('{"code":20404,"message":"Not found"}');
      return;
    }
    const roll = Math.random();
    const { failRate = 0, timeoutRate = 0 } = this.options;
    if (roll < timeoutRate) {
      this.held.add(res);
      res.on('close', () => this.held.delete(res));
      return;
    }
    if (roll < timeoutRate + failRate) {
      res
        .writeHead(503, { 'content-type': 'application/json' })
        .end('{"code":20503,"message":"Service unavailable","status":503}');
      return;
    }
    const form = new URLSearchParams(body);
    const key = `${form.get('To')}|${form.get('Body')}`;
    const seen = this.received.get(key);
    if (seen) seen.count++;
    else this.received.set(key, { count: 1, firstAt: Date.now() });
    if (this.options.delayMs) await new Promise((r) => setTimeout(r, this.options.delayMs));
    res
      .writeHead(201, { 'content-type': 'application/json' })
      .end(JSON.stringify({ sid: `SM${randomBytes(16).toString('hex')}`, status: 'queued' }));
  }

  get duplicates(): number {
    let n = 0;
    for (const v of this.received.values()) n += v.count - 1;
    return n;
  }

  async stop(): Promise<void> {
    for (const res of this.held) res.destroy();
    await new Promise<void>((r) => this.server?.close(() => r()) ?? r());
  }
}

// ─── A TCP proxy that can cut the database off ─────────────────────────────

/** Sits between the server and PostgreSQL; `cut()` drops every connection and refuses new ones. */
export class CuttableProxy {
  private server = createTcpServer((client) => this.pipe(client));
  private readonly sockets = new Set<Socket>();
  private open = true;
  port = 0;
  constructor(
    private readonly targetHost: string,
    private readonly targetPort: number,
  ) {}

  async start(): Promise<this> {
    await new Promise<void>((r) => this.server.listen(0, '127.0.0.1', r));
    this.port = (this.server.address() as AddressInfo).port;
    return this;
  }

  private pipe(client: Socket): void {
    if (!this.open) {
      client.destroy();
      return;
    }
    const upstream = connect(this.targetPort, this.targetHost);
    for (const s of [client, upstream]) {
      this.sockets.add(s);
      s.on('close', () => this.sockets.delete(s));
      s.on('error', () => {});
    }
    client.pipe(upstream).pipe(client);
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  }

  cut(): void {
    this.open = false;
    for (const s of this.sockets) s.destroy();
  }

  restore(): void {
    this.open = true;
  }

  async stop(): Promise<void> {
    this.cut();
    await new Promise<void>((r) => this.server.close(() => r()));
  }
}
