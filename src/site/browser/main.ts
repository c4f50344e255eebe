/// <reference lib="dom" />
/** The site's entry point: reads the embedded data, builds the engine once, and routes `#/...` addresses to views. */
import type { SiteData } from '../site-data.js';
import { renderAbout } from './about-view.js';
import { fill, h } from './dom.js';
import { makeEngine } from './engine.js';
import { renderEntry } from './entry-view.js';
import { filterState } from './filters.js';
import { renderResolver } from './resolve-view.js';
import { renderSearch, type SearchState } from './search-view.js';

const data = JSON.parse(document.getElementById('qm-data')!.textContent!) as SiteData;
const engine = makeEngine(data);
const main = document.getElementById('main')!;
const query = document.getElementById('q') as HTMLInputElement;
const rulesetFilter = document.getElementById('filter-ruleset') as HTMLSelectElement;
const kindFilter = document.getElementById('filter-kind') as HTMLSelectElement;
const header = document.querySelector('header')!;
const filtersToggle = document.getElementById('filters-toggle') as HTMLButtonElement;
const { filterParams, readFilters, showFilterState } = filterState(header, filtersToggle, rulesetFilter, kindFilter);

/** Fills the filter menus from the data: every loaded ruleset and every kind of entry. */
function fillFilters(): void {
  rulesetFilter.append(...data.rulesets.map((r) => h('option', { value: r.id }, r.title)));
  const kinds = [...new Set(data.entries.map((e) => e.kind))].sort();
  kindFilter.append(...kinds.map((k) => h('option', { value: k }, k)));
}

/** Searches to try, taken from the data (the page knows no game): a card's name, a collector number, a keyword. */
function tryQueries(): string[] {
  const cards = data.entries.flatMap((e) => e.cards);
  const number = cards.find((c) => c.number)?.number;
  const keyword = data.entries.find((e) => e.keywords.length)?.keywords[0];
  return [cards[0]?.name, number, keyword ? `keyword:${keyword.includes(' ') ? `"${keyword}"` : keyword}` : undefined].filter((q): q is string => !!q);
}

/** The home page: what the site holds and how to use it. */
function renderHome(): void {
  fill(main, 
    h('h1', { tabindex: '-1' }, 'Rulings, errata and house rules'),
    h('p', {}, 'Search every ruling as you type (press ', h('kbd', {}, '/'), ' to jump to the search box), open a card or keyword to see all its rulings, or ask the ', h('a', { href: '#/resolve' }, 'resolver'), ' who picks, which effect wins, and in what order.'),
    h('h2', {}, 'Games'),
    h('ul', { class: 'rulesets' }, data.rulesets.map((r) => h('li', {}, h('strong', {}, r.title), h('span', { class: 'meta' }, ` — ${r.game}; ${r.entryCount} entries; `), h('code', {}, r.id)))),
    h('h2', {}, 'Try'),
    h('ul', {}, tryQueries().map((q) => h('li', {}, h('a', { href: `#/search/${encodeURIComponent(q)}` }, q)))),
    h('p', { class: 'meta' }, `Built by quartermaster ${data.version}. Works offline: save this page and open it from disk.`),
  );
  document.title = 'quartermaster';
}

/** The search form's state. */
const state = (): SearchState => ({ query: query.value.trim(), ruleset: rulesetFilter.value, kind: kindFilter.value });

/** Searches for what the form holds and puts the query and filters in the address, without a history step per keystroke. */
function searchNow(): void {
  const s = state();
  const address = s.query ? `#/search/${encodeURIComponent(s.query)}${filterParams()}` : `#/${filterParams()}`;
  showFilterState();
  // Typing from an entry or the resolver starts one history step (Back returns there); further keystrokes replace it.
  if (location.hash.startsWith('#/search/')) history.replaceState(null, '', address);
  else history.pushState(null, '', address);
  if (s.query) renderSearch(engine, main, s);
  else renderHome();
}

/** Shows the page the address names; `focus` moves keyboard focus to its heading (not while typing a search). */
function route(focus: boolean): void {
  const [raw = '', search = ''] = location.hash.replace(/^#\/?/, '').split('?');
  let path = raw;
  try {
    path = decodeURIComponent(raw);
  } catch {
    // A hand-typed address with a stray % is read as written.
  }
  if (path.startsWith('search/') || !path) readFilters(new URLSearchParams(search));
  if (path.startsWith('search/')) {
    query.value = path.slice('search/'.length);
    renderSearch(engine, main, state());
    return;
  }
  if (path === 'resolve') renderResolver(engine, main, data.examples);
  else if (path.startsWith('about/')) {
    const ref = path.slice('about/'.length);
    renderAbout(engine.lib, main, ref, engine.show(ref));
  } else if (path) {
    const entry = engine.lib.byId.get(path);
    if (entry) renderEntry(engine.lib, main, entry);
    // Any other address is read as `qm show` reads a reference: a collector number, a card, keyword or ability name.
    else renderAbout(engine.lib, main, path, engine.show(path));
  } else renderHome();
  if (focus) main.querySelector<HTMLElement>('h1')?.focus();
  window.scrollTo(0, 0);
}

/** Where the sticky header ends, so that scrolling to an answer stops below it rather than under it. */
function keepClearOfHeader(): void {
  const sticky = getComputedStyle(header).position === 'sticky';
  document.documentElement.style.scrollPaddingTop = `${sticky ? header.offsetHeight + 8 : 8}px`;
}

fillFilters();
filtersToggle.addEventListener('click', () => {
  const open = header.classList.toggle('show-filters');
  filtersToggle.setAttribute('aria-expanded', String(open));
  if (open) rulesetFilter.focus();
});
keepClearOfHeader();
window.addEventListener('resize', keepClearOfHeader);
// Over http(s) a service worker keeps the page for offline use; from disk (file://) browsers do not run one.
if ('serviceWorker' in navigator && /^https?:$/.test(location.protocol)) navigator.serviceWorker.register('sw.js').catch(() => undefined);
query.addEventListener('input', searchNow);
rulesetFilter.addEventListener('change', searchNow);
kindFilter.addEventListener('change', searchNow);
document.getElementById('search-form')!.addEventListener('submit', (ev) => {
  ev.preventDefault();
  searchNow();
  main.querySelector<HTMLAnchorElement>('.hits a')?.focus();
});
// The skip link moves focus without touching the address, which the router reads.
document.querySelector('.skip')!.addEventListener('click', (ev) => {
  ev.preventDefault();
  main.focus();
});
document.addEventListener('keydown', (ev) => {
  const t = ev.target as HTMLElement;
  if (ev.key === '/' && !/^(INPUT|TEXTAREA|SELECT)$/.test(t.tagName)) {
    ev.preventDefault();
    query.focus();
  }
});
window.addEventListener('hashchange', () => route(true));
route(false);
document.documentElement.dataset.ready = 'true';
