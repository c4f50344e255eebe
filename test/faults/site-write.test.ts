/** qm site on a full disk: the page it wrote before stays whole, and one qm: line names the file. */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { qm } from '../helpers/run-qm.js';
import { useScratch } from '../helpers/scratch.js';

const scratch = useScratch('qm-site-fault-');

describe('qm site when the write fails', () => {
  it('keeps the previous index.html and names it in one line', () => {
    const dir = scratch();
    writeFileSync(join(dir, 'index.html'), '<p>last week</p>');
    const r = qm(['site', dir], { env: { QM_FAULT_WRITE: 'index.html' } });
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/^qm: .*index\.html: cannot write the file: no space left on the device \(ENOSPC\)\n$/);
    expect(readFileSync(join(dir, 'index.html'), 'utf8')).toBe('<p>last week</p>');
  });
});
