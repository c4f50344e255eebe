/** Wrapping counts terminal columns: wide characters two, emoji two, colour codes none. */
import { describe, expect, it } from 'vitest';
import { textWidth } from '../../src/render/text-width.js';
import { wrap } from '../../src/render/text/wrap.js';

describe('textWidth', () => {
  it('counts narrow text by its length, colour codes as nothing', () => {
    expect(textWidth('Calico Cat (RF-056) — “pinned” → …')).toBe(34);
    expect(textWidth('\x1b[1mbold\x1b[22m')).toBe(4);
  });

  it('counts CJK and emoji as two columns and combining marks as none', () => {
    expect(textWidth('漢字')).toBe(4);
    expect(textWidth('🏴‍☠️')).toBe(2);
    expect(textWidth('e\u0301')).toBe(1);
  });
});

describe('wrap', () => {
  it('wraps wide words by the columns they take, not their UTF-16 length', () => {
    const text = Array.from({ length: 8 }, () => '海賊船').join(' ');
    for (const line of wrap(text, 20).split('\n')) expect(textWidth(line)).toBeLessThanOrEqual(20);
    expect(wrap(text, 20).split('\n')).toHaveLength(3);
  });

  it('keeps the plain-text wrapping as it was', () => {
    expect(wrap('one two three four five six', 10, '  ', '- ')).toBe('- one two\n  three\n  four\n  five six');
  });
});
