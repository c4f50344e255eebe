/** Human rendering of `qm search` hits: title, id, where it sits, a snippet with the matched words highlighted. */
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

/** "A", "A and B", "A, B and C". */
const andList = (xs: readonly string[]) => (xs.length < 2 ? xs.join('') : `${xs.slice(0, -1).join(', ')} and ${xs[xs.length - 1]}`);

/** The hits, best first, one block each (colour only on a TTY): a child shows the entry it sits under, a topic's extra hits are listed by id. */
export async function renderHits(hits: SearchHit[], styles?: Styles): Promise<string> {
  const st = styles ?? (await loadStyles());
  const width = outputWidth();
  const out: string[] = [];
  hits.forEach((h, i) => {
    if (i) out.push('');
    const title = `${i + 1}. ${h.doc.title}`;
    out.push(title.length + 2 + h.doc.id.length <= width ? `${st.bold(title)}  ${st.dim(h.doc.id)}` : `${st.bold(title)}\n   ${st.dim(h.doc.id)}`);
    out.push(st.heading(wrap(`${h.doc.ruleset} › ${h.doc.section.join(' › ')}`, width, '     ', '   ')));
    if (h.under) {
      out.push(st.dim(wrap(`under ${h.under.title} (${h.under.id})`, width, '     ', '   ')));
      if (h.under.text) out.push(st.dim(wrap(h.under.text, width, '     ', '   ')));
    }
    if (h.about) out.push(st.dim(wrap(`about ${andList(h.about)}`, width, '     ', '   ')));
    out.push(wrap(highlight(h.snippet, st.mark), width, '   '));
    if (h.also.length) out.push(st.dim(wrap(`+ ${h.also.length} more from the same topic or with the same text: ${h.also.map((a) => a.id).join(', ')}`, width, '     ', '   ')));
  });
  return `${out.join('\n')}\n`;
}
