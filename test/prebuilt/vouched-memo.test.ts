// The stat-stamp memo of vouched prebuilt files: a file checked once is not hashed again while its stamp holds, and a
// same-size change in place (new ctime) is hashed again and refused.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readVouched, writeManifest } from '../../src/prebuilt/manifest.js';
import { scratchDir } from '../helpers/scratch.js';

let cacheHome: string;
beforeEach(() => {
  cacheHome = scratchDir('qm-vouched-home-');
  vi.stubEnv('XDG_CACHE_HOME', cacheHome);
  // Files are memoised only once their stamp is a few seconds old (like git's racy check): move the clock on.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(Date.now() + 60_000);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllEnvs();
});

describe('readVouched with the stamp memo', () => {
  it('remembers a checked file, then refuses it once it is changed in place at the same size', () => {
    const dir = scratchDir('qm-vouched-');
    writeFileSync(join(dir, 'data.json'), '{"answer":42}');
    writeManifest(dir, 'k', ['data.json']);
    expect('bytes' in readVouched(join(dir, 'data.json'), 'k')).toBe(true);
    const [memo] = readdirSync(join(cacheHome, 'quartermaster', 'digests'));
    expect(readFileSync(join(cacheHome, 'quartermaster', 'digests', memo!), 'utf8')).toContain('data.json');
    expect('bytes' in readVouched(join(dir, 'data.json'), 'k')).toBe(true);
    writeFileSync(join(dir, 'data.json'), '{"answer":43}');
    expect(readVouched(join(dir, 'data.json'), 'k')).toEqual({ why: 'altered' });
  });
});
