/// <reference lib="dom" />
/** The page that gathers every ruling about a card, collector number, keyword or ability, as `qm show <ref>` does. */
import type { Entry, Library } from '../../rulesets/entry.js';
import { stripMarks } from '../../rulesets/text.js';
import { entryBody } from './entry-view.js';
import { entryHref, fill, h, marked, type Child } from './dom.js';

/** An entry and the rulings nested under it, each linked to its own page. */
function tree(lib: Library, e: Entry, depth: number): Child {
  const heading = depth === 0 || e.kind === 'topic' || e.kind === 'heading';
  return h(
    heading ? 'section' : 'div',
    { class: heading ? 'tree' : 'tree leaf' },
    heading ? h(depth === 0 ? 'h2' : 'h3', {}, h('a', { href: entryHref(e.id) }, stripMarks(e.title) || e.id)) : null,
    heading ? entryBody(e) : h('p', { class: 'text' }, h('a', { href: entryHref(e.id), class: 'bullet', 'aria-label': `Open ruling ${e.id}` }, '•'), ' ', marked(e.text)),
    e.children.length ? h('div', { class: 'nested' }, e.children.map((id) => (lib.byId.get(id) ? tree(lib, lib.byId.get(id)!, depth + 1) : null))) : null,
  );
}

/** Renders the entries `ref` names into `main`, grouped under their ruleset and section like `qm show`. */
export function renderAbout(lib: Library, main: HTMLElement, ref: string, entries: Entry[]): void {
  let heading = '';
  const parts: Child[] = [];
  for (const e of entries) {
    const label = `${e.ruleset} › ${e.section.join(' › ')}`;
    if (label !== heading) parts.push(h('p', { class: 'meta crumbs' }, label));
    heading = label;
    const parent = e.parent ? lib.byId.get(e.parent) : undefined;
    if (parent) parts.push(h('p', { class: 'parent meta' }, 'in ', h('a', { href: entryHref(parent.id) }, stripMarks(parent.title))));
    parts.push(tree(lib, e, 0));
  }
  fill(main, 
    h('h1', { tabindex: '-1' }, `Rulings about ${ref}`),
    entries.length ? h('p', { class: 'status' }, `${entries.length} entr${entries.length === 1 ? 'y' : 'ies'} name it.`) : h('p', { class: 'status' }, `No entry names “${ref}”. Try the search.`),
    parts,
  );
  document.title = `${ref} — quartermaster`;
}
