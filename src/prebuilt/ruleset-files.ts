/** The files of a ruleset folder in code-point order, skipping editors' leftovers with a warning instead of failing on them. */
import { lstatSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { displayPath } from '../rulesets/read-text.js';
import { byCodePoint } from '../rulesets/by-code-point.js';

export { byCodePoint };

/** Names editors leave behind: Emacs lock files (.#x) and autosaves (#x#), backups (x~), Vim swap files. */
function isEditorLeftover(name: string): boolean {
  return name.startsWith('.#') || name.endsWith('~') || (name.startsWith('#') && name.endsWith('#')) || /^\..*\.sw[a-p]$/.test(name);
}


/** One file below a ruleset folder: its path relative to the folder (with /) and its absolute path. */
export interface RulesetFile {
  rel: string;
  abs: string;
  /** What changes whenever the file's content may have: size, times (ctime cannot be set back), inode. */
  stamp: string;
  /** The later of its modification and change times. */
  changedMs: number;
}

/** Every regular file below `dir` (following symlinks that resolve), sorted; leftovers and dangling links go to `skipped`. */
export function rulesetFiles(dir: string, skipped: string[] = []): RulesetFile[] {
  const out: RulesetFile[] = [];
  const walk = (abs: string, rel: string, depth: number) => {
    for (const name of readdirSync(abs).sort(byCodePoint)) {
      const p = join(abs, name);
      const r = rel ? `${rel}/${name}` : name;
      if (isEditorLeftover(name)) {
        skipped.push(`${displayPath(p)} (an editor's leftover)`);
        continue;
      }
      let st;
      try {
        st = statSync(p);
      } catch {
        const link = (() => { try { return lstatSync(p).isSymbolicLink(); } catch { return false; } })();
        skipped.push(`${displayPath(p)} (${link ? 'a symbolic link to nothing' : 'unreadable'})`);
        continue;
      }
      if (st.isDirectory()) {
        if (depth < 8) walk(p, r, depth + 1);
      } else if (st.isFile()) out.push({ rel: r, abs: p, stamp: `${st.size}:${st.mtimeMs}:${st.ctimeMs}:${st.ino}:${st.dev}`, changedMs: Math.max(st.mtimeMs, st.ctimeMs) });
    }
  };
  walk(dir, '', 0);
  return out;
}
