import { readFileSync } from 'node:fs';
import { type AddressInfo, createServer as createTcpServer } from 'node:net';
export const ROOT = new URL('../../', import.meta.url).pathname;
export const PG_URL =
  process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
export const TWILIO_SID = 'AC00000000000000000000000000000000';
export const ADMIN_PHONE = '9000000001';

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The database a script runs on: `DB=pglite`, else PostgreSQL. */
export const DB_KIND: 'pg' | 'pglite' = process.env.DB === 'pglite' ? 'pglite' : 'pg';

/** A number from the script's environment (CLIENTS=50 …), or its default. */
export const envNumber = (name: string, fallback: number) => Number(process.env[name] ?? fallback);

export function pct(values: number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createTcpServer();
    srv.listen(0, '127.0.0.1', () => {
      const port = (srv.address() as AddressInfo).port;
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

// ─── Checklist ──────────────────────────────────────────────────────────────

export class Checks {
  private passed = 0;
  private failed = 0;
  readonly figures: string[] = [];
  check(name: string, ok: boolean, detail = ''): boolean {
    if (ok) this.passed++;
    else this.failed++;
    console.log(`${ok ? '✓' : '✗'} ${name}${detail ? ` — ${detail}` : ''}`);
    return ok;
  }
  figure(line: string): void {
    this.figures.push(line);
    console.log(`  ${line}`);
  }
  /** Prints the closing line and sets the exit code. */
  done(): void {
    console.log(`${this.passed} passed, ${this.failed} failed`);
    process.exitCode = this.failed > 0 ? 1 : 0;
  }
}

/**
 * CPU time a process has used so far, all its threads, in ms: in its own code and in the kernel on
 * its behalf (its sockets' writes and reads); null when it is gone or /proc is not there.
 */
export function processCpuTimes(pid: number): { user: number; system: number } | null {
  try {
    // Fields after the command's closing parenthesis: utime and stime are the 12th and 13th, in ticks of 10 ms.
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return { user: Number(fields[11]) * 10, system: Number(fields[12]) * 10 };
  } catch {
    return null;
  }
}

/** processCpuTimes, user and system together. */
export function processCpuMs(pid: number): number | null {
  const t = processCpuTimes(pid);
  return t && t.user + t.system;
}
