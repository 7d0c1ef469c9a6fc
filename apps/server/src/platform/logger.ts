import type { FastifyBaseLogger } from 'fastify';
import { type DestinationStream, pino } from 'pino';
import type { Config } from './config.js';

/**
 * An Indian mobile number as it may appear in a log line: ten digits starting 6–9, after an
 * optional +91, 91 or 0, not part of a longer word or number (timestamps, ids).
 */
const PHONE = /(?<![\w+])(\+?91[\s-]?|0)?([6-9]\d{5})(\d{4})(?!\w)/g;

/** A log line with every phone number masked but its last four digits (+91******0002). */
export function maskPhones(line: string): string {
  return line.replace(
    PHONE,
    (_m, prefix: string | undefined, _head: string, tail: string) => `${prefix ?? ''}******${tail}`,
  );
}

/**
 * Logs as JSON lines, by default on standard output, written asynchronously (the event loop never
 * waits for the terminal or the log collector; what is buffered is flushed when the process exits).
 * No personal data leaves in a line: tokens and codes are redacted by field, and phone numbers are
 * masked wherever they appear — in a message, a gateway's error text, a database error's detail.
 */
export function createLogger(
  level: Config['logLevel'],
  destination: DestinationStream = pino.destination({ dest: 1, sync: false }),
): FastifyBaseLogger {
  flushAtExit.add(destination);
  return pino(
    { level, redact: ['req.headers.authorization', 'req.body.otp', 'req.body.token'] },
    { write: (line: string) => destination.write(maskPhones(line)) },
  );
}

/** Lines still buffered when the process exits (process.exit after a shutdown) are written first. */
const flushAtExit = new Set<DestinationStream & { flushSync?: () => void }>();
process.once('exit', () => {
  for (const d of flushAtExit) {
    try {
      d.flushSync?.();
    } catch {
      // Not open yet: nothing was buffered.
    }
  }
});
