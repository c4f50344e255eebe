/** qm check --update's diff: unified hunks with qm's own headers, as a person reads them. */
import { describe, expect, it } from 'vitest';
import { lineDiff } from '../../src/render/line-diff.js';

describe('lineDiff', () => {
  it('is empty for equal texts', () => {
    expect(lineDiff('a.yaml', 'x\ny\n', 'x\ny\n')).toBe('');
  });

  it('shows one hunk with two lines of context, removals before additions', () => {
    const before = ['ruleset: x', 'a: 1', 'b: 2', 'c: 3', 'expect:', '  q1: { picker: ben }', ''].join('\n');
    const after = before.replace('picker: ben', 'picker: ana');
    expect(lineDiff('s.yaml', before, after)).toBe(
      ['--- s.yaml', '+++ s.yaml (updated)', '@@ -4,3 +4,3 @@', ' c: 3', ' expect:', '-  q1: { picker: ben }', '+  q1: { picker: ana }', ''].join('\n'),
    );
  });

  it('keeps far-apart changes in separate hunks and marks no missing final newline', () => {
    const before = Array.from({ length: 12 }, (_, i) => `line ${i}`).join('\n');
    const after = before.replace('line 1', 'line one').replace('line 10', 'line ten');
    const d = lineDiff('f', before, after);
    expect(d.match(/^@@/gm)).toHaveLength(2);
    expect(d).not.toContain('\\ No newline');
  });
});
