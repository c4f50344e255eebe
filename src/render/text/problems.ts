/** Human rendering of lint findings: one line per problem, then a summary. */
import chalk from 'chalk';
import { formatPosition } from '../../errors.js';
import type { Findings } from '../../rulesets/problem.js';

/** `file:line:column  error  message  (rule)` lines and a closing count. */
export function renderFindings(findings: Findings, scope: string): string {
  const lines = [
    ...findings.errors.map((p) => `${formatPosition(p.where)}  ${chalk.red('error')}  ${p.message}  ${chalk.dim(`(${p.rule})`)}`),
    ...findings.warnings.map((p) => `${formatPosition(p.where)}  ${chalk.yellow('warning')}  ${p.message}  ${chalk.dim(`(${p.rule})`)}`),
  ];
  const count = `${findings.errors.length} error${findings.errors.length === 1 ? '' : 's'}, ${findings.warnings.length} warning${findings.warnings.length === 1 ? '' : 's'} in ${scope}`;
  lines.push(findings.errors.length ? chalk.red(count) : chalk.green(count));
  return `${lines.join('\n')}\n`;
}
