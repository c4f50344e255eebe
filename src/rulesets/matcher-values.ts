/** The values a directive's matchers list under one key (`entries`, `names`), at any depth. */

/** Every string listed under `key` in `node`, at any depth (sides, conditions, rungs, steps, `not`), its location left out. */
export function matcherValues(node: unknown, key: string, out: string[] = []): string[] {
  if (Array.isArray(node)) for (const x of node) matcherValues(x, key, out);
  else if (node && typeof node === 'object')
    for (const [k, v] of Object.entries(node)) {
      if (k === key && Array.isArray(v)) out.push(...v.filter((x): x is string => typeof x === 'string'));
      else if (k !== 'at') matcherValues(v, key, out);
    }
  return out;
}
