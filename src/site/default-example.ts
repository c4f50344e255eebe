/** The situation the resolver shows when no example situations were given to `qm site`: the README's, over pirates-csg. */
export const defaultExample = {
  name: 'Cancel against a crew’s ability (pirates-csg)',
  text: `ruleset: pirates-csg
title: Cancel against a crew's ability
players: [ana, ben]
active: ben
pieces:
  - { id: sultan, name: HMS Sultan, kind: ship, owner: ana }
  - { id: wasp, name: Wasp, kind: ship, owner: ben }
effects:
  - id: cancel
    ability: Cancel ability
    text: "Once per turn, cancel the ability of one crew or ship within S of this ship."
    kind: ability
    source: sultan
    targets: [wasp]
questions:
  - { ask: who-picks, effect: cancel }
`,
};
