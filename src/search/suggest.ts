/** "Did you mean" for a search that found nothing: MiniSearch's autoSuggest, shown as the words people type. */
import { fieldText } from './documents.js';
import { isNumberTerm, splitWords } from './words.js';
import { parseQuery } from './query.js';
import type { SearchIndex } from './search-index.js';
import type { SearchRequest } from './search.js';
import { scopeProcessors, wordTerms } from './terms.js';

/** "Did you mean" suggestions for a query that found nothing, as words people type. */
export function suggestQueries(ix: SearchIndex, input: string, req: SearchRequest = {}, limit = 5): string[] {
  const q = parseQuery(input);
  const scope = new Set([...(req.rulesets ?? []), ...q.rulesets]);
  const processors = scopeProcessors(ix, scope);
  const words = [...q.words, ...q.phrases, ...q.scoped.map((s) => s.value)];
  const terms = words.flatMap((w) => wordTerms(w, processors));
  if (!terms.length) return [];
  // Index terms are stemmed; show each as the first word in a title, card or keyword that produced it.
  const shown = new Map<string, string>();
  for (let n = 0; n < ix.size; n++) {
    if (scope.size && !scope.has(ix.rulesetOf[n]!)) continue;
    const doc = ix.doc(n);
    const process = ix.processors.get(doc.ruleset);
    if (!process) continue;
    for (const f of ['title', 'cards', 'keywords', 'abilities', 'text'] as const) {
      for (const w of splitWords(fieldText(doc, f))) {
        const ts = process(w.folded);
        // An abbreviation stands for several words; show each of those as itself.
        if (ts.length === 1 && !shown.has(ts[0]!)) shown.set(ts[0]!, w.folded);
      }
    }
  }
  const suggestions = ix.mini.autoSuggest(terms.join(' '), {
    fuzzy: (t) => (isNumberTerm(t) ? 1 : 0.3),
    prefix: true,
    combineWith: 'OR',
    filter: (r) => !scope.size || scope.has(ix.rulesetOf[r.id as number]!),
  });
  const out: string[] = [];
  for (const s of suggestions) {
    const text = s.terms.map((t) => shown.get(t) ?? t).join(' ');
    if (!out.includes(text)) out.push(text);
    if (out.length >= limit) break;
  }
  return out;
}
