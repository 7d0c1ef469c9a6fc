import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyReply } from 'fastify';
import Negotiator from 'negotiator';

/**
 * Server-rendered pages compressed (docs/decisions/0032-languages.md): a cached page is
 * compressed once, both ways, at the best settings, on libuv's threads rather than the event
 * loop; a personal page (an alert's progress, a form with its mistakes) in the one encoding its
 * client takes, at quicker settings.
 */
export type Encoding = 'br' | 'gzip' | 'identity';
export interface EncodedPage {
  status: number;
  html: string;
  gzip: Buffer;
  br: Buffer;
}

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

function compress(html: string, encoding: 'br' | 'gzip', best: boolean): Promise<Buffer> {
  const body = Buffer.from(html);
  if (encoding === 'gzip') return gzipAsync(body, { level: best ? 9 : 6 });
  return brotliAsync(body, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: best ? 11 : 5,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  });
}

/**
 * A page to cache: its HTML and both compressed forms, made once. `best: false` for a large page
 * made while its visitor waits: brotli's best setting takes ~0.5 s on 100 kB, for 10 % fewer bytes.
 */
export async function encodePage(status: number, html: string, { best = true } = {}): Promise<EncodedPage> {
  const [gz, br] = await Promise.all([compress(html, 'gzip', best), compress(html, 'br', best)]);
  return { status, html, gzip: gz, br };
}

/** The few Accept-Encoding headers browsers send, each negotiated once. */
const chosen = new Map<string, Encoding>();
const AVAILABLE = ['br', 'gzip', 'identity'];

/** brotli, else gzip, else none, as the client's Accept-Encoding allows (its q-values first). */
export function pickEncoding(acceptEncoding: string | undefined): Encoding {
  if (!acceptEncoding) return 'identity';
  let e = chosen.get(acceptEncoding);
  if (!e) {
    const n = new Negotiator({ headers: { 'accept-encoding': acceptEncoding } }) as Negotiator & {
      encoding(available: string[], opts: { preferred: string[] }): string | undefined;
    };
    e = (n.encoding(AVAILABLE, { preferred: AVAILABLE }) as Encoding | undefined) ?? 'identity';
    if (chosen.size < 200) chosen.set(acceptEncoding, e);
  }
  return e;
}

/**
 * Sends an HTML page in the encoding the client takes: the cached bytes of an EncodedPage, or a
 * personal page compressed now. The answer varies with Accept-Encoding (and the page's language
 * with Accept-Language), which `vary` tells caches between.
 */
export async function sendHtml(
  reply: FastifyReply,
  acceptEncoding: string | undefined,
  page: { status: number; html: string; gzip?: Buffer; br?: Buffer },
): Promise<FastifyReply> {
  const encoding = pickEncoding(acceptEncoding);
  reply.status(page.status).type('text/html; charset=utf-8').header('vary', 'accept-encoding, accept-language');
  if (encoding === 'identity') return reply.send(page.html);
  const body = page[encoding] ?? (await compress(page.html, encoding, false));
  return reply.header('content-encoding', encoding).send(body);
}
