/** End to end: a closed pipe ends qm quietly, and every error (qm's and commander's) starts with "qm: ". */
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { qm, repoRoot } from '../helpers/run-qm.js';

/** Runs `qm <args> | head -1` in bash; returns qm's own exit status and stderr. */
function piped(args: string): { status: string; stderr: string; stdout: string } {
  const script = `"${process.execPath}" bin/qm.js ${args} 2>"$ERR" | head -1; echo "status=\${PIPESTATUS[0]}"; cat "$ERR"`;
  const r = spawnSync('bash', ['-c', `ERR=$(mktemp); trap 'rm -f "$ERR"' EXIT; ${script}`], { cwd: repoRoot, encoding: 'utf8', env: { ...process.env, NO_COLOR: '1' } });
  const [stdout = '', rest = ''] = r.stdout.split(/status=/);
  const [status = '', ...stderr] = rest.split('\n');
  return { status, stderr: stderr.join('\n'), stdout };
}

describe('closed pipes', () => {
  it.each(['check fixtures --reporter junit', 'help show', 'search pinned --limit 50', 'show RF-056', 'completion bash'])('qm %s | head -1 exits 0 without a stack trace', (args) => {
    const r = piped(args);
    expect(r.stdout.split('\n').filter(Boolean)).toHaveLength(1);
    expect(r.stderr).toBe('');
    expect(r.status).toBe('0');
  });
});

describe('error messages', () => {
  it.each([
    [['--bogus', 'show', 'x'], "qm: unknown option '--bogus'"],
    [['show'], "qm: missing required argument 'ref'"],
    [['nonsense'], "qm: unknown command 'nonsense'"],
    [['check', 'fixtures', '--reporter', 'xml'], "qm: option '--reporter <name>' argument 'xml' is invalid"],
    [['show', 'no-such-entry-anywhere-at-all'], 'qm: '],
  ])('qm %j starts its message with "qm: "', (args, start) => {
    const r = qm(args);
    expect(r.stderr.startsWith(start), r.stderr).toBe(true);
    expect(r.stderr).not.toMatch(/^error:/m);
    expect(r.code).not.toBe(0);
  });

  it('takes --ruleset before search as search\'s filter, not as --rulesets', () => {
    const before = qm(['--ruleset', 'krosmaster-island-i', 'search', 'boarding', '--json']);
    const after = qm(['search', 'boarding', '--ruleset', 'krosmaster-island-i', '--json']);
    expect(before.code).toBe(0);
    expect(before.stdout).toBe(after.stdout);
    expect(new Set(JSON.parse(before.stdout).hits.map((h: { ruleset: string }) => h.ruleset))).toEqual(new Set(['krosmaster-island-i']));
  });

  it('refuses --ruleset before any other command instead of reading it as --rulesets', () => {
    const r = qm(['--ruleset', 'pirates-csg', 'show', 'RF-056']);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/^qm: --ruleset <id> narrows qm search/);
    expect(r.stderr).not.toContain('Did you mean');
  });
});
