/** A Java-style stack-trace line naming a situation file's line, the only place dorny/test-reporter's java-junit parser reads one. */
import { basename, dirname } from 'node:path';

/**
 * `at rulings.Situation.q1(speed-round.yaml:12)`: dorny matches `at <path>(<file name>:<line>)`, takes the path's parts
 * before the first capitalised one as folders, and annotates the tracked file whose last folders are those. dorny needs at
 * least one folder, so a file at the top of the repository is annotated only by the testcase's file and line attributes.
 */
export function stackLine(file: string, line: number, id: string): string {
  const folders = dirname(file.replaceAll('\\', '/')).split('/').filter((p) => p && p !== '.');
  const path = [...folders, 'Situation', id.replace(/[().\s]/g, '_')].join('.');
  return `at ${path}(${basename(file)}:${line})`;
}
