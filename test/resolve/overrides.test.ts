/**
 * Catala-style exceptions: a directive that names another in `overrides` silences it, and so does one whose label stands
 * earlier in the precedence, unless the later one was written as an exception to it (it names it): then it is not silenced.
 */
import { expect, it } from 'vitest';
import type { Known } from '../../src/resolve/knowledge.js';
import { overrides } from '../../src/resolve/overrides.js';

const known = (id: string, label: string, over?: string[]) => ({ entry: { id }, label, directive: { overrides: over } }) as unknown as Known;
const precedence = ['prefer', 'not-an-ability', 'tie'];

it('an earlier label overrides a later one', () => {
  const general = known('cancel-any-time', 'prefer');
  const exception = known('not-an-ability', 'not-an-ability');
  expect(overrides(general, exception, precedence)).toBe(true);
  expect(overrides(exception, general, precedence)).toBe(false);
});

it('a later label written as an exception to an earlier ruling beats it, and is not silenced by its standing', () => {
  const general = known('cancel-any-time', 'prefer');
  const exception = known('made-cannon', 'not-an-ability', ['cancel-any-time']);
  expect(overrides(exception, general, precedence)).toBe(true);
  expect(overrides(general, exception, precedence)).toBe(false);
});

it('an exception named by label counts the same', () => {
  const general = known('cancel-any-time', 'prefer');
  const exception = known('made-cannon', 'not-an-ability', ['prefer']);
  expect(overrides(general, exception, precedence)).toBe(false);
  expect(overrides(known('other', 'tie'), exception, precedence)).toBe(false);
});
