/** The `expect` entry that records an answer, for `qm check --update` and the judge's saved files. */
import type { Answer } from '../resolve/answer.js';
import type { Expectation } from '../situation/schema.js';
import { pickerKey } from '../resolve/roles.js';

/** What `qm check` should expect next time; an undetermined answer is recorded only as `undetermined: true`. */
export function expectationOf(a: Answer): Expectation {
  if (a.undetermined) return { undetermined: true };
  if (a.ask === 'who-picks') {
    const picker = pickerKey(a.picker);
    return picker ? { picker } : { role: a.picker.role };
  }
  if (a.ask === 'conflict') return a.winner ? { winner: a.winner } : { winner: null, chooser: a.chooser?.player ?? null };
  const chooser = [...new Set(a.steps.filter((s) => s.effects.length > 1).map((s) => s.chooser?.player ?? null))];
  return {
    steps: a.steps.map((s) => s.effects),
    ...(chooser.length === 1 && chooser[0] ? { chooser: chooser[0] } : {}),
    ...(a.excluded.length ? { excluded: a.excluded.map((x) => x.effect) } : {}),
  };
}
