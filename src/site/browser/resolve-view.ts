/// <reference lib="dom" />
/**
 * The resolver in the page: a situation in YAML in, what `qm resolve` shows out (notes, the decision, what a judge's
 * words were read as, an open answer's nearest rulings, the reasons and the cited texts), run by the same engine.
 */
import { formatPosition, InputError } from '../../errors.js';
import type { Answer, Resolution } from '../../resolve/answer.js';
import { stripMarks } from '../../rulesets/text.js';
import type { Library } from '../../rulesets/entry.js';
import { decisionLine } from '../../render/decision-line.js';
import { readAsLines } from '../../render/read-as-lines.js';
import { expectationOf } from '../../check/expectation-of.js';
import type { Situation } from '../../situation/schema.js';
import { stringify } from 'yaml';
import type { SiteExample } from '../site-data.js';
import type { Engine } from './engine.js';
import { entryHref, fill, h, type Child } from './dom.js';
import { situationForm } from './situation-form.js';

/** The situation being edited, and whether its answers were shown: both kept while the reader visits a cited entry and comes back. */
let draft: string | undefined;
let resolved = false;

const question = (a: Answer) => (a.ask === 'who-picks' ? `Who picks for ${a.effect}?` : a.ask === 'conflict' ? 'Which takes precedence?' : 'In what order?');

/** An entry's id linked to its page, with its text quoted. */
function quoted(lib: Library, id: string, cls: string): Child {
  const e = lib.byId.get(id);
  return h('li', {}, h('a', { href: entryHref(id), class: cls, 'data-id': id }, id), e ? h('blockquote', {}, `“${stripMarks(e.text)}”`) : null);
}

/** One answer: notes, the decision in one line, what the judge's words were read as, the reasons, and the texts that decide or may. */
function answerView(lib: Library, a: Answer, asked: string[] | undefined): Child {
  // A conflict's heading names every effect asked about, as qm resolve's does: levels holds only those given a level.
  const effects = a.ask === 'who-picks' ? [a.effect] : a.ask === 'conflict' ? (asked ?? Object.keys(a.levels)) : a.steps.flatMap((s) => s.effects);
  const readAs = readAsLines(a);
  return h(
    'section',
    { class: 'answer', 'data-question': a.id, 'aria-labelledby': `answer-${a.id}` },
    h('h2', { id: `answer-${a.id}` }, `${a.id}: ${question(a)}`, effects.length ? h('span', { class: 'meta' }, ` (${effects.join(', ')})`) : null),
    a.notes?.length ? h('ul', { class: 'notes', 'aria-label': 'Notes' }, a.notes.map((n) => h('li', {}, `Note: ${n}`))) : null,
    h('p', { class: 'decision' }, decisionLine(a)),
    readAs.length ? h('ul', { class: 'read-as', 'aria-label': 'Read as' }, readAs.map((line) => h('li', {}, line))) : null,
    // As in qm resolve: an open answer's likely deciding texts come before its reasons.
    a.nearest?.length
      ? [
          h('h3', {}, 'Nearest rulings to read'),
          h('p', { class: 'meta' }, "Found by the board's words; they decided nothing."),
          h('ul', { class: 'nearest' }, a.nearest.map((n) => quoted(lib, n.entry, 'near'))),
        ]
      : null,
    h('h3', {}, 'Because'),
    h('ul', { class: 'because' }, a.because.map((b) => h('li', {}, b)), a.ask === 'order' ? a.excluded.map((x) => h('li', {}, `${x.effect} is excluded: ${x.because}`)) : null),
    a.cites.length
      ? [
          h('h3', {}, 'The text that decides'),
          h(
            'ul',
            { class: 'cites' },
            a.cites.map((id) => quoted(lib, id, 'cite')),
          ),
        ]
      : null,
  );
}

