/** Word-wrapping for an 80-column terminal (or the real width on a TTY). */
import { textWidth } from '../text-width.js';

/** The width to wrap to: the terminal's, capped at 100, or 80 when not a terminal. */
export function outputWidth(): number {
  const cols = process.stdout.isTTY ? process.stdout.columns : undefined;
  return Math.max(40, Math.min(cols ?? 80, 100));
}

/** Wraps `text` to `width` columns, every line prefixed by `indent` (the first by `first` if given). */
export function wrap(text: string, width: number, indent = '', first = indent): string {
  const lines: string[] = [];
  for (const para of text.split('\n')) {
    let line = lines.length === 0 ? first : indent;
    let empty = true;
    for (const word of para.split(/\s+/).filter(Boolean)) {
      // Measured in terminal columns (colour codes take none, wide characters two), not in UTF-16 units.
      const visible = textWidth(line + word);
      if (!empty && visible > width) {
        lines.push(line.trimEnd());
        line = indent;
      }
      line += `${word} `;
      empty = false;
    }
    lines.push(line.trimEnd());
  }
  return lines.join('\n');
}
