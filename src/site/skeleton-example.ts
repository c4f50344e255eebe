/** The situation the resolver starts from when `qm site` got no example situations: a skeleton over the first loaded ruleset, to edit. */
import type { SiteExample } from './site-data.js';

/** A valid situation naming no game piece or ability (src/ knows no game): two effects of the first ruleset and an order question. */
export function skeletonExample(ruleset: string): SiteExample {
  return {
    name: `Skeleton to edit (${ruleset})`,
    text: `# A situation as qm resolve reads it: name the effects by ability, card or text, then ask.
ruleset: ${ruleset}
title: Two effects at the same time
players: [ana, ben]   # in turn order
active: ana           # whose turn it is
effects:
  - { id: first, kind: rule, controller: ana, text: "Replace with the first effect's text or name it with ability:" }
  - { id: second, kind: rule, controller: ben, text: "Replace with the second effect's text" }
questions:
  - { ask: order, effects: [first, second] }   # or { ask: conflict, effects: [...] }, { ask: who-picks, effect: first }
`,
  };
}
