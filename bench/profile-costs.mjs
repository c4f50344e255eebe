// Sums a V8 CPU profile into named costs: each sample goes to the first group (in the order below) that a frame of its
// stack belongs to, so nested costs are not counted twice; the rest is "other".

/** Cost groups: a name and a test on a frame (function name and script URL). */
const GROUPS = [
  ['garbage collection', (f) => f.functionName === '(garbage collector)'],
  ['rendering', (f) => /render|answers/.test(f.url) && /render/i.test(f.functionName)],
  ['deciding (resolve)', (f) => ['decide', 'ask'].includes(f.functionName)],
  ['search index load', (f) => ['readSearchIndexIn', 'readPrebuiltSearchIndex', 'restoreIndex'].includes(f.functionName)],
  ['reading effects (recognise)', (f) => f.functionName === 'recognise'],
  ['searching', (f) => f.functionName === 'search' || f.functionName === 'searchCommand'],
  ['library load', (f) => ['loadLibrary', 'readSnapshotIn', 'makeLibrary'].includes(f.functionName)],
  ['show index load', (f) => /show/i.test(f.functionName) && /index/i.test(f.functionName)],
  ['recognition index load', (f) => f.functionName === 'useRecognitionIndex'],
  ['start-up digest', (f) => ['digestFolders', 'builtinDigest'].includes(f.functionName)],
  ['reading the situation (YAML, schema)', (f) => ['readSituations', 'parseSituation'].includes(f.functionName)],
  ['loading modules', (f) => /node:internal\/modules\/esm|compileSourceTextModule/.test(`${f.url} ${f.functionName}`) || (f.functionName === '' && f.url.includes('/dist/'))],
  ['node start-up and idle', (f) => ['(program)', '(idle)'].includes(f.functionName) || f.url.startsWith('node:internal/bootstrap')],
];

/** Total sampled milliseconds, milliseconds by group (largest first), and the top ten functions by self time. */
export function costsOf(profile) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const groups = new Map();
  const self = new Map();
  let total = 0;
  profile.samples.forEach((id, i) => {
    const ms = (profile.timeDeltas[i] ?? 0) / 1000;
    total += ms;
    const leaf = byId.get(id).callFrame;
    const fn = `${leaf.functionName || '(top level)'} ${leaf.url.replace(/.*\//, '')}`;
    self.set(fn, (self.get(fn) ?? 0) + ms);
    const frames = [];
    for (let cur = id; cur !== undefined; cur = parent.get(cur)) frames.push(byId.get(cur).callFrame);
    const group = GROUPS.find(([, test]) => frames.some(test))?.[0] ?? 'other';
    groups.set(group, (groups.get(group) ?? 0) + ms);
  });
  return { total, groups: [...groups].sort((a, b) => b[1] - a[1]), top: [...self].sort((a, b) => b[1] - a[1]).slice(0, 10) };
}
