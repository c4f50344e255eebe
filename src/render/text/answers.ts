/** Text rendering of `qm resolve`: the question, the decision in one line, the reasons, the cited texts quoted. */
import type { Library } from '../../rulesets/entry.js';
import { stripMarks } from '../../rulesets/text.js';
import type { Answer, Picker, Resolution } from '../../resolve/answer.js';
import type { Situation } from '../../situation/schema.js';
import { outputWidth, wrap } from './wrap.js';

const who = (p: Picker | null | undefined) => (p ? (p.player ? `${p.player} (${p.role})` : p.role === 'undetermined' ? 'undetermined' : `no single player: ${p.role}`) : '');

/** The decision of an answer in one line. */
export function decisionLine(a: Answer): string {
  if (a.undetermined && a.ask !== 'order') return `Undetermined: ${a.undetermined}`;
  if (a.ask === 'who-picks') return a.picker.player ? `${a.picker.player} picks (${a.picker.role}).` : `Picked by ${who(a.picker)}.`;
  if (a.ask === 'conflict') return a.winner ? `${a.winner} takes precedence.` : `${who(a.chooser)} chooses which takes precedence.`;
  const steps = a.steps.map((s, i) => `${i + 1}. ${s.effects.join(' + ')}${s.chooser ? ` [order: ${who(s.chooser)}]` : ''}`).join('  ');
  return `${steps}${a.excluded.length ? `  (excluded: ${a.excluded.map((x) => x.effect).join(', ')})` : ''}`;
}

const question = (a: Answer) => (a.ask === 'who-picks' ? `who picks for ${a.effect}?` : a.ask === 'conflict' ? 'which takes precedence?' : 'in what order?');

/** Renders every answer of a resolution. */
export function renderResolution(lib: Library, situation: Situation, r: Resolution): string {
  const width = outputWidth();
  const out: string[] = [`${situation.title ?? 'Situation'} (${r.rulesets.join(' + ')})`, ''];
  for (const a of r.answers) {
    const effects = a.ask === 'who-picks' ? [a.effect] : a.ask === 'conflict' ? Object.keys(a.levels).length ? Object.keys(a.levels) : [] : a.steps.flatMap((s) => s.effects);
    out.push(`${a.id}: ${question(a)}${effects.length ? `  (${effects.join(', ')})` : ''}`);
    out.push(wrap(decisionLine(a), width, '    ', '  → '));
    out.push('  Because:');
    for (const line of a.because) out.push(wrap(line, width, '      ', '    - '));
    if (a.ask === 'order') for (const x of a.excluded) out.push(wrap(`${x.effect} is excluded: ${x.because}`, width, '      ', '    - '));
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
