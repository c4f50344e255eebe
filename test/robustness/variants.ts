/**
 * The variants a judge might write of a fixture's board: the ability by name only, by printed text only or by part of
 * its text, the name
 * as players say it, the text with a typo or in their own words, an unrelated effect more, players renamed, and the
 * turn order reversed where the answer cannot depend on it. Player phrasings, typos and paraphrases come from
 * test/blind/phrasings.yaml, written by a helper who read only the seed documents.
 */
import type { Situation } from '../../src/situation/schema.js';

/** One record of the blind phrasings. */
export interface Phrasing {
  ruleset: string;
  name: string;
  said?: string[];
  text?: string;
  typo?: string;
  paraphrase?: string;
}

/** A variant: what was changed, and the situation with the player ids it renamed. */
export interface Variant {
  kind: string;
  situation: Situation;
  rename?: Map<string, string>;
  /** The turn order was reversed: a list of every player in turn order ("all players, in turn order") comes reversed. */
  reversed?: boolean;
}

const key = (s: string) => s.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/[^a-z0-9]+/g, ' ').trim();
const clone = (s: Situation): Situation => structuredClone(s);

/** A deterministic one-letter slip: the two middle letters of the text's longest word swapped. */
function slip(text: string): string {
  const words = text.split(/(\s+)/);
  let at = -1;
  words.forEach((w, i) => {
    if (/^[A-Za-z]{5,}$/.test(w) && (at < 0 || w.length > words[at]!.length)) at = i;
  });
  if (at < 0) return text;
  const w = words[at]!;
  const m = Math.floor(w.length / 2);
  words[at] = w.slice(0, m - 1) + w[m] + w[m - 1] + w.slice(m + 1);
  return words.join('');
}

/** Every variant of `s` the phrasings allow. */
export function variantsOf(s: Situation, phrasings: Phrasing[]): Variant[] {
  const effects = s.effects ?? [];
  const mine = phrasings.filter((p) => p.ruleset === s.ruleset);
  const byName = new Map(mine.map((p) => [key(p.name), p]));
  const byText = new Map(mine.filter((p) => p.text).map((p) => [key(p.text!), p]));
  const out: Variant[] = [];
  const edit = (kind: string, change: (e: NonNullable<Situation['effects']>[number]) => boolean) => {
    const v = clone(s);
    const changed = (v.effects ?? []).map(change).some(Boolean);
    if (changed) out.push({ kind, situation: v });
  };
  edit('name only', (e) => (e.ability !== undefined && e.text !== undefined ? (delete e.text, true) : false));
  edit('text only', (e) => (e.ability !== undefined && e.text !== undefined ? (delete e.ability, true) : false));
  // Part of the printed text, as a judge reads out the sentence of a card that matters: its longest sentence, when it has several.
  edit('part of its text', (e) => {
    const sentences = e.ability !== undefined && e.text !== undefined ? e.text.split(/(?<=[.;:!?])\s+/).filter((x) => x.split(/\s+/).length >= 4) : [];
    if (sentences.length < 2) return false;
    delete e.ability;
    e.text = sentences.reduce((a, b) => (b.length > a.length ? b : a));
    return true;
  });
  edit('as players say it', (e) => {
    const said = e.ability ? byName.get(key(e.ability))?.said?.[0] : undefined;
    if (!said) return false;
    e.ability = said;
    return true;
  });
  edit('text with a typo', (e) => {
    if (!e.text) return false;
    const typo = byText.get(key(e.text))?.typo ?? slip(e.text);
    if (typo === e.text) return false;
    e.text = typo;
    return true;
  });
  edit('text in a judge’s words', (e) => {
    const p = e.text ? byText.get(key(e.text))?.paraphrase : undefined;
    if (!p) return false;
    e.text = p;
    return true;
  });
  if (effects.length) {
    const v = clone(s);
    const unrelated = mine.find((p) => !effects.some((e) => e.ability && key(e.ability) === key(p.name)));
    v.effects = [...(v.effects ?? []), { id: 'zz-unrelated', ability: unrelated?.name ?? 'Something else', kind: 'ability' }];
    out.push({ kind: 'an unrelated effect more', situation: v });
  }
  if (s.players?.length) {
    const rename = new Map(s.players.map((p, i) => [p, `player-${i + 1}`]));
    const v = JSON.parse(JSON.stringify(s, (k, val) => (typeof val === 'string' && rename.has(val) && k !== 'text' && k !== 'ability' && k !== 'title' ? rename.get(val) : val))) as Situation;
    v.players = s.players.map((p) => rename.get(p)!);
    out.push({ kind: 'players renamed', situation: v, rename });
    if (s.questions.every((q) => q.ask !== 'order')) {
      const r = clone(s);
      r.players = [...s.players].reverse();
      out.push({ kind: 'turn order reversed', situation: r, reversed: true });
    }
  }
  return out;
}
