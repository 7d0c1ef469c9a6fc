// Runs independent shell commands side by side (`npm run lint`, `npm run typecheck`): as many at once
// as the machine has cores (at least two), each one's output held back and printed whole when it ends,
// so two commands' lines never interleave. Exits 1 when any command failed, after all have ended.
//
//   node scripts/parallel.mjs "tsc -p apps/server" "tsc -p apps/web"
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';

const commands = process.argv.slice(2);
const limit = Math.max(2, availableParallelism());

function run(command) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(command, {
      shell: true,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? '' },
    });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('close', (code, signal) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      const ok = code === 0;
      process.stdout.write(`${ok ? '✓' : '✗'} ${command} (${seconds} s${ok ? '' : `, exit ${code ?? signal}`})\n`);
      if (!ok || process.env.PARALLEL_VERBOSE) process.stdout.write(Buffer.concat(output));
      resolve(ok);
    });
  });
}

const queue = [...commands];
let failed = 0;
await Promise.all(
  Array.from({ length: Math.min(limit, queue.length) }, async () => {
    while (queue.length > 0) {
      if (!(await run(queue.shift()))) failed += 1;
    }
  }),
);
if (failed > 0) {
  console.error(`${failed} of ${commands.length} commands failed`);
  process.exit(1);
}
