// Runs the given command only when the named environment variable is set, so that
// `npm test` runs the PostgreSQL suite where a server is configured and skips it elsewhere.
import { spawnSync } from 'node:child_process';

const [name, cmd, ...args] = process.argv.slice(2);
if (!process.env[name]) {
  console.log(`${name} is not set: skipping "${[cmd, ...args].join(' ')}"`);
  process.exit(0);
}
const r = spawnSync('npx', [cmd, ...args], { stdio: 'inherit' });
process.exit(r.status ?? 1);
