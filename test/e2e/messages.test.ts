/** Messages that teach: a did-you-mean for slips, every schema problem at once in words, prefixes that are not prefixes. */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseQuery } from '../../src/search/query.js';
import { qm } from '../helpers/run-qm.js';
import { scratchDir } from '../helpers/scratch.js';

/** Writes a situation file into a scratch folder and returns its path. */
function situation(yaml: string): string {
  const file = join(scratchDir('qm-messages-'), 'situation.yaml');
  writeFileSync(file, yaml);
  return file;
}

describe('did you mean', () => {
  it('names --reporter junit for --junit, on qm check and elsewhere', () => {
    const r = qm(['check', 'fixtures', '--junit']);
    expect(r.code).toBe(2);
    expect(r.stderr).toBe("qm: unknown option '--junit' (did you mean --reporter junit?) (see qm --help)\n");
    expect(qm(['resolve', 'x.yaml', '--junit']).stderr).toContain('(did you mean qm check <paths...> --reporter junit?)');
  });

  it('names the effect id a question misspelt, and the ruleset a situation or a search misspelt', () => {
    const file = situation('ruleset: pirates-csg\neffects:\n  - { id: cancel, ability: Cancel ability }\n  - { id: b, kind: rule }\nquestions:\n  - { ask: conflict, effects: [cancle, b] }\n');
    const r = qm(['resolve', file]);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain("situation.yaml:6:32: unknown effect 'cancle' (location: questions.0.effects.0) (did you mean 'cancel'?)");
    const s = qm(['search', 'galley', '--ruleset', 'pirate-csg']);
    expect(s.code).toBe(2);
    expect(s.stderr).toContain('unknown ruleset "pirate-csg" (did you mean "pirates-csg"?)');
    expect(qm(['vocabulary', 'pirate-csg']).stderr).toContain("(did you mean 'pirates-csg'?)");
  });

  it("names the ask a question misspelt, and search's --limit", () => {
    const file = situation('ruleset: pirates-csg\neffects:\n  - { id: a, kind: rule }\nquestions:\n  - { ask: confict, effects: [a] }\n');
    expect(qm(['resolve', file]).stderr).toContain("(did you mean 'conflict'?)");
    expect(qm(['search', 'galley', '--limt', '3']).stderr).toContain("unknown option '--limt' (did you mean '--limit'?)");
  });
});

describe('schema problems', () => {
  it('reports a missing key in words, and every problem of the file on one line, in reading order', () => {
    const file = situation('ruleset: pirates-csg\neffects:\n  - id: a\n    kind: 3\n');
    const r = qm(['resolve', file]);
    expect(r.code).toBe(2);
    const lines = r.stderr.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/situation\.yaml:1:1: missing key 'questions': it needs a list \(location: questions\); and 1 more: 4:11: .*expected string, received number \(location: effects\.0\.kind\)$/);
  });
});

describe('facts', () => {
  it('says what a fact can be when one is written as a mapping', () => {
    const file = situation('ruleset: pirates-csg\neffects:\n  - { id: a, kind: rule, dice: { attacker: 4, target: 1 } }\nquestions:\n  - { ask: order, effects: [a] }\n');
    const r = qm(['resolve', file]);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('situation.yaml:3:32: a fact takes a word, a number, true or false, or a list of those, not a mapping: give each part a key of its own (location: effects.0.dice)');
    const deeper = situation('ruleset: pirates-csg\nrolled: { ana: { first: 4 } }\neffects:\n  - { id: a, kind: rule }\nquestions:\n  - { ask: order, effects: [a] }\n');
    expect(qm(['resolve', deeper]).stderr).toContain('situation.yaml:2:9: a fact takes a word, a number, true or false, or a list of those; on the board, also one value per piece or player ({ ana: 5, ben: 3 }): give each other part a key of its own (location: rolled)');
  });

  it('names a key of a per-player fact that is no piece or player', () => {
    const file = situation('ruleset: pirates-csg\nplayers: [ana, ben]\nrolled: { attacker: 4, ben: 1 }\neffects:\n  - { id: a, kind: rule }\nquestions:\n  - { ask: order, effects: [a] }\n');
    const r = qm(['resolve', file]);
    expect(r.code).toBe(2);
    expect(r.stderr).toBe(`qm: ${file}:3:21: 'attacker' names no piece or player: a fact given per piece or player is keyed by their ids (location: rolled.attacker); players are ana, ben\n`);
  });
});

describe('search prefixes', () => {
  it('warns about an unknown prefix, names the known ones, and still searches its words', () => {
    const r = qm(['search', 'o:pinned', 'galley']);
    expect(r.code).toBe(0);
    expect(r.stderr).toBe("qm: warning: 'o:' is not a search prefix, so its words were searched as plain words; prefixes: card: keyword: section: ruleset: kind: is: see:\n");
    expect(qm(['search', 'keywrd:pinned']).stderr).toContain("(did you mean 'keyword:'?)");
  });

  it('groups with parentheses: an OR inside them makes every word of the group an either-of', () => {
    const q = parseQuery('(galley OR longship OR junk) pinned');
    expect(q.alternatives).toEqual([['galley', 'longship', 'junk']]);
    expect(q.words).toEqual(['galley', 'longship', 'junk', 'pinned']);
    expect(q.unknownPrefixes).toBeUndefined();
    expect(parseQuery('(galley pinned) kraken').alternatives).toEqual([]);
    expect(parseQuery('a OR b (c OR d').alternatives).toEqual([['a', 'b'], ['c', 'd']]);
    expect(qm(['search', '(galley', 'OR', 'longship)', 'pinned']).code).toBe(0);
  });
});

describe('renderings', () => {
  it('qm vocabulary words a finder that looks at another effect', () => {
    const r = qm(['vocabulary', 'pirates-csg']);
    expect(r.stdout).toContain('fact loser from another effect');
    expect(r.stdout).not.toMatch(/\w(?:elsewhere)/);
  });

  it("a conflict's header names every effect asked about, those without a level too", () => {
    const r = qm(['resolve', 'fixtures/dragon-flagon-pirates/bow-square-and-carried-chest.yaml']);
    expect(r.stdout).toMatch(/^q1: which takes precedence\? {2}\(bow-square, water-rule\)$/m);
  });
});
