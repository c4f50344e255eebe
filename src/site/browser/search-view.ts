/// <reference lib="dom" />
/** The search results view: `qm search`'s ranked hits with highlighted snippets, narrowed by game and kind, timed in the page. */
import type { Engine } from './engine.js';
import { entryHref, fill, h, snippetNodes } from './dom.js';
import { knownPrefixes, parseQuery } from '../../search/query.js';

/** How many hits the page lists. */
const shown = 20;

/** What the search form holds. */
export interface SearchState {
  query: string;
  ruleset: string;
  kind: string;
}

/** The last search's latency in milliseconds (read by the browser tests and shown in the status line). */
export let lastSearchMs = 0;

/** Runs the search and renders its hits into `main`; returns the time the search took. */
export function renderSearch(engine: Engine, main: HTMLElement, state: SearchState): number {
  const scope = state.ruleset ? [state.ruleset] : [];
  const t0 = performance.now();
  let hits: ReturnType<Engine['search']> = [];
  let error = '';
  try {
    hits = engine.search(state.query, scope, shown, state.kind ? [state.kind] : undefined);
  } catch (e) {
    error = e instanceof Error ? e.message : String(e);
  }
  lastSearchMs = performance.now() - t0;
  const ms = lastSearchMs < 10 ? lastSearchMs.toFixed(1) : Math.round(lastSearchMs).toString();
  // As qm search warns: a prefix the syntax does not know was searched as plain words.
  const unknown = [...new Set(parseQuery(state.query).unknownPrefixes ?? [])];
  const warning = unknown.length ? ` (${unknown.join(', ')} ${unknown.length === 1 ? 'is not a prefix' : 'are not prefixes'}, searched as words; prefixes: ${knownPrefixes.join(' ')})` : '';
  const status = error ? error : `${hits.length || 'No'} hit${hits.length === 1 ? '' : 's'} for “${state.query}” in ${ms} ms${warning}`;
  const list = h(
    'ol',
    { class: 'hits' },
    hits.map((x) =>
      h(
        'li',
        {},
        h('a', { href: entryHref(x.doc.id), class: 'hit-title' }, x.doc.title || x.doc.id),
        h('div', { class: 'meta' }, `${x.doc.ruleset} › ${x.doc.section.join(' › ')}`),
        h('p', { class: 'snippet' }, snippetNodes(x.snippet)),
      ),
    ),
  );
  const suggestions = !error && !hits.length ? engine.suggest(state.query, scope) : [];
  document.title = `${state.query} — search — quartermaster`;
  fill(main, 
    h('h1', { class: 'visually-hidden', tabindex: '-1' }, 'Search results'),
    h('p', { id: 'search-status', class: 'status', role: 'status', 'data-ms': lastSearchMs.toFixed(3) }, status),
    suggestions.length
      ? h('p', {}, 'Did you mean: ', suggestions.map((s, i) => [i ? ', ' : '', h('a', { href: `#/search/${encodeURIComponent(s)}` }, s)]), '?')
      : null,
    list,
  );
  return lastSearchMs;
}
