/** Compares what a situation file expects with what the resolver answered: one plain sentence per mismatch. */
import type { Answer } from '../resolve/answer.js';
import type { Expectation } from '../situation/schema.js';
import { pickerKey } from '../resolve/roles.js';

const show = (v: unknown) => (v === null || v === undefined ? 'none' : JSON.stringify(v));
const sameSet = (a: string[], b: string[]) => a.length === b.length && a.every((x) => b.includes(x));

/** The mismatches between `want` and `got` (empty when the answer is as expected). */
export function compare(want: Expectation, got: Answer): string[] {
  const out: string[] = [];
  // An undetermined answer fails unless it was expected as one: a judge must never read an open question as settled.
  const wantOpen = want.undetermined ?? want.depends !== undefined;
  if (wantOpen !== Boolean(got.undetermined)) {
    out.push(wantOpen ? `expected undetermined, got an answer: ${summary(got)}` : `expected an answer, got undetermined: ${got.undetermined}`);
  }
  if (want.depends !== undefined) {
    const facts = [...new Set((got.depends ?? []).map((b) => b.fact))];
    if (!facts.includes(want.depends)) out.push(`expected the answer to depend on '${want.depends}', got ${facts.length ? facts.map((f) => `'${f}'`).join(', ') : 'no branch'}`);
  }
  if (want.neither !== undefined && got.ask === 'conflict' && want.neither !== Boolean(got.neither)) {
    out.push(want.neither ? 'expected neither effect to apply' : 'expected one effect to apply, got neither');
  }
  if (want.both !== undefined && got.ask === 'conflict' && want.both !== Boolean(got.both)) {
    out.push(want.both ? 'expected both effects to apply' : 'expected one effect to take precedence, got both applying');
  }
  if (want.choices !== undefined && got.ask === 'order') {
    const gotChoices = (got.choices ?? []).map((c) => ({ effects: c.effects, keep: c.keep, chooser: c.chooser.player }));
    const same = gotChoices.length === want.choices.length && want.choices.every((w, i) => sameSet(w.effects, gotChoices[i]!.effects) && w.keep === gotChoices[i]!.keep && w.chooser === gotChoices[i]!.chooser);
    if (!same) out.push(`expected choices ${show(want.choices)}, got ${show(gotChoices)}`);
  }
  if (want.picker !== undefined) {
    if (got.ask !== 'who-picks') out.push(`'picker' is for who-picks questions; this is a ${got.ask} question`);
    else {
      const gotPicker = pickerKey(got.picker);
      if (gotPicker !== want.picker) out.push(`expected picker ${show(want.picker)}, got ${show(gotPicker)} (${got.picker.role})`);
    }
  }
  if (want.role !== undefined) {
    const role = got.ask === 'who-picks' ? got.picker.role : got.ask === 'conflict' ? got.chooser?.role : undefined;
    if (role !== want.role) out.push(`expected role ${show(want.role)}, got ${show(role)}`);
  }
  if (want.winner !== undefined) {
    if (got.ask !== 'conflict') out.push(`'winner' is for conflict questions; this is a ${got.ask} question`);
    else if (got.winner !== want.winner) out.push(`expected winner ${show(want.winner)}, got ${show(got.winner)}`);
  }
  if (want.chooser !== undefined && got.ask === 'conflict') {
    if ((got.chooser?.player ?? null) !== want.chooser) out.push(`expected chooser ${show(want.chooser)}, got ${show(got.chooser?.player ?? null)}`);
  }
  if (want.chooser !== undefined && got.ask === 'order') {
    // In an order answer the chooser is who orders the steps that hold several effects.
    const choosers = [...new Set(got.steps.filter((s) => s.effects.length > 1).map((s) => s.chooser?.player ?? null))];
    if (choosers.length !== 1 || choosers[0] !== want.chooser) out.push(`expected chooser ${show(want.chooser)} for the free steps, got ${choosers.length ? choosers.map(show).join(', ') : 'no free step'}`);
  }
  if (want.steps !== undefined) {
    if (got.ask !== 'order') out.push(`'steps' is for order questions; this is a ${got.ask} question`);
    else {
      const steps = got.steps.map((s) => s.effects);
      if (steps.length !== want.steps.length || !want.steps.every((s, i) => sameSet(s, steps[i]!))) out.push(`expected steps ${show(want.steps)}, got ${show(steps)}`);
    }
  }
  if (want.excluded !== undefined && got.ask === 'order') {
    const excluded = got.excluded.map((x) => x.effect);
    if (!sameSet(want.excluded, excluded)) out.push(`expected excluded ${show(want.excluded)}, got ${show(excluded)}`);
  }
  return out;
}

/** A short account of an answer, for mismatch messages. */
function summary(a: Answer): string {
  if (a.ask === 'who-picks') return `picker ${show(a.picker.player ?? a.picker.role)}`;
  if (a.ask === 'conflict') return a.winner ? `winner ${a.winner}` : `chooser ${show(a.chooser?.player ?? null)}`;
  return `steps ${show(a.steps.map((s) => s.effects))}`;
}
