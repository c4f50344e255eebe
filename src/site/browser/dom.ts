/// <reference lib="dom" />
/** Small DOM helpers for the site's views: elements from tag and attributes, the document's emphasis marks, highlighted snippets. */
import type { Snippet } from '../../search/snippet.js';

/** What an element may contain. */
export type Child = Node | string | null | undefined | false | Child[];

/** An element with attributes (`on*` functions become listeners) and children. */
export function h<K extends keyof HTMLElementTagNameMap>(tag: K, attrs: Record<string, unknown> = {}, ...children: Child[]): HTMLElementTagNameMap[K] {
  const el = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) {
    if (v === undefined || v === null || v === false) continue;
    if (k.startsWith('on') && typeof v === 'function') el.addEventListener(k.slice(2), v as EventListener);
    else el.setAttribute(k, v === true ? '' : String(v));
  }
  append(el, children);
  return el;
}

/** Appends children, flattening arrays and skipping empty ones. */
export function append(el: Node, children: Child[]): void {
  for (const c of children) {
    if (c === null || c === undefined || c === false) continue;
    if (Array.isArray(c)) append(el, c);
    else el.appendChild(typeof c === 'string' ? document.createTextNode(c) : c);
  }
}

/** The document's `**bold**` and `*italic*` marks as strong and em elements (the same marks stripMarks drops in the CLI). */
export function marked(text: string): Child[] {
  const out: Child[] = [];
  const pattern = /\*\*(.+?)\*\*|(^|[^*\w])\*(?!\s)(.+?)\*(?!\w)/gs;
  let last = 0;
  for (const m of text.matchAll(pattern)) {
    const lead = m[2] ?? '';
    out.push(text.slice(last, m.index + lead.length));
    out.push(m[1] !== undefined ? h('strong', {}, m[1]) : h('em', {}, m[3]!));
    last = m.index + m[0].length;
  }
  out.push(text.slice(last));
  return out.filter((c) => c !== '');
}

/** A search snippet with its matched words in mark elements. */
export function snippetNodes(s: Snippet): Child[] {
  const out: Child[] = [];
  let last = 0;
  for (const [a, b] of s.marks) {
    out.push(s.text.slice(last, a), h('mark', {}, s.text.slice(a, b)));
    last = b;
  }
  out.push(s.text.slice(last));
  return out;
}

/** The link to an entry's page. */
export function entryHref(id: string): string {
  return `#/${id}`;
}

/** The link to the page gathering every ruling about a card, collector number, keyword or ability. */
export function aboutHref(ref: string): string {
  return `#/about/${encodeURIComponent(ref)}`;
}

/** Replaces an element's children. */
export function fill(el: HTMLElement, ...children: Child[]): void {
  el.replaceChildren();
  append(el, children);
}
