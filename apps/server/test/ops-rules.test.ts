import { execFileSync, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

// The operators' files in docs/ops (ADR 0074): Prometheus's alerting rules, checked and unit-tested
// by promtool (Debian's `prometheus` package), and the Grafana dashboard; both may only name
// metrics the server exports.

const OPS = resolve(import.meta.dirname, '../../../docs/ops');
const METRICS_SOURCE = readFileSync(resolve(import.meta.dirname, '../src/platform/metrics.ts'), 'utf8');

function findPromtool(): string | null {
  const found = spawnSync('sh', ['-c', 'command -v promtool'], { encoding: 'utf8' });
  return found.status === 0 ? found.stdout.trim() : null;
}
const promtool = findPromtool();
// In CI a missing promtool fails the test (.ci/run installs it); on a developer's machine it is skipped, saying so.
const runRules = promtool !== null || Boolean(process.env.CI);
if (!runRules) console.warn('promtool not found (apt-get install prometheus): the alert rules are not checked here');

/** The metric names an expression uses that look like ours, with a histogram's series suffixes taken off. */
function metricsIn(text: string): string[] {
  const names = text.match(/\b(safesathi_[a-z_]+|http_request_duration_seconds[a-z_]*)\b/g) ?? [];
  return [...new Set(names.map((n) => n.replace(/_(bucket|count|sum)$/, '')))];
}

describe('docs/ops', () => {
  it.runIf(runRules)('alerts.yml passes `promtool check rules`, and its unit tests pass', () => {
    if (!promtool)
      throw new Error('promtool is missing: install Debian\'s "prometheus" package (apt-get install prometheus)');
    const check = execFileSync(promtool, ['check', 'rules', join(OPS, 'alerts.yml')], { encoding: 'utf8' });
    expect(check).toMatch(/SUCCESS: 5 rules found/);
    const tests = spawnSync(promtool, ['test', 'rules', 'alerts.test.yml'], { cwd: OPS, encoding: 'utf8' });
    expect(tests.stdout + tests.stderr).toContain('SUCCESS');
    expect(tests.status).toBe(0);
  });

  it('the rules and the dashboard name only metrics the server exports', () => {
    const rules = readFileSync(join(OPS, 'alerts.yml'), 'utf8');
    const dashboard = JSON.parse(readFileSync(join(OPS, 'grafana-dashboard.json'), 'utf8')) as {
      panels: { title: string; targets: { expr: string }[] }[];
    };
    const exprs = dashboard.panels.flatMap((p) => p.targets.map((t) => t.expr));
    expect(exprs.length).toBeGreaterThan(5);
    const used = metricsIn(`${rules}\n${exprs.join('\n')}`);
    for (const metric of [
      'safesathi_sos_oldest_undelivered_seconds',
      'safesathi_delivery_seconds',
      'safesathi_sos_accept_batch_size',
    ])
      expect(used).toContain(metric);
    expect(used.filter((name) => !METRICS_SOURCE.includes(`'${name}'`))).toEqual([]);
  });
});
