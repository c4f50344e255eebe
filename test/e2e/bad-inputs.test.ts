/**
 * The bad-input corpus: every careless or hostile input of issue #14 ends with exit 2 and one clear line (or the right answer),
 * no stack trace, within resource caps measured from the child process (a generous time limit, peak memory under 500 MB).
 */
import { createHash } from 'node:crypto';
import { execFileSync, spawn } from 'node:child_process';
import { closeSync, cpSync, openSync, readdirSync, readFileSync, rmSync, statSync, symlinkSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { fixturesDir, qm, repoRoot } from '../helpers/run-qm.js';
import { cappedQm, MEMORY_CAP_MB, type CappedRun } from '../helpers/capped-run.js';
import { scratchDir } from '../helpers/scratch.js';

const corpus = join(fixturesDir, 'bad-inputs');
const rulesets = join(corpus, 'rulesets');
const situationFixture = join(repoRoot, 'fixtures/pirates-csg/who-picks-cancel-nemesio-diaz.yaml');
/** Situation files that must be refused; the ones that decode to a valid situation are checked for their answer instead. */
const answered = new Set(['utf16-bom.yaml']);
const files = readdirSync(corpus).filter((f) => f.endsWith('.yaml') && !answered.has(f)).sort();
const cache = scratchDir('qm-bad-cache-');
const env = { XDG_CACHE_HOME: cache };

/** A digest of every file of the corpus, to prove nothing was written. */
function digest(): string {
  const h = createHash('sha256');
  const walk = (dir: string) => {
    for (const f of readdirSync(dir).sort()) {
      const p = join(dir, f);
      h.update(p);
      let st;
      try {
        st = statSync(p);
      } catch {
        continue; // a dangling link (the editor's lock file fixture)
      }
      if (st.isDirectory()) walk(p);
      else h.update(readFileSync(p));
    }
  };
  walk(corpus);
  return h.digest('hex');
}

/** The caps every run is held to: it ended by itself, within the memory cap, without a stack trace. */
function withinCaps(r: CappedRun, what: string): void {
  expect(r.timedOut, `${what} hung`).toBe(false);
  expect(r.peakMb, `${what}: peak memory`).toBeDefined();
  expect(r.peakMb!, `${what}: peak memory (MB)`).toBeLessThan(MEMORY_CAP_MB);
  expect(r.stderr + r.stdout, `${what}: stack trace`).not.toMatch(/\n\s+at .+:\d+:\d+/);
  expect(r.stderr, what).not.toMatch(/internal error/);
}

/** A refusal: exit 2 and exactly one line on stderr, matching `message`. */
function refused(r: CappedRun, what: string, message: RegExp): void {
  withinCaps(r, what);
  expect({ what, code: r.code }).toEqual({ what, code: 2 });
  const lines = r.stderr.trim().split('\n');
  expect(lines, what).toHaveLength(1);
  expect(lines[0], what).toMatch(message);
}

let big: string;
let before: string;
beforeAll(() => {
  before = digest();
  big = join(scratchDir('qm-big-'), 'ten-megabytes.yaml');
  writeFileSync(big, `ruleset: pirates-csg\ntitle: "${'x'.repeat(10 * 1024 * 1024)}"\n`);
});

const cases = () => [...files.map((f) => join(corpus, f)), join(corpus, 'does-not-exist.yaml')];

describe('bad situation files', () => {
  it.each(['resolve', 'check'])('qm %s answers every bad file with exit 2 and one line naming it', (command) => {
    for (const file of [...cases(), big]) {
      // No timing assertion (the suite runs on a loaded machine): the cap only catches a hang or a runaway.
      const r = cappedQm([command, file], { env });
      const shown = file.split('/').at(-1)!;
      withinCaps(r, shown);
      // check reports a broken file under its name in the report; anything else goes to stderr.
      const lines = r.stderr.trim() ? r.stderr.trim().split('\n') : r.stdout.split('\n').filter((l) => l.startsWith('     '));
      expect({ file: shown, code: r.code }).toEqual({ file: shown, code: 2 });
      expect(lines, shown).toHaveLength(1);
      expect(lines[0], shown).toContain(shown);
    }
  });

  it('refuses a 10 MB file by its size, before parsing', () => {
    refused(cappedQm(['resolve', big], { env }), 'big', /file is too large \(\d+ bytes; the limit is 4194304\)/);
  });

  it('gives positions for problems inside a file', () => {
    expect(qm(['resolve', join(corpus, 'duplicate-keys.yaml')]).stderr).toContain('duplicate-keys.yaml:2:1: invalid YAML: Map keys must be unique');
    expect(qm(['resolve', join(corpus, 'constructor-key.yaml')]).stderr).toContain("constructor-key.yaml:2:32: the key 'constructor' is not allowed");
    expect(qm(['resolve', join(corpus, 'lookalike-player.yaml')]).stderr).toContain('lookalike-player.yaml:3:9: an id is letters, digits');
    expect(qm(['resolve', join(corpus, 'wrong-types.yaml')]).stderr).toContain('wrong-types.yaml:1:10: Invalid input: expected string, received number (location: ruleset)');
  });

  it('flags an ability or a ruleset id that mixes scripts, with the character and its position', () => {
    refused(cappedQm(['resolve', join(corpus, 'cyrillic-ability.yaml')], { env }), 'cyrillic ability', /cyrillic-ability\.yaml:13:14: 'Cаncel ability' contains Cyrillic 'а' \(U\+0430\) at 2 among Latin letters/);
    refused(cappedQm(['resolve', join(corpus, 'cyrillic-ruleset.yaml')], { env }), 'cyrillic ruleset', /cyrillic-ruleset\.yaml:2:10: 'pirаtes-csg' contains Cyrillic 'а' \(U\+0430\) at 4/);
    refused(cappedQm(['search', 'galley', '--ruleset', 'pirаtes-csg'], { env }), 'cyrillic --ruleset', /--ruleset 'pirаtes-csg' contains Cyrillic 'а' \(U\+0430\) at 4/);
  });

  it('decodes UTF-16 with a byte-order mark, and names UTF-16 without one', () => {
    const r = cappedQm(['resolve', join(corpus, 'utf16-bom.yaml'), '--json'], { env });
    withinCaps(r, 'utf16-bom');
    expect(r.code).toBe(0);
    expect(JSON.parse(r.stdout).answers[0].picker.player).toBe('ana');
    refused(cappedQm(['resolve', join(corpus, 'utf16-no-bom.yaml')], { env }), 'utf16-no-bom', /looks like UTF-16LE text without a byte-order mark; save it as UTF-8/);
  });

  it('refuses nesting deeper than the stated limit in those words', () => {
    refused(cappedQm(['resolve', join(corpus, 'deep-flow.yaml')], { env }), 'deep flow', /deep-flow\.yaml:2:\d+: nesting is deeper than 64 levels, the limit for YAML input/);
    refused(cappedQm(['resolve', join(corpus, 'deep-block.yaml')], { env }), 'deep block', /deep-block\.yaml:\d+:\d+: nesting is deeper than 64 levels/);
  });
});

describe('sources that are not regular files', () => {
  it('refuses a FIFO with no writer instead of blocking on it', () => {
    const fifo = join(scratchDir('qm-fifo-'), 'situation.yaml');
    execFileSync('mkfifo', [fifo]);
    refused(cappedQm(['resolve', fifo], { env }), 'fifo', /situation\.yaml: is a named pipe \(FIFO\), not a regular file/);
    // check lists an unreadable file in its report, on stdout.
    const c = cappedQm(['check', fifo], { env });
    withinCaps(c, 'fifo check');
    expect(c.code).toBe(2);
    expect(c.stdout).toMatch(/situation\.yaml[^\n]*is a named pipe/);
  });

  it('refuses a device, and stops an endless standard input at the size limit', () => {
    refused(cappedQm(['resolve', '/dev/zero'], { env }), '/dev/zero', /\/dev\/zero: is a device, not a regular file/);
    const zero = openSync('/dev/zero', 'r');
    try {
      refused(cappedQm(['resolve', '-'], { env, stdinFd: zero }), 'stdin /dev/zero', /<stdin>: standard input is too large \(more than 4194304 bytes/);
    } finally {
      closeSync(zero);
    }
    refused(cappedQm(['resolve', '-'], { env, pipeFrom: 'yes' }), 'yes |', /<stdin>: standard input is too large/);
  });

  it('reads standard input to its end however slowly it arrives', () => {
    const slow = `(sleep 1; cat '${situationFixture}')`;
    const r = cappedQm(['resolve', '-', '--json'], { env, pipeFrom: slow });
    withinCaps(r, 'slow stdin');
    expect(r.code, r.stderr).toBe(0);
    expect(JSON.parse(r.stdout).answers[0].picker.player).toBe('ana');
    const c = cappedQm(['check', '-'], { env, pipeFrom: slow });
    withinCaps(c, 'slow stdin check');
    expect(c.code, c.stdout + c.stderr).toBe(0);
  });
});

describe('long tokens', () => {
  it('refuses search words and refs past the limit before fuzzy matching', () => {
    refused(cappedQm(['search', 'a'.repeat(60_000)], { env }), 'search 60,000', /the search is 60000 characters long; the limit is 1000/);
    refused(cappedQm(['search', 'a'.repeat(126_000)], { env }), 'search 126,000', /the search is 126000 characters long/);
    refused(cappedQm(['search', 'galley', 'b'.repeat(500)], { env }), 'one long word', /a search word is 500 characters long; the limit is 100/);
    refused(cappedQm(['show', 'x'.repeat(10_500)], { env }), 'show 10,500', /the reference is 10500 characters long; the limit is 200/);
  });

  it('answers a long but allowed ref with suggestions', () => {
    const r = cappedQm(['show', 'calico cat '.repeat(18).trim()], { env });
    withinCaps(r, 'show 197');
    expect(r.code).toBe(1);
    expect(r.stderr.trim().split('\n')).toHaveLength(1);
  });
});

describe('broken rulesets', () => {
  const cycleSelf = join(rulesets, 'extends-self');
  const cycleLoop = join(rulesets, 'extends-loop');

  it('qm lint reports an extends cycle (A → B → B) as one error naming the chain with file:line', () => {
    const r = cappedQm(['--rulesets', cycleSelf, 'lint'], { env });
    withinCaps(r, 'lint A→B→B');
    expect(r.code).toBe(1);
    const errors = r.stdout.split('\n').filter((l) => l.includes(' error '));
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/extends-self\/beta\/ruleset\.yaml:4:1 +error +extends goes round in a cycle: cyc-alpha → cyc-beta → cyc-beta/);
  });

  it('every other command meets the cycle A → B → C → B with exit 2 and the same one line', () => {
    const message = /extends-loop\/gamma\/ruleset\.yaml:4:1: extends goes round in a cycle: loop-alpha → loop-beta → loop-gamma → loop-beta \(extends at .*beta\/ruleset\.yaml:4, .*gamma\/ruleset\.yaml:4\)/;
    for (const args of [['show', 'RF-056'], ['search', 'galley'], ['rulesets'], ['resolve', situationFixture]]) {
      refused(cappedQm(['--rulesets', cycleLoop, ...args], { env }), args[0]!, message);
    }
  });

  it("skips editors' leftovers (a dangling .# lock link, a ~ backup) with one warning", () => {
    const r = cappedQm(['--rulesets', join(rulesets, 'editor-leftovers'), 'show', 'leftovers-house.rules.one'], { env });
    withinCaps(r, 'leftovers');
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('A rule of leftovers-house.');
    expect(r.stderr.trim().split('\n')).toEqual([expect.stringMatching(/^qm: warning: skipped .*entries\/\.#rules\.yaml \(an editor's leftover\) and 1 more$/)]);
  });

  it('flags a ruleset name that mixes scripts: lint finds it, other commands refuse it', () => {
    const dir = join(rulesets, 'mixed-script');
    const lint = cappedQm(['--rulesets', dir, 'lint', dir], { env });
    withinCaps(lint, 'lint mixed');
    expect(lint.code).toBe(1);
    expect(lint.stdout).toMatch(/rules\.yaml:3:9 +error +'mixed-house\.rules\.one': title 'Cаncel rule' contains Cyrillic 'а' \(U\+0430\) at 2/);
    refused(cappedQm(['--rulesets', dir, 'show', 'RF-056'], { env }), 'show mixed', /contains Cyrillic 'а'/);
  });
});

/** A copy of the built package (bin, dist, rulesets, package.json) in a temporary folder, to damage without touching the clone. */
function packageCopy(): string {
  const root = scratchDir('qm-copy-');
  for (const part of ['bin', 'dist', 'rulesets', 'package.json']) cpSync(join(repoRoot, part), join(root, part), { recursive: true });
  return root;
}

describe('stale, deleted or half-written data', () => {
  const calico = 'rulesets/pirates-csg/entries/card-corrections.yaml';

  it('serves an edited ruleset file at once, even when it was given its old file time', () => {
    const root = packageCopy();
    const file = join(root, calico);
    const { atime, mtime } = statSync(file);
    writeFileSync(file, readFileSync(file, 'utf8').replace('point cost is 3.', 'point cost is 99.'));
    utimesSync(file, atime, mtime);
    const r = cappedQm(['show', 'RF-056'], { root, env: { XDG_CACHE_HOME: scratchDir('qm-c-') } });
    withinCaps(r, 'edited');
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('point cost is 99.');
    const s = cappedQm(['search', 'Calico', 'Cat', '--json'], { root, env: { XDG_CACHE_HOME: scratchDir('qm-c-') } });
    expect(JSON.parse(s.stdout).hits.find((h: { id: string }) => h.id === 'pirates-csg.card-corrections.calico-cat').text).toContain('99');
  });

  it('never serves a deleted ruleset folder', () => {
    const root = packageCopy();
    rmSync(join(root, 'rulesets/lego-pirate-game'), { recursive: true });
    const e = { XDG_CACHE_HOME: scratchDir('qm-c-') };
    const list = cappedQm(['rulesets', '--json'], { root, env: e });
    withinCaps(list, 'deleted rulesets');
    expect(JSON.parse(list.stdout).rulesets.map((x: { id: string }) => x.id)).not.toContain('lego-pirate-game');
    const hits = JSON.parse(cappedQm(['search', 'minifig', '--json'], { root, env: e }).stdout || '{"hits":[]}').hits as { ruleset: string }[];
    expect(hits.filter((h) => h.ruleset === 'lego-pirate-game')).toEqual([]);
  });

  it('falls back to the YAML with one warning line when a prebuilt file is truncated or unparsable', () => {
    const root = packageCopy();
    const library = join(root, 'dist/library.json');
    const size = statSync(library).size;
    writeFileSync(library, readFileSync(library).subarray(0, 1000));
    const e = { XDG_CACHE_HOME: scratchDir('qm-c-') };
    // qm rulesets reads the whole library (show answers from its own lookup table).
    const r = cappedQm(['rulesets'], { root, env: e });
    withinCaps(r, 'truncated');
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('The Pirate Code');
    expect(r.stderr.trim().split('\n')).toEqual([expect.stringMatching(/^qm: warning: .*library\.json is damaged or half-written; reading the rulesets from YAML instead/)]);
    // Same size, not JSON: caught when parsed.
    writeFileSync(library, `{${'x'.repeat(size - 1)}`);
    const g = cappedQm(['rulesets'], { root, env: { XDG_CACHE_HOME: scratchDir('qm-c-') } });
    withinCaps(g, 'garbled');
    expect(g.code).toBe(0);
    expect(g.stderr.trim().split('\n')).toEqual([expect.stringMatching(/^qm: warning: .*library\.json cannot be read \(.*\); reading the rulesets from YAML instead/)]);
    const index = join(root, 'dist/search-index.json');
    writeFileSync(index, `{${'x'.repeat(statSync(index).size - 1)}`);
    const s = cappedQm(['search', 'galley', 'pinned'], { root, env: { XDG_CACHE_HOME: scratchDir('qm-c-') } });
    withinCaps(s, 'garbled index');
    expect(s.code).toBe(0);
    expect(s.stderr.trim().split('\n')).toHaveLength(1);
  });

  it("skips an editor's dangling lock link among the built-in rulesets with one warning", () => {
    const root = packageCopy();
    symlinkSync('judge@host.4242:1700000000', join(root, 'rulesets/pirates-csg/entries/.#events.yaml'));
    const r = cappedQm(['show', 'RF-056'], { root, env: { XDG_CACHE_HOME: scratchDir('qm-c-') } });
    withinCaps(r, 'lock link');
    expect(r.code).toBe(0);
    expect(r.stderr.trim().split('\n')).toEqual([expect.stringMatching(/^qm: warning: skipped .*\.#events\.yaml \(an editor's leftover\)$/)]);
  });

  it('runs during a build see the old prebuilt files or the new ones, never half of them', async () => {
    const root = packageCopy();
    symlinkSync(join(repoRoot, 'node_modules'), join(root, 'node_modules'));
    // A different ruleset text, so the build really replaces every prebuilt file.
    writeFileSync(join(root, calico), readFileSync(join(root, calico), 'utf8').replace('point cost is 3.', 'point cost is 4.'));
    const build = spawn(process.execPath, [join(root, 'dist/build/index.js')], { cwd: root, stdio: 'ignore' });
    const done = new Promise<number | null>((resolve) => build.on('exit', resolve));
    let finished = false;
    void done.then(() => (finished = true));
    const runs: CappedRun[] = [];
    const e = { XDG_CACHE_HOME: scratchDir('qm-c-') };
    while (!finished || runs.length < 3) {
      runs.push(cappedQm(['show', 'RF-056'], { root, env: e }));
      await new Promise((r) => setTimeout(r, 10));
    }
    expect(await done).toBe(0);
    for (const [i, r] of runs.entries()) {
      withinCaps(r, `run ${i} during the build`);
      expect({ i, code: r.code }).toEqual({ i, code: 0 });
      expect(r.stdout).toMatch(/point cost is [34]\./);
    }
  });
});

describe('large questions', () => {
  it('orders 240 effects of one question within the caps, and lists a folder the same under any locale', () => {
    const dir = scratchDir('qm-large-');
    const n = 240;
    const effects = Array.from({ length: n }, (_, i) => `  - { id: e${i}, text: "${['At the beginning of your turn, ', 'At the end of your turn, ', ''][i % 3]}gain ${i} gold.", controller: ana }`).join('\n');
    const file = join(dir, 'order-240.yaml');
    writeFileSync(file, `ruleset: pirates-csg\nplayers: [ana, ben]\nactive: ana\neffects:\n${effects}\nquestions: [{ ask: order, effects: [${Array.from({ length: n }, (_, i) => `e${i}`).join(', ')}] }]\n`);
    const r = cappedQm(['resolve', file, '--json'], { env });
    expect(r.code).toBe(0);
    const answer = JSON.parse(r.stdout).answers[0];
    expect(answer.steps.flatMap((x: { effects: string[] }) => x.effects)).toHaveLength(n);
    // Code-point order, not the locale's: Turkish collation would put "İ" and "i" elsewhere.
    for (const name of ['b.yaml', 'A.yaml', 'İ.yaml', 'i.yaml']) writeFileSync(join(dir, name), 'ruleset: pirates-csg\nquestions: [{ ask: who-picks, effect: x }]\n');
    rmSync(file);
    const tr = cappedQm(['check', dir], { env: { ...env, LANG: 'tr_TR.UTF-8', LC_ALL: 'tr_TR.UTF-8' } });
    const order = [...tr.stdout.matchAll(/^(?:ok|FAIL|ERR|skip)\s+(\S+\.yaml)/gm)].map((m) => m[1]!.split('/').at(-1));
    expect(order).toEqual(['A.yaml', 'b.yaml', 'i.yaml', 'İ.yaml']);
    rmSync(dir, { recursive: true, force: true });
  });
});

describe('the corpus', () => {
  it('changes no file of the corpus', () => {
    expect(digest()).toBe(before);
  });
});
