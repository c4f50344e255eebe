/**
 * The decision of an answer in one line, and what the judge's words were read as, the same in every medium: the
 * terminal's text and the site's page both lead with them, so they belong to neither.
 */
import type { Answer } from '../resolve/answer.js';
import { summarise } from '../resolve/summary.js';
import { isExact, type Reading } from '../read/readings.js';

/** The decision of an answer in one line; an open or branching answer says so first and shows nothing firm. */
export function decisionLine(a: Answer): string {
  if (a.depends?.length) return `Depends on ${a.depends[0]!.fact}: ${a.depends.map((b) => `if ${String(b.value)} → ${b.decision}`).join('; ')}. Ask: ${a.question ?? `what is '${a.depends[0]!.fact}'?`}`;
  if (a.undetermined) return `Undetermined: ${a.undetermined}`;
  const line = summarise(a);
  // A decision resting on what a judge's words were read as says so before anything else.
  const assumed = a.assumes?.length ? `If ${a.assumes.map((x) => x.says).join(', and ')}: ` : '';
  return `${assumed}${line.endsWith('.') ? line : `${line}.`}`;
}

/** "read as" lines for the effects whose reading was not exact (by words, a near name or text, or none). */
export function readAsLines(a: Answer): string[] {
  const listed = (r: Reading) => r.alternatives.map((x) => `${x.title} (${x.entry})`).join(', or ');
  return (a.readings ?? []).filter((r) => !isExact(r)).map((r) => {
    if (r.how === 'none') return `'${r.effect}' read as no ruling${r.alternatives.length ? `; it may mean ${listed(r)}: name it or pin it with 'entry:'` : ''}`;
    const also = r.alternatives.length ? `; or perhaps ${listed(r)}` : '';
    return `'${r.effect}' read as ${r.title} (${r.entry}), by ${r.how === 'words' ? 'its words' : `a near ${r.how}`}${also}`;
  });
}
