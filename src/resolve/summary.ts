/** A decision in a few plain words, shared by branching answers and the text renderer. */
import type { Answer, Picker } from './answer.js';

const who = (p: Picker | null | undefined) =>
  !p ? 'nobody' : p.players ? `all players together (${p.players.join(', ')})` : p.player ? `${p.player} (${p.role})` : p.role === 'undetermined' ? 'undetermined' : `no single player: ${p.role}`;

/** A decision without its closing full stop, for a sentence that goes on after it ("if false, X; if true, Y."). */
export const unstopped = (decision: string): string => decision.replace(/\.+$/, '');

/** A decision ended as a sentence: its own stop kept ("...?"), else a period added, never both ("?.", ".."). */
export const stopped = (decision: string): string => (/[.?!]$/.test(decision) ? decision : `${decision}.`);

/** "masts takes precedence", "ana picks (defender)", "1. a + b [order: ana]  2. c". */
export function summarise(a: Answer): string {
  if (a.undetermined) return `undetermined: ${a.undetermined}`;
  if (a.ask === 'who-picks') {
    if (a.fixed) return `nobody picks: ${a.fixed}`;
    return a.picker.player ? `${a.picker.player} picks (${a.picker.role})` : `picked by ${who(a.picker)}`;
  }
  if (a.ask === 'conflict') {
    if (a.neither) return 'neither applies';
    if (a.both) return 'both apply in full';
    return a.winner ? `${a.winner} takes precedence` : `${who(a.chooser)} chooses which takes precedence`;
  }
  const steps = a.steps.map((s, i) => `${i + 1}. ${s.effects.join(' + ')}${s.chooser ? ` [order: ${who(s.chooser)}]` : ''}`).join('  ');
  const choices = (a.choices ?? []).map((c) => `${who(c.chooser)} chooses ${c.keep} of ${c.effects.join(', ')}`);
  const excluded = a.excluded.length ? [`excluded: ${a.excluded.map((x) => x.effect).join(', ')}`] : [];
  return [steps, ...choices, ...excluded].filter(Boolean).join('; ');
}

/** The decision fields of an answer, as a key: equal keys mean the same ruling. */
export function decisionKey(a: Answer): string {
  if (a.undetermined) return 'undetermined';
  if (a.ask === 'who-picks') return JSON.stringify([a.picker.player, a.picker.role, a.picker.players, a.fixed]);
  if (a.ask === 'conflict') return JSON.stringify([a.winner, a.chooser?.player ?? null, a.neither ?? false, ...(a.both ? [true] : [])]);
  return JSON.stringify([a.steps.map((s) => [...s.effects].sort()), a.excluded.map((x) => x.effect).sort(), a.choices?.map((c) => [c.effects, c.chooser.player])]);
}
