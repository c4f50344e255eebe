/** The one string order qm sorts by: Unicode code points, the same under every locale (so output is byte-identical under any LANG). */

/** Compares by Unicode code point (not UTF-16 unit, not the locale's collation). */
export function byCodePoint(a: string, b: string): number {
  const x = [...a];
  const y = [...b];
  for (let i = 0; i < Math.min(x.length, y.length); i++) {
    const d = x[i]!.codePointAt(0)! - y[i]!.codePointAt(0)!;
    if (d) return d;
  }
  return x.length - y.length;
}
