/** What effects given in a judge's own words were read as, one line each, shown under the decision in every medium. */
import type { Answer } from '../resolve/answer.js';
import { isExact, type Reading } from '../read/readings.js';

/** "read as" lines for the effects whose reading was not exact (by words, a near name or text, or none). */
export function readAsLines(a: Answer): string[] {
  const listed = (r: Reading) => r.alternatives.map((x) => `${x.title} (${x.entry})`).join(', or ');
  return (a.readings ?? []).filter((r) => !isExact(r)).map((r) => {
    if (r.how === 'none') return `'${r.effect}' read as no ruling${r.alternatives.length ? `; it may mean ${listed(r)}: name it or pin it with 'entry:'` : ''}`;
    const also = r.alternatives.length ? `; or perhaps ${listed(r)}` : '';
    return `'${r.effect}' read as ${r.title} (${r.entry}), by ${r.how === 'words' ? 'its words' : `a near ${r.how}`}${also}`;
  });
}
