/**
 * The decision of an answer in one line, the same in every medium: the terminal's text and the site's page both lead
 * with it, so it belongs to neither.
 */
import type { Answer } from '../resolve/answer.js';
import { summarise, unstopped } from '../resolve/summary.js';

/** The decision of an answer in one line; an open or branching answer says so first and shows nothing firm. */
export function decisionLine(a: Answer): string {
  // A branch's decision may end a sentence of its own ("... (undetermined)."): the line's punctuation joins them.
  if (a.depends?.length) return `Depends on ${a.depends[0]!.fact}: ${a.depends.map((b) => `if ${String(b.value)} → ${unstopped(b.decision)}`).join('; ')}. Ask: ${a.question ?? `what is '${a.depends[0]!.fact}'?`}`;
  if (a.undetermined) return `Undetermined: ${a.undetermined}`;
  const line = summarise(a);
  // A decision resting on what a judge's words were read as, or on a left-out fact's default that another value would
  // change (the vocabulary's `remind`), says so before anything else: a judge acts on this line.
  const ifs = [...(a.assumes ?? []).map((x) => x.says), ...(a.defaulted ?? []).map((x) => `'${x.fact}' is ${String(x.value)} (its default)`)];
  const assumed = ifs.length ? `If ${ifs.join(', and ')}: ` : '';
  return `${assumed}${line.endsWith('.') ? line : `${line}.`}`;
}
