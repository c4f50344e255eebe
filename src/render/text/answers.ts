/**
 * Text rendering of `qm resolve`: the question, any notes, the decision in one line, what effects in a judge's words
 * were read as, an open answer's nearest rulings, the reasons, and the cited texts quoted.
 */
import type { Library } from '../../rulesets/entry.js';
import { stripMarks } from '../../rulesets/text.js';
import type { Answer, Resolution } from '../../resolve/answer.js';
import { decisionLine } from '../decision-line.js';
import { readAsLines } from '../read-as-lines.js';
import type { Situation } from '../../situation/schema.js';
import { outputWidth, wrap } from './wrap.js';

const question = (a: Answer) => (a.ask === 'who-picks' ? `who picks for ${a.effect}?` : a.ask === 'conflict' ? 'which takes precedence?' : 'in what order?');

/** Renders every answer of a resolution. */
export function renderResolution(lib: Library, situation: Situation, r: Resolution, explain = false): string {
  const width = outputWidth();
  const out: string[] = [`${situation.title ?? 'Situation'} (${r.rulesets.join(' + ')})`, ''];
  for (const [i, a] of r.answers.entries()) {
    // The header names every effect asked about: a conflict's levels hold only those a directive gave a level, and an
    // order's steps leave out what it excluded (and hold nothing when it is open).
    const answered = a.ask === 'conflict' ? Object.keys(a.levels) : a.ask === 'order' ? [...a.steps.flatMap((s) => s.effects), ...a.excluded.map((x) => x.effect)] : [];
    const effects = a.ask === 'who-picks' ? [a.effect] : (situation.questions[i]?.effects ?? answered);
    out.push(`${a.id}: ${question(a)}${effects.length ? `  (${effects.join(', ')})` : ''}`);
    for (const note of a.notes ?? []) out.push(wrap(`Note: ${note}`, width, '      ', '  ! '));
    out.push(wrap(decisionLine(a), width, '    ', '  → '));
    for (const line of readAsLines(a)) out.push(wrap(line, width, '      ', '    ~ '));
    // An open answer's likely deciding texts come straight after it: a judge acts on the first lines, not the reasons.
    if (a.nearest?.length) {
      out.push('  Nearest rulings to read (found by the board\'s words; they decided nothing):');
      for (const n of a.nearest) {
        const e = lib.byId.get(n.entry);
        out.push(`    ${n.entry}`);
        if (e) out.push(wrap(`“${stripMarks(e.text)}”`, width, '        ', '        '));
      }
    }
    out.push('  Because:');
    for (const line of a.because) out.push(wrap(line, width, '      ', '    - '));
    if (a.ask === 'order') for (const x of a.excluded) out.push(wrap(`${x.effect} is excluded: ${x.because}`, width, '      ', '    - '));
    if (explain) out.push(...explainLines(a, width));
    if (a.cites.length) {
      out.push('  The text that decides:');
      for (const id of a.cites) {
        const e = lib.byId.get(id);
        out.push(`    ${id}`);
        if (e) out.push(wrap(`“${stripMarks(e.text)}”`, width, '        ', '        '));
      }
    }
    out.push('');
  }
  return `${out.join('\n').trimEnd()}\n`;
}

/** The proof as a data author reads it: each step's rule, where its directive is written and what fired; then what was set aside. */
function explainLines(a: Answer, width: number): string[] {
  const out = ['  How it was decided:'];
  for (const s of a.proof) {
    out.push(wrap(`[${s.rule}]${s.at ? ` ${s.at}` : ''} ${s.says}`, width, '      ', '    - '));
    if (s.fired?.length) out.push(wrap(`fired: ${s.fired.join('; ')}`, width, '          ', '        '));
  }
  if (a.considered?.length) {
    out.push('  Considered and set aside:');
    for (const c of a.considered) out.push(wrap(`${c.directive}${c.at ? ` at ${c.at}` : ''}: ${c.why}`, width, '      ', '    - '));
  }
  return out;
}
