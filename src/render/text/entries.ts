/** Human rendering of entries for `qm show`: grouped by ruleset and section, with parent and sub-bullets. */
import chalk from 'chalk';
import type { Entry, Library } from '../../rulesets/entry.js';
import { stripMarks } from '../../rulesets/text.js';
import { outputWidth, wrap } from './wrap.js';

/** Document emphasis as terminal styling: **bold** bold, *italic* italic (plain text when colour is off). */
export function styleMarks(text: string): string {
  return stripMarks(text.replace(/\*\*(.+?)\*\*/gs, (_, t: string) => chalk.bold(t)));
}

const cardList = (e: Entry) => e.cards.map((c) => (c.number ? `${c.name} (${c.number})` : c.name)).join(', ');

/** A title and its id on one line when they fit the width, else the id on the next line. */
function headingLine(pad: string, title: string, id: string, width: number): string {
  if (pad.length + title.length + 2 + id.length <= width) return `${pad}${chalk.bold(title)}  ${chalk.dim(id)}`;
  return `${wrap(chalk.bold(title), width, pad)}\n${pad}${chalk.dim(id)}`;
}

/** One entry and its sub-bullets, indented by depth. */
function renderTree(lib: Library, e: Entry, depth: number, width: number, out: string[]): void {
  const pad = '  '.repeat(depth + 1);
  if (depth === 0 || e.kind === 'topic' || e.kind === 'heading') {
    out.push(headingLine(pad, stripMarks(e.title), e.id, width));
    if (stripMarks(e.text) !== stripMarks(e.title)) out.push(wrap(styleMarks(e.text), width, `${pad}  `));
  } else {
    out.push(wrap(styleMarks(e.text), width, `${pad}  `, `${pad}- `));
  }
  for (const q of e.quotes) {
    if (q.text !== e.text) out.push(wrap(chalk.italic(stripMarks(q.text)), width, `${pad}  `));
    if (q.note) out.push(wrap(stripMarks(q.note), width, `${pad}  `));
    if (q.cards?.length) out.push(wrap(chalk.dim(`Cards: ${q.cards.map((c) => c.name).join(', ')}`), width, `${pad}    `, `${pad}  `));
  }
  if (depth === 0 && e.cards.length) out.push(wrap(chalk.dim(`Cards: ${cardList(e)}`), width, `${pad}    `, `${pad}  `));
  if (depth === 0 && e.see.length) out.push(wrap(chalk.dim(`See: ${e.see.join(', ')}`), width, `${pad}    `, `${pad}  `));
  for (const id of e.children) {
    const child = lib.byId.get(id);
    if (child) renderTree(lib, child, depth + 1, width, out);
  }
}

/** The `qm show` page: the entries the ref names first, then those that only mention it, each under its ruleset › section heading with its parent for context. */
export function renderEntries(lib: Library, main: Entry[], mentions: Entry[] = [], ref = ''): string {
  const width = outputWidth();
  const out: string[] = [];
  renderGroup(lib, main, width, out);
  if (mentions.length) {
    if (out.length) out.push('');
    out.push(chalk.bold(wrap(`${main.length ? 'Also mentioned' : 'Mentioned'} in ${mentions.length} ${mentions.length === 1 ? 'entry' : 'entries'}${ref ? ` that name "${ref}"` : ''} without being about it:`, width)));
    renderGroup(lib, mentions, width, out);
  }
  return `${out.join('\n')}\n`;
}

/** Entries in order, a ruleset › section heading before each change of section. */
function renderGroup(lib: Library, entries: Entry[], width: number, out: string[]): void {
  let heading = '';
  for (const e of entries) {
    const h = `${e.ruleset} › ${e.section.join(' › ')}`;
    if (h !== heading) {
      if (out.length) out.push('');
      out.push(chalk.cyan(wrap(h, width)));
      heading = h;
    }
    const parent = e.parent ? lib.byId.get(e.parent) : undefined;
    if (parent) out.push(wrap(chalk.dim(`in ${stripMarks(parent.title)} (${parent.id})${stripMarks(parent.text) !== stripMarks(parent.title) ? `: ${stripMarks(parent.text)}` : ''}`), width, '    ', '  '));
    renderTree(lib, e, 0, width, out);
  }
}
