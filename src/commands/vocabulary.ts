/** `qm vocabulary [ruleset]`: the effect kinds, facts and roles a ruleset's directives use, merged along `extends`. */
import { loadLibrary, type LibraryOptions } from '../rulesets/library.js';
import { rulesetChain } from '../resolve/knowledge.js';
import { chainVocabulary } from '../read/vocabulary.js';

/** Options of `qm vocabulary`. */
export interface VocabularyOptions extends LibraryOptions {
  json?: boolean | undefined;
}

/** Prints the vocabulary of one ruleset (with what it extends), or of every loaded ruleset. */
export async function vocabulary(ruleset: string | undefined, options: VocabularyOptions): Promise<number> {
  const lib = await loadLibrary(options);
  const ids = ruleset ? [ruleset] : lib.rulesets.map((r) => r.id);
  const all = ids.map((id) => {
    const chain = rulesetChain(lib, id, [], { file: '<command line>' });
    const v = chainVocabulary(lib, chain);
    return {
      ruleset: id,
      chain,
      defaultKind: v.defaultKind,
      kinds: [...v.kinds.values()],
      facts: [...v.facts.values()],
      roles: [...v.roles.values()],
      precedence: v.precedence,
    };
  });
  if (options.json) {
    const { json } = await import('../render/json.js');
    process.stdout.write(json({ vocabularies: all }));
  } else {
    const { renderVocabulary } = await import('../render/text/vocabulary.js');
    process.stdout.write(all.map(renderVocabulary).join('\n'));
  }
  return 0;
}
