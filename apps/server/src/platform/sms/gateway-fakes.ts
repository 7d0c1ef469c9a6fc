import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect } from 'vitest';
import { SmsError, type SmsMessage } from './index.js';

// Real HTTP servers on 127.0.0.1 that speak each gateway's protocol as its documentation describes,
// so the providers are tested over the wire (headers, encoding, status codes), not through a mock.

export interface Recorded {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  body: string;
}

export interface Fake {
  url: string;
  requests: Recorded[];
  close(): Promise<void>;
}

export type Handler = (req: Recorded, res: ServerResponse) => void;

export async function startFake(handler: Handler): Promise<Fake> {
  const requests: Recorded[] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const rec = {
        method: req.method ?? '',
        path: req.url ?? '',
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      requests.push(rec);
      handler(rec, res);
    });
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((ok) => {
        server.closeAllConnections();
        server.close(() => ok());
      }),
  };
}

export const sendJson = (res: ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
};

/** A server that accepts the connection and never answers. */
export const hang: Handler = () => {};

/** A port on which nothing listens: a server that was started, then closed. */
export async function deadUrl(): Promise<string> {
  const fake = await startFake(hang);
  await fake.close();
  return fake.url;
}

export async function sendError(p: { send(m: SmsMessage): Promise<unknown> }, m: SmsMessage): Promise<SmsError> {
  const err = await p.send(m).then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(SmsError);
  return err as SmsError;
}

export const message: SmsMessage = { countryCode: '91', phone: '9876543210', body: 'SafeSathi: your code is 4821' };
