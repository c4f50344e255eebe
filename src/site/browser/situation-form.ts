/// <reference lib="dom" />
/** The resolver's small form: game, players, whose turn, the question, and effects found by search as you type; it writes the situation's YAML. */
import { stringify } from 'yaml';
import { effectChoices } from '../../judge/effect-choices.js';
import { rulesetChain } from '../../resolve/knowledge.js';
import { siteRulesets } from '../site-rulesets.js';
import type { Library } from '../../rulesets/entry.js';
import type { Situation } from '../../situation/schema.js';
import { h } from './dom.js';

/** An id for an effect from what was typed: readable, unique in the situation. */
function effectId(text: string, taken: Set<string>): string {
  const base = text.toLowerCase().normalize('NFKD').replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '').slice(0, 24) || 'effect';
  let id = base;
  for (let n = 2; taken.has(id); n++) id = `${base}-${n}`;
  taken.add(id);
  return id;
}

/** The form, calling `submit` with the situation's YAML text. */
export function situationForm(lib: Library, submit: (yamlText: string) => void): HTMLElement {
  const game = h('select', { id: 'form-game' }, siteRulesets(lib.rulesets).map((r) => h('option', { value: r.id }, r.title)));
  const players = h('input', { id: 'form-players', type: 'text', value: 'ana, ben', autocapitalize: 'off', spellcheck: 'false' });
  const active = h('select', { id: 'form-active' });
  const ask = h(
    'select',
    { id: 'form-ask' },
    h('option', { value: 'who-picks' }, 'Who picks (for the first effect)?'),
    h('option', { value: 'conflict' }, 'Which effect wins?'),
    h('option', { value: 'order' }, 'In what order do they happen?'),
  );
  const names = h('datalist', { id: 'form-names' });
  const rows = h('ol', { class: 'form-effects' });
  const playerList = () => players.value.split(/[\s,]+/).filter(Boolean);
  const refreshPlayers = () => {
    const keep = active.value;
    active.replaceChildren(...playerList().map((p) => h('option', { value: p }, p)));
    if (playerList().includes(keep)) active.value = keep;
    for (const sel of Array.from(rows.querySelectorAll<HTMLSelectElement>('select.controller'))) {
      const was = sel.value;
      sel.replaceChildren(h('option', { value: '' }, 'nobody in particular'), ...playerList().map((p) => h('option', { value: p }, p)));
      if (playerList().includes(was)) sel.value = was;
    }
  };
  // Search as you type over every name the chosen game knows (abilities, keywords, cards, ...), as qm judge offers them.
  const suggest = (term: string) => {
    let chain: string[] = [game.value];
    try {
      chain = rulesetChain(lib, game.value, [], { file: 'form' });
    } catch {
      // The menu only offers loaded rulesets.
    }
    names.replaceChildren(...effectChoices(lib, chain, term).flatMap((c) => ('name' in c.value ? [h('option', { value: c.value.name }, c.description ?? '')] : [])));
  };
  const addRow = () => {
    const n = rows.children.length + 1;
    const input = h('input', { id: `form-effect-${n}`, class: 'effect', type: 'text', list: 'form-names', autocomplete: 'off', spellcheck: 'false', oninput: (ev: Event) => suggest((ev.target as HTMLInputElement).value) });
    const controller = h('select', { id: `form-controller-${n}`, class: 'controller' });
    rows.append(h('li', {}, h('label', { for: input.id, class: 'block' }, `Effect ${n}: an ability, keyword, card or rule by name, or its text`), input, h('label', { for: controller.id }, ' used by '), controller));
    refreshPlayers();
    // Each effect starts as the next player's, the usual case of two players' effects meeting.
    const list = playerList();
    if (list.length) controller.value = list[(n - 1) % list.length]!;
  };
  addRow();
  addRow();
  players.addEventListener('input', refreshPlayers);
  const build = () => {
    const chain = rulesetChain(lib, game.value, [], { file: 'form' });
    const typed = Array.from(rows.querySelectorAll('li')).flatMap((li) => {
      const text = li.querySelector<HTMLInputElement>('input.effect')!.value.trim();
      const controller = li.querySelector<HTMLSelectElement>('select.controller')!.value;
      return text ? [{ text, controller }] : [];
    });
    const taken = new Set<string>();
    const effects = typed.map(({ text, controller }) => {
      const named = effectChoices(lib, chain, text).some((c) => 'name' in c.value && c.value.name === text);
      return { id: effectId(text, taken), ...(named ? { ability: text } : { text }), ...(controller ? { controller } : {}) };
    });
    const ids = effects.map((e) => e.id);
    const question = ask.value === 'who-picks' ? { ask: 'who-picks' as const, effect: ids[0] } : { ask: ask.value as 'conflict' | 'order', effects: ids };
    const situation: Partial<Situation> = { ruleset: game.value, players: playerList(), ...(active.value ? { active: active.value } : {}), effects, questions: [question] as Situation['questions'] };
    submit(stringify(situation, { lineWidth: 0 }));
  };
  refreshPlayers();
  return h(
    'form',
    { class: 'situation-form', 'aria-labelledby': 'form-h', onsubmit: (ev: Event) => (ev.preventDefault(), build()) },
    h('h2', { id: 'form-h' }, 'Describe it'),
    h('p', {}, h('label', { for: 'form-game', class: 'block' }, 'Game'), game),
    h('p', {}, h('label', { for: 'form-players', class: 'block' }, 'Players, in turn order'), players),
    h('p', {}, h('label', { for: 'form-active', class: 'block' }, 'Whose turn it is'), active),
    h('p', {}, h('label', { for: 'form-ask', class: 'block' }, 'Question'), ask),
    rows,
    names,
    h('p', {}, h('button', { type: 'button', onclick: addRow }, 'Add an effect'), ' ', h('button', { type: 'submit', id: 'form-resolve' }, 'Resolve this')),
  );
}
