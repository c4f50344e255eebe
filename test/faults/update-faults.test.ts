/** Fault suite for check --update: encodings kept, and a write that fails (full disk, size limit, read-only) loses nothing. */
import { spawnSync } from 'node:child_process';
import { chmodSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fixturesDir, qm, repoRoot } from '../helpers/run-qm.js';
import { useScratch } from '../helpers/scratch.js';

const several = readFileSync(join(fixturesDir, 'situations/several-per-file/rulings.yaml'), 'utf8');
const wrong = several.replace('q1: { picker: ana, role: user }', 'q1: { picker: ben }');
const scratch = useScratch('qm-faults-');

/** A folder holding `files` (name → bytes). */
function folder(files: Record<string, string | Buffer>): string {
  const dir = scratch();
  for (const [name, data] of Object.entries(files)) writeFileSync(join(dir, name), data);
  return dir;
}

/** Every file of a folder with its bytes, to prove nothing changed (and no temporary file was left). */
const snapshot = (dir: string) => Object.fromEntries(readdirSync(dir).sort().map((n) => [n, readFileSync(join(dir, n)).toString('base64')]));

/** One qm: line naming `file`, exit 2, no stack trace. */
function expectOneLine(r: { code: number | null; stderr: string }, file: string, reason: RegExp): void {
  expect(r.code).toBe(2);
  const lines = r.stderr.trimEnd().split('\n');
  expect(lines).toHaveLength(1);
  expect(lines[0]).toMatch(new RegExp(`^qm: .*${file}: cannot write the file: `));
  expect(lines[0]).toMatch(reason);
  expect(r.stderr).not.toMatch(/\n\s+at /);
}

describe('check --update keeps the form of a file', () => {
  it('keeps a UTF-8 byte-order mark', () => {
    const dir = folder({ 'a.yaml': `\uFEFF${wrong}` });
    expect(qm(['check', '--update', dir]).code).toBe(0);
    const bytes = readFileSync(join(dir, 'a.yaml'));
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(bytes.toString('utf8')).toContain('q1: { picker: ana }');
  });

  it('writes UTF-16 back as UTF-16 (little- and big-endian, with their byte-order marks)', () => {
    const le = Buffer.from(`\uFEFF${wrong}`, 'utf16le');
    const dir = folder({ 'le.yaml': le, 'be.yaml': Buffer.from(le).swap16() });
    expect(qm(['check', '--update', dir]).code).toBe(0);
    const gotLe = readFileSync(join(dir, 'le.yaml'));
    const gotBe = readFileSync(join(dir, 'be.yaml'));
    expect([...gotLe.subarray(0, 2)]).toEqual([0xff, 0xfe]);
    expect([...gotBe.subarray(0, 2)]).toEqual([0xfe, 0xff]);
    expect(gotLe.toString('utf16le')).toContain('q1: { picker: ana }');
    expect(Buffer.from(gotBe).swap16().toString('utf16le')).toContain('q1: { picker: ana }');
  });
});

describe('check --update when a write fails', () => {
  it('leaves every file as it was on a full disk (write-failure injection), naming the file', () => {
    const dir = folder({ 'a.yaml': wrong, 'b.yaml': wrong });
    const before = snapshot(dir);
    const r = qm(['check', '--update', dir], { env: { QM_FAULT_WRITE: 'b.yaml' } });
    expectOneLine(r, 'b.yaml', /no space left on the device \(ENOSPC\)/);
    // a.yaml comes first and could have been written: it was not, because b.yaml could not be.
    expect(snapshot(dir)).toEqual(before);
  });

  it('leaves the file whole past a file-size limit (ulimit -f, SIGXFSZ ignored so the write fails with EFBIG)', () => {
    // 40 KiB of comments make the file larger than the limit, as a long file of rulings is.
    const big = `${wrong}\n${'# a long note about the ruling, kept in the file by the organisers\n'.repeat(600)}`;
    const dir = folder({ 'big.yaml': big });
    const before = snapshot(dir);
    const script = `trap '' XFSZ; ulimit -f 40; exec "${process.execPath}" "${join(repoRoot, 'bin/qm.js')}" check --update "${dir}"`;
    const r = spawnSync('sh', ['-c', script], { encoding: 'utf8', env: { ...process.env, NO_COLOR: '1' }, timeout: 50_000 });
    expectOneLine({ code: r.status, stderr: r.stderr }, 'big.yaml', /\(EFBIG\)/);
    expect(snapshot(dir)).toEqual(before);
  });

  it('refuses a read-only file before writing any file', () => {
    const dir = folder({ 'a.yaml': wrong, 'b.yaml': wrong });
    chmodSync(join(dir, 'b.yaml'), 0o444);
    const before = snapshot(dir);
    const r = qm(['check', '--update', dir]);
    expectOneLine(r, 'b.yaml', /permission denied \(EACCES\)/);
    expect(snapshot(dir)).toEqual(before);
  });

  it('refuses an immutable file (chattr +i) before writing any file', () => {
    const dir = folder({ 'a.yaml': wrong, 'b.yaml': wrong });
    const b = join(dir, 'b.yaml');
    // Only where chattr works (root, or a file system with attributes); elsewhere read-only above covers the refusal.
    if (spawnSync('chattr', ['+i', b]).status !== 0) return;
    try {
      const before = snapshot(dir);
      const r = qm(['check', '--update', dir]);
      expectOneLine(r, 'b.yaml', /\(EPERM\)/);
      expect(snapshot(dir)).toEqual(before);
    } finally {
      spawnSync('chattr', ['-i', b]);
    }
  });

  it('keeps a file\'s permissions when it rewrites it', () => {
    const dir = folder({ 'a.yaml': wrong });
    chmodSync(join(dir, 'a.yaml'), 0o640);
    expect(qm(['check', '--update', dir]).code).toBe(0);
    expect(readFileSync(join(dir, 'a.yaml'), 'utf8')).toContain('q1: { picker: ana }');
    expect(spawnSync('stat', ['-c', '%a', join(dir, 'a.yaml')], { encoding: 'utf8' }).stdout.trim()).toBe('640');
  });
});
