/** Human rendering of `qm rulesets`. */
import chalk from 'chalk';
import type { RulesetInfo } from '../../rulesets/entry.js';
import { outputWidth, wrap } from './wrap.js';

/** One block per ruleset: id and title, game, sources with edition, entry count. */
export function renderRulesets(rulesets: RulesetInfo[]): string {
  const width = outputWidth();
  const blocks = rulesets.map((r) => {
    const lines = [`${chalk.bold(r.id)}  ${r.title}${r.builtin ? '' : chalk.dim('  (extra)')}`];
    lines.push(wrap(`game: ${r.game}${r.base ? ` (${r.base.relation} ${r.base.game})` : ''}${r.extends ? `; extends ${r.extends}` : ''}`, width, '    ', '  '));
    for (const s of r.sources) lines.push(wrap(`source: ${s.title}${s.edition ? `, ${s.edition}` : ''}${s.date ? `, ${s.date}` : ''}`, width, '    ', '  '));
    lines.push(`  entries: ${r.entryCount}`);
    return lines.join('\n');
  });
  return `${blocks.join('\n\n')}\n`;
}