/** The answers of a resolution. */
function resolutionView(lib: Library, situation: Situation, r: Resolution): Child[] {
  const status = `${situation.title ?? 'Situation'} (${r.rulesets.join(' + ')}): ${r.answers.length} answer${r.answers.length === 1 ? '' : 's'}`;
  return [h('p', { class: 'status', role: 'status' }, status), r.answers.map((a, i) => answerView(lib, a, situation.questions[i]?.effects))];
}

/** A link that saves the situation with its answers as `expect`, a file `qm check` runs (as qm judge saves one). */
function saveLink(situation: Situation, r: Resolution): Child {
  const expect = Object.fromEntries(r.answers.map((a) => [a.id, expectationOf(a)]));
  const doc = { ...situation, questions: situation.questions.map((q, i) => ({ ...q, id: q.id ?? `q${i + 1}` })), expect };
  const text = `# Saved from the qm site; run it with: qm check <this file>\n${stringify(doc, { lineWidth: 0 })}`;
  const name = `${(situation.title ?? 'situation').toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '') || 'situation'}.yaml`;
  return h('p', {}, h('a', { href: URL.createObjectURL(new Blob([text], { type: 'text/yaml' })), download: name, id: 'save' }, `Save as ${name} for qm check`));
}

/** Renders the resolver into `main`, with the page's example situations in a menu. */
export function renderResolver(engine: Engine, main: HTMLElement, examples: SiteExample[]): void {
  const output = h('div', { id: 'answers', 'aria-live': 'polite' });
  const area = h('textarea', { id: 'situation', name: 'situation', rows: '16', spellcheck: 'false', autocapitalize: 'off', 'aria-describedby': 'situation-help' });
  area.value = draft ?? examples[0]?.text ?? '';
  // After Resolve the answer is scrolled into view, below the sticky header (main.ts sets the scroll padding).
  const run = (scroll = true) => {
    draft = area.value;
    resolved = true;
    try {
      const { situation, resolution } = engine.resolve(area.value);
      output.replaceChildren(h('div', {}, resolutionView(engine.lib, situation, resolution), saveLink(situation, resolution)));
    } catch (e) {
      const where = e instanceof InputError && e.where ? `${formatPosition(e.where)}: ` : '';
      output.replaceChildren(h('p', { class: 'error', role: 'alert' }, `${where}${e instanceof Error ? e.message : String(e)}`));
    }
    if (scroll) output.scrollIntoView({ block: 'start' });
  };
  area.addEventListener('input', () => {
    draft = area.value;
    resolved = false;
  });
  area.addEventListener('keydown', (ev) => {
    if (ev.key === 'Enter' && (ev.ctrlKey || ev.metaKey)) {
      ev.preventDefault();
      run();
    }
  });
  const picker = examples.length
    ? h(
        'p',
        {},
        h('label', { for: 'example' }, 'Example situation '),
        h(
          'select',
          { id: 'example', onchange: (ev: Event) => ((area.value = examples[Number((ev.target as HTMLSelectElement).value)]!.text), (draft = area.value), (resolved = false), output.replaceChildren()) },
          examples.map((x, i) => h('option', { value: String(i) }, x.name)),
        ),
      )
    : null;
  fill(main, 
    h('h1', { tabindex: '-1' }, 'Resolver'),
    h('p', {}, 'Describe the board and ask who picks, which effect wins, or in what order things happen: with the form, or as a situation file. The answer is the one ', h('code', {}, 'qm resolve'), ' gives, worked out in this page.'),
    situationForm(engine.lib, (text) => {
      area.value = text;
      run();
    }),
    h('h2', {}, 'Or paste or edit the situation'),
    picker,
    h('label', { for: 'situation', class: 'block' }, 'Situation (YAML)'),
    h('p', { id: 'situation-help', class: 'meta' }, 'The situation file format of qm resolve: ruleset, players, active, pieces, effects, questions. Ctrl+Enter resolves.'),
    area,
    h('p', {}, h('button', { type: 'button', id: 'resolve', onclick: () => run() }, 'Resolve')),
    output,
  );
  document.title = 'Resolver — quartermaster';
  if (resolved) run(false);
}
