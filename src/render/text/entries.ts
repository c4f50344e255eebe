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

/** One entry and its sub-bullets, indented by depth. */
function renderTree(lib: Library, e: Entry, depth: number, width: number, out: string[]): void {
  const pad = '  '.repeat(depth + 1);
  if (depth === 0 || e.kind === 'topic' || e.kind === 'heading') {
    out.push(`${pad}${chalk.bold(stripMarks(e.title))}  ${chalk.dim(e.id)}`);
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

/** The `qm show` page: each match under its ruleset › section heading, with its parent for context. */
export function renderEntries(lib: Library, entries: Entry[]): string {
  const width = outputWidth();
  const out: string[] = [];
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
  return `${out.join('\n')}\n`;
}
