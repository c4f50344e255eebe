/** Human rendering of `qm search` hits: id, ruleset › section, title and a snippet with the matched words highlighted. */
import type { SearchHit } from '../../search/search.js';
import type { Snippet } from '../../search/snippet.js';
import { loadStyles, type Styles } from './styles.js';
import { outputWidth, wrap } from './wrap.js';

/** A snippet with its marked words styled. */
export function highlight(s: Snippet, mark: (t: string) => string): string {
  let out = '';
  let at = 0;
  for (const [a, b] of s.marks) {
    out += s.text.slice(at, a) + mark(s.text.slice(a, b));
    at = b;
  }
  return out + s.text.slice(at);
}

/** The hits, best first, one block each (colour only on a TTY). */
export async function renderHits(hits: SearchHit[], styles?: Styles): Promise<string> {
  const st = styles ?? (await loadStyles());
  const width = outputWidth();
  const out: string[] = [];
  hits.forEach((h, i) => {
    if (i) out.push('');
    out.push(`${st.bold(`${i + 1}. ${h.doc.title}`)}  ${st.dim(h.doc.id)}`);
    out.push(st.heading(wrap(`${h.doc.ruleset} › ${h.doc.section.join(' › ')}`, width, '     ', '   ')));
    out.push(wrap(highlight(h.snippet, st.mark), width, '   '));
  });
  return `${out.join('\n')}\n`;
}
