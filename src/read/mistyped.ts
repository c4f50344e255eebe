/**
 * A word typed with two neighbouring letters swapped ("captian"), read as the word meant: players type on phones, and
 * one slip in the one word a ruling's phrase needs turned a decided board open, or decided it the other way.
 */

/** Letters a word must have before a swap in it is taken as a slip: a short word's swap is often another word ("form", "from"). */
const shortest = 5;

/** What a reader knows of words: the stems its phrases are made of, and whether a word is one the documents use. */
export interface KnownWords {
  phraseStems: ReadonlySet<string>;
  /** The first letters (`lead`) of each of those stems: a swap that cannot start one is turned down before it is stemmed. */
  leads: ReadonlySet<string>;
  isWord: (word: string) => boolean;
}

/** How many first letters a stem keeps of its word, for `leads` (stemming changes a word's ending, not its start). */
const lead = 4;

/** Whether a word may start with one of `leads`: a stem shorter than `lead` ("til" of "tiles") is its own lead. */
function leadsSome(leads: ReadonlySet<string>, word: string): boolean {
  for (let n = lead; n >= 2; n--) if (leads.has(word.slice(0, n))) return true;
  return false;
}

/** The words' first letters, as `KnownWords.leads` holds them. */
export function leadsOf(stems: Iterable<string>): Set<string> {
  const out = new Set<string>();
  for (const s of stems) out.add(s.slice(0, lead));
  return out;
}

/**
 * What `word` was meant to be: the one swap of two neighbouring letters that gives a word of the documents made of
 * stems the phrases use, when the word as typed is neither; undefined otherwise. Only swaps: a letter dropped, added or
 * changed makes another real word as often as a slip ("short", "shoot"). A word the documents use is never a slip,
 * though a swap makes another ("there", "three"; "boats", "boast").
 */
export function meantWord(word: string, stems: (w: string) => readonly string[], known: () => KnownWords): string | undefined {
  if (word.length < shortest || !/^[a-z]+$/.test(word)) return undefined;
  const { phraseStems, leads, isWord } = known();
  if (stems(word).every((s) => phraseStems.has(s))) return undefined;
  let meant: string | undefined;
  // Most swaps start no phrase stem: turned down by their first letters, unbuilt and unstemmed (a text's every long word
  // is asked, on every read). A swap past the lead keeps the word's own lead.
  const head = word.slice(0, lead + 1);
  const ownLead = leadsSome(leads, head);
  for (let i = 0; i + 1 < word.length; i++) {
    if (word[i] === word[i + 1]) continue;
    if (i >= lead && !ownLead) break;
    if (i < lead && !leadsSome(leads, head.slice(0, i) + head[i + 1] + head[i] + head.slice(i + 2))) continue;
    const swapped = word.slice(0, i) + word[i + 1] + word[i] + word.slice(i + 2);
    if (!stems(swapped).every((s) => phraseStems.has(s))) continue;
    if (meant !== undefined) return undefined;
    meant = swapped;
  }
  // Asked last, of the few words a swap would read as a phrase's: it may load the search index.
  return meant !== undefined && !isWord(word) && isWord(meant) ? meant : undefined;
}
