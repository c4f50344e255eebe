/** Text as the matcher reads it: folded words separated by single spaces, and names compared the same way. */
import { wordsOf } from '../rulesets/text.js';

export { wordsOf };

/** A name or kind as compared: folded, spaces and dashes alike. */
export function nameKey(name: string): string {
  return wordsOf(name);
}
