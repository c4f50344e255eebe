/** Finds lookalike letters: a name that mixes Latin with Cyrillic, Greek or Armenian letters is almost always a slip or a trick. */

/** The scripts whose letters pass for one another. */
const scripts: [name: string, letter: RegExp][] = [
  ['Latin', /\p{Script=Latin}/u],
  ['Cyrillic', /\p{Script=Cyrillic}/u],
  ['Greek', /\p{Script=Greek}/u],
  ['Armenian', /\p{Script=Armenian}/u],
  ['Cherokee', /\p{Script=Cherokee}/u],
];

/** The script of a letter among the lookalike scripts, or undefined for any other character. */
function scriptOf(ch: string): string | undefined {
  for (const [name, re] of scripts) if (re.test(ch)) return name;
  return undefined;
}

/** What a mixed name contains: the first letter of a second script, its script and its 1-based position. */
export interface MixedScript {
  char: string;
  script: string;
  position: number;
  /** The script of the letters before it. */
  main: string;
}

/**
 * Characters that change how a name shows without showing themselves: bidi controls (which can reverse what a reader
 * sees, "Trojan Source") and zero-width ones (which make two names that look the same differ).
 */
const invisible = /[\u061C\u200B-\u200F\u202A-\u202E\u2060-\u2064\u2066-\u2069\uFEFF]/u;

/** `text` with every invisible character shown as <U+XXXX>, so a message never prints it raw. */
export function visible(text: string): string {
  return text.replace(new RegExp(invisible.source, 'gu'), (ch) => `<U+${ch.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}>`);
}

/** The first letter whose script differs from the first letter's, when the name mixes lookalike scripts; or its first invisible character. */
export function mixedScript(text: string): MixedScript | undefined {
  if (/^[\x00-\x7f]*$/.test(text)) return undefined;
  let main: string | undefined;
  let position = 0;
  for (const ch of text) {
    position++;
    if (invisible.test(ch)) return { char: ch, script: 'invisible', position, main: main ?? 'Latin' };
    const s = scriptOf(ch);
    if (!s) continue;
    if (!main) main = s;
    else if (s !== main) return { char: ch, script: s, position, main };
  }
  return undefined;
}

/** The words that flag a mixed name: "contains Cyrillic 'а' at 2 among Latin letters". */
export function describeMixed(m: MixedScript): string {
  const code = `U+${m.char.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`;
  if (m.script === 'invisible') return `contains the invisible character ${code} (a bidi control or zero-width character) at ${m.position}`;
  return `contains ${m.script} '${m.char}' (U+${m.char.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}) at ${m.position} among ${m.main} letters`;
}
