/// <reference lib="dom" />
/** An entry's page at `#/<entry id>`: its text, quotes and cards, parent, children and See-also links, and a copy-link button. */
import type { Entry, Library } from '../../rulesets/entry.js';
import { stripMarks } from '../../rulesets/text.js';
import { aboutHref, entryHref, fill, h, marked, type Child } from './dom.js';
import { copyLinkButton } from './copy-link.js';

/** A link to an entry by its title, with its id for the judge who reads ids aloud. */
function entryLink(lib: Library, id: string): Child {
  const e = lib.byId.get(id);
  return h('a', { href: entryHref(id) }, e ? stripMarks(e.title) || id : id);
}

/** The cards an entry names, each linked to the page gathering its rulings, with its collector number. */
function cardList(e: Entry): Child {
  const cards = [...e.cards, ...e.quotes.flatMap((q) => q.cards ?? [])];
  if (!cards.length) return null;
  const seen = new Set<string>();
  const items = cards.filter((c) => !seen.has(`${c.name}|${c.number ?? ''}`) && seen.add(`${c.name}|${c.number ?? ''}`));
  return h(
    'section',
    { 'aria-labelledby': 'cards-h' },
    h('h2', { id: 'cards-h' }, 'Cards'),
    h(
      'ul',
      { class: 'cards' },
      items.map((c) => h('li', {}, h('a', { href: aboutHref(c.number ?? c.name) }, c.name), c.number ? h('span', { class: 'number' }, ` ${c.number}`) : null)),
    ),
  );
}

/** The keywords and abilities an entry concerns, each linked to its page. */
function subjects(e: Entry): Child {
  const names = [...new Set([...e.keywords, ...e.abilities])];
  if (!names.length) return null;
  return h('p', { class: 'subjects' }, 'About: ', names.map((n, i) => [i ? ', ' : '', h('a', { href: aboutHref(n) }, n)]));
}

/** The body of an entry: its text (when it says more than its title) and its quoted ability texts. */
export function entryBody(e: Entry): Child[] {
  return [
    stripMarks(e.text) !== stripMarks(e.title) || !e.children.length ? h('p', { class: 'text' }, marked(e.text)) : null,
    e.quotes
      .filter((q) => q.text !== e.text)
      .map((q) => h('blockquote', {}, marked(q.text), q.note ? h('p', { class: 'note' }, marked(q.note)) : null, q.cards?.length ? h('p', { class: 'meta' }, `Cards: ${q.cards.map((c) => c.name).join(', ')}`) : null)),
  ];
}

/** Renders the page of entry `e` into `main`. */
export function renderEntry(lib: Library, main: HTMLElement, e: Entry): void {
  const ruleset = lib.rulesets.find((r) => r.id === e.ruleset);
  const source = ruleset?.sources.find((s) => s.id === e.source);
  const parent = e.parent ? lib.byId.get(e.parent) : undefined;
  fill(main, 
    h('p', { class: 'meta crumbs' }, `${ruleset?.title ?? e.ruleset} › ${e.section.join(' › ')}`),
    h('h1', { tabindex: '-1' }, stripMarks(e.title) || e.id),
    h('p', { class: 'id-line' }, h('code', {}, e.id), ' ', copyLinkButton()),
    parent ? h('p', { class: 'parent' }, 'Under: ', entryLink(lib, parent.id), parent.text !== parent.title ? h('span', { class: 'meta' }, ` — ${stripMarks(parent.text)}`) : null) : null,
    entryBody(e),
    e.note ? h('p', { class: 'note' }, 'Note: ', marked(e.note)) : null,
    subjects(e),
    cardList(e),
    e.children.length
      ? h(
          'section',
          { 'aria-labelledby': 'children-h' },
          h('h2', { id: 'children-h' }, 'Rulings under it'),
          h('ul', { class: 'children' }, e.children.map((id) => {
            const c = lib.byId.get(id);
            return h('li', {}, h('a', { href: entryHref(id) }, c ? stripMarks(c.text).slice(0, 160) + (stripMarks(c.text).length > 160 ? '…' : '') : id));
          })),
        )
      : null,
    e.see.length ? h('section', { 'aria-labelledby': 'see-h' }, h('h2', { id: 'see-h' }, 'See also'), h('ul', {}, e.see.map((id) => h('li', {}, entryLink(lib, id), ' ', h('code', { class: 'meta' }, id))))) : null,
    h('p', { class: 'meta source' }, `Source: ${source ? `${source.title}${source.edition ? `, ${source.edition}` : ''}${source.date ? `, ${source.date}` : ''}` : e.source}`),
  );
  document.title = `${stripMarks(e.title) || e.id} — quartermaster`;
}
