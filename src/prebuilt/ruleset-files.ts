/** The files of a ruleset folder in code-point order, skipping editors' leftovers with a warning instead of failing on them. */
import { lstatSync, readdirSync, realpathSync, statSync, type Stats } from 'node:fs';
import { join, resolve, sep } from 'node:path';
import { listedOutside, realOrSelf } from './listed-outside.js';
import { displayPath } from '../input/read-text.js';
import { byCodePoint } from '../by-code-point.js';

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

/** Whether `p` is a symbolic link (false when it cannot be read at all). */
function isLink(p: string): boolean {
  try {
    return lstatSync(p).isSymbolicLink();
  } catch {
    return false;
  }
}

/** What changes whenever a file's content may have (size, times, inode; ctime cannot be set back), and when it last changed. */
export function statStamp(st: Stats): { stamp: string; changedMs: number } {
  return { stamp: `${st.size}:${st.mtimeMs}:${st.ctimeMs}:${st.ino}:${st.dev}`, changedMs: Math.max(st.mtimeMs, st.ctimeMs) };
}

/** The record of one file, with the stamp that any change to it changes. */
function fileRecord(rel: string, abs: string, st: Stats): RulesetFile {
  return { rel, abs, ...statStamp(st) };
}

/**
 * Every regular file below `dir`, sorted, then the files its manifest lists outside it (`files: [../shared/e.yaml]`), so
 * an edit there is seen too. Symbolic links are followed only inside the folder and never in circles (`ln -s . loop`);
 * leftovers, dangling links and links out of the folder go to `skipped`.
 */
export function rulesetFiles(dir: string, skipped: string[] = []): RulesetFile[] {
  const out: RulesetFile[] = [];
  const root = realOrSelf(dir);
  const inside = (real: string) => real === root || real.startsWith(root + sep);
  const seen = new Set([root]);
  // `real` is the folder's real path: a name that is not a link is real below it, so only links cost a realpath (once per
  // file, every command, before anything else runs).
  const walk = (abs: string, real: string, rel: string, depth: number) => {
    for (const name of readdirSync(abs).sort(byCodePoint)) {
      const p = join(abs, name);
      const r = rel ? `${rel}/${name}` : name;
      if (isEditorLeftover(name)) {
        skipped.push(`${displayPath(p)} (an editor's leftover)`);
        continue;
      }
      let st: Stats;
      let realPath: string;
      try {
        st = lstatSync(p);
        if (st.isSymbolicLink()) {
          st = statSync(p);
          realPath = realpathSync(p);
        } else realPath = join(real, name);
      } catch {
        skipped.push(`${displayPath(p)} (${isLink(p) ? 'a symbolic link to nothing' : 'unreadable'})`);
        continue;
      }
      if (!inside(realPath)) {
        skipped.push(`${displayPath(p)} (a symbolic link out of the folder)`);
        continue;
      }
      if (st.isDirectory()) {
        // A folder reached twice (a link to itself or an ancestor, or a second name for a sibling) is walked once.
        if (seen.has(realPath)) continue;
        seen.add(realPath);
        if (depth < 8) walk(p, realPath, r, depth + 1);
      } else if (st.isFile()) out.push(fileRecord(r, p, st));
    }
  };
  walk(dir, root, '', 0);
  for (const rel of listedOutside(dir, root)) {
    try {
      const abs = resolve(dir, rel);
      const st = statSync(abs);
      if (st.isFile()) out.push(fileRecord(rel, abs, st));
    } catch {
      // A listed file that is missing is the loader's error to report, with its position.
    }
  }
  return out;
}
