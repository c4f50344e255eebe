/**
 * A set of side positions below a known bound, as bits: every effect makes one per gate index it is asked against (a
 * few dozen positions of hundreds), and a `Set` of them was the largest allocation of a conflict's pairs.
 */

/** Bits per word: 30, so that every word stays a small integer. */
const per = 30;

/** Positions `0 <= i < bound`, held as bits. */
export class SideSet {
  private readonly words: number[];

  constructor(bound: number) {
    // Sized at once (pushing word by word grew the array again and again).
    this.words = new Array<number>(Math.ceil(bound / per)).fill(0);
  }

  /** Adds position `i` (below the bound). */
  add(i: number): void {
    this.words[(i / per) | 0]! |= 1 << i % per;
  }

  /** Adds every position `other` (made for the same bound) holds. */
  addSet(other: SideSet): void {
    for (let k = 0; k < this.words.length; k++) this.words[k]! |= other.words[k] ?? 0;
  }

  /** Whether position `i` is held. */
  has(i: number): boolean {
    const w = this.words[(i / per) | 0];
    return w !== undefined && ((w >> i % per) & 1) === 1;
  }

  /** The positions held, ascending. */
  list(): number[] {
    return bitsOf(this.words, this.words, []);
  }

  /** The positions held by both `this` and `other` (made for the same bound), ascending. */
  both(other: SideSet): number[] {
    return bitsOf(this.words, other.words, []);
  }
}

/** Appends to `out` the positions whose bit is set in both `a` and `b`, ascending. */
function bitsOf(a: readonly number[], b: readonly number[], out: number[]): number[] {
  for (let k = 0; k < a.length; k++) {
    for (let w = a[k]! & (b[k] ?? 0); w !== 0; w &= w - 1) out.push(k * per + 31 - Math.clz32(w & -w));
  }
  return out;
}
