/** The `expect` entry that records an answer, for `qm check --update` and the judge's saved files. */
import type { Answer } from '../resolve/answer.js';
import type { Expectation } from '../situation/schema.js';
import { pickerKey } from '../resolve/roles.js';

/** What `qm check` should expect next time; an undetermined answer is recorded only as `undetermined: true`. */
export function expectationOf(a: Answer): Expectation {
  if (a.depends?.length) return { depends: a.depends[0]!.fact };
  if (a.undetermined) return { undetermined: true };
  if (a.ask === 'who-picks') {
    const picker = pickerKey(a.picker);
    return picker ? { picker } : { role: a.picker.role };
  }
  if (a.ask === 'conflict') {
    if (a.neither) return { winner: null, neither: true };
    if (a.both) return { winner: null, both: true };
    return a.winner ? { winner: a.winner } : { winner: null, chooser: a.chooser?.player ?? null };
  }
  const chooser = [...new Set(a.steps.filter((s) => s.effects.length > 1).map((s) => s.chooser?.player ?? null))];
  return {
    steps: a.steps.map((s) => s.effects),
    ...(chooser.length === 1 && chooser[0] ? { chooser: chooser[0] } : {}),
    ...(a.excluded.length ? { excluded: a.excluded.map((x) => x.effect) } : {}),
    ...(a.choices?.length ? { choices: a.choices.map((c) => ({ effects: c.effects, keep: c.keep, chooser: c.chooser.player })) } : {}),
  };
}
