import { describe, expect, it } from 'vitest';
import { InputError } from '../../src/errors.js';
import { parseYaml, positionAt } from '../../src/rulesets/yaml-source.js';

describe('parseYaml', () => {
  it('maps a data path back to the line and column of its value', () => {
    const src = parseYaml('x.yaml', 'a: 1\nlist:\n  - id: one\n  - id: two\n');
    expect(positionAt(src, ['list', 1, 'id'])).toEqual({ file: 'x.yaml', line: 4, column: 9 });
  });

  it('points at the key itself when asked for a key', () => {
    const src = parseYaml('x.yaml', 'entries:\n  - id: one\n    titel: oops\n');
    expect(positionAt(src, ['entries', 0], 'titel')).toEqual({ file: 'x.yaml', line: 3, column: 5 });
  });

  it('reports a syntax error with its position', () => {
    const error = (() => {
      try {
        parseYaml('bad.yaml', 'title: ok\na: b: c\n');
      } catch (e) {
        return e;
      }
    })();
    expect(error).toBeInstanceOf(InputError);
    expect((error as InputError).where).toEqual({ file: 'bad.yaml', line: 2, column: 4 });
    expect((error as InputError).message).toBe('invalid YAML: Nested mappings are not allowed in compact mappings');
  });

  it('refuses duplicate keys', () => {
    expect(() => parseYaml('dup.yaml', 'a: 1\na: 2\n')).toThrow(/invalid YAML/);
  });

  it('refuses an alias bomb instead of expanding it', () => {
    const bomb = ['a: &a [x, x, x, x, x, x, x, x, x, x]', ...Array.from({ length: 8 }, (_, i) => `${String.fromCharCode(98 + i)}: &${String.fromCharCode(98 + i)} [*${String.fromCharCode(97 + i)}, *${String.fromCharCode(97 + i)}, *${String.fromCharCode(97 + i)}, *${String.fromCharCode(97 + i)}, *${String.fromCharCode(97 + i)}, *${String.fromCharCode(97 + i)}, *${String.fromCharCode(97 + i)}, *${String.fromCharCode(97 + i)}, *${String.fromCharCode(97 + i)}, *${String.fromCharCode(97 + i)}]`)].join('\n');
    expect(() => parseYaml('bomb.yaml', bomb)).toThrow(InputError);
  });
});
