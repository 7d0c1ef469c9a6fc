/**
 * nginx (Debian's package) as a child process: installed with apt-get where missing, configured from
 * docs/ops/nginx.conf with its upstream servers and listen line pointed at this run's loopback ports,
 * run in the foreground (`daemon off`) from a temporary prefix, stopped with SIGQUIT (graceful).
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, ROOT, sleep } from './base.js';

const NGINX_TEMPLATE = join(ROOT, 'docs/ops/nginx.conf');
const CANDIDATES = ['/usr/sbin/nginx', '/usr/bin/nginx'];

/** The nginx binary, installing Debian's package first if there is none; throws saying why when it cannot. */
export function ensureNginx(): string {
  const found = () => CANDIDATES.find((p) => existsSync(p));
  const present = found();
  if (present) return present;
  console.log('nginx is missing: apt-get install -y nginx');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const update = spawnSync('apt-get', ['update'], { stdio: 'inherit', env });
  const install = spawnSync('apt-get', ['install', '-y', '--no-install-recommends', 'nginx'], {
    stdio: 'inherit',
    env,
  });
  const installed = found();
  if (installed) return installed;
  throw new Error(
    `nginx is not installed and apt-get could not install it (update ${update.status ?? update.error?.message}, ` +
      `install ${install.status ?? install.error?.message}): run \`apt-get install -y nginx\` as root, then try again`,
  );
}

/**
 * The template with this run's addresses: each `server host:port …;` line of the upstream gets one of
 * `upstreams` (their options kept), and `listen 80;` becomes the loopback port.
 */
function renderSite(template: string, port: number, upstreams: string[]): string {
  const lines = template.split('\n');
  const first = lines.findIndex((l) => /^\s*server \S+:\d+\b.*;/.test(l));
  const servers = lines.filter((l) => /^\s*server \S+:\d+\b.*;/.test(l));
  if (first < 0 || !/^\s*listen 80;/m.test(template))
    throw new Error(`${NGINX_TEMPLATE}: no upstream server or listen line`);
  const options = servers[0]!.replace(/^\s*server \S+/, '').replace(/;.*$/, '');
  const kept = lines.filter((l) => !/^\s*server \S+:\d+\b.*;/.test(l));
  kept.splice(first, 0, ...upstreams.map((u) => `    server ${u}${options};`));
  return kept.join('\n').replace(/^(\s*)listen 80;/m, `$1listen 127.0.0.1:${port};`);
}

export class Nginx {
  proc: ChildProcess | null = null;
  url = '';
  output = '';
  private readonly prefix = mkdtempSync(join(tmpdir(), 'safesathi-nginx-'));
  private exited: Promise<void> = Promise.resolve();

  constructor(private readonly binary: string) {}

  /** Writes the configuration, checks it with `nginx -t`, starts nginx and waits until it accepts connections. */
  async start(upstreams: string[]): Promise<this> {
    const port = await freePort();
    this.url = `http://127.0.0.1:${port}`;
    // nginx's workers run as an unprivileged user when started as root: they must reach the temp files.
    chmodSync(this.prefix, 0o755);
    for (const dir of ['logs', 'temp']) mkdirSync(join(this.prefix, dir), { recursive: true, mode: 0o777 });
    chmodSync(join(this.prefix, 'temp'), 0o777);
    const site = renderSite(readFileSync(NGINX_TEMPLATE, 'utf8'), port, upstreams);
    writeFileSync(join(this.prefix, 'safesathi.conf'), site);
    const temp = join(this.prefix, 'temp');
    writeFileSync(
      join(this.prefix, 'nginx.conf'),
      [
        `pid ${join(this.prefix, 'nginx.pid')};`,
        `error_log ${join(this.prefix, 'logs/error.log')} warn;`,
        // Two workers: this machine has two cores, shared with everything else in the run.
        'worker_processes 2;',
        'events { worker_connections 4096; }',
        'http {',
        `  access_log off;`,
        ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((t) => `  ${t}_temp_path ${temp}/${t};`),
        `  include ${join(this.prefix, 'safesathi.conf')};`,
        '}',
      ].join('\n'),
    );
    const args = ['-p', this.prefix, '-c', join(this.prefix, 'nginx.conf'), '-e', join(this.prefix, 'logs/error.log')];
    const test = spawnSync(this.binary, [...args, '-t'], { encoding: 'utf8' });
    if (test.status !== 0) throw new Error(`nginx -t refused the configuration:\n${test.stderr}`);
    this.proc = spawn(this.binary, [...args, '-g', 'daemon off;'], { stdio: ['ignore', 'pipe', 'pipe'] });
    for (const s of [this.proc.stdout!, this.proc.stderr!]) s.on('data', (d: Buffer) => (this.output += d.toString()));
    this.exited = new Promise((r) => this.proc!.once('exit', () => r()));
    const deadline = Date.now() + 10_000;
    for (;;) {
      if (this.proc.exitCode !== null) throw new Error(`nginx exited with ${this.proc.exitCode}:\n${this.output}`);
      try {
        await fetch(`${this.url}/healthz`);
        return this;
      } catch {}
      if (Date.now() > deadline) throw new Error(`nginx did not listen in 10 s:\n${this.output}`);
      await sleep(50);
    }
  }

  private logRead = 0;

  /**
   * What nginx logged since the last call, counted by kind (`connect() failed (111: Connection refused)`,
   * `upstream prematurely closed connection`, …): each is an upstream failure it handled, by retrying
   * the request on the other process or by answering 502.
   */
  errorsSince(): Record<string, number> {
    let text = '';
    try {
      text = readFileSync(join(this.prefix, 'logs/error.log'), 'utf8');
    } catch {}
    const fresh = text.slice(this.logRead);
    this.logRead = text.length;
    const counts: Record<string, number> = {};
    for (const line of fresh.split('\n')) {
      const what = line.match(/\*\d+ (.*?)(,| while )/)?.[1];
      if (what) counts[what] = (counts[what] ?? 0) + 1;
    }
    return counts;
  }

  async stop(): Promise<void> {
    if (this.proc && this.proc.exitCode === null) {
      this.proc.kill('SIGQUIT');
      await Promise.race([this.exited, sleep(5000)]);
      if (this.proc.exitCode === null) this.proc.kill('SIGKILL');
    }
    rmSync(this.prefix, { recursive: true, force: true });
  }
}
