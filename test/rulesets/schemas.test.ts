/** The JSON Schemas editors read: an absolute $id each, and a description on every property, so a hover explains each key. */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../helpers/run-qm.js';

const dir = join(repoRoot, 'schemas');
const files = readdirSync(dir).filter((f) => f.endsWith('.schema.json'));

/** Every property of a schema, by where it sits, with its description. */
function properties(node: unknown, path = ''): { at: string; description?: string }[] {
  if (!node || typeof node !== 'object') return [];
  if (Array.isArray(node)) return node.flatMap((n) => properties(n, path));
  const n = node as { properties?: Record<string, { description?: string }> };
  const own = Object.entries(n.properties ?? {}).flatMap(([k, v]) => [{ at: `${path}.${k}`, description: v.description }, ...properties(v, `${path}.${k}`)]);
  const rest = Object.entries(n).filter(([k]) => k !== 'properties').flatMap(([k, v]) => properties(v, k === 'items' ? `${path}[]` : path));
  return [...own, ...rest];
}

describe('the JSON Schemas', () => {
  it('are all there', () => {
    expect(files.sort()).toEqual(['asked-file', 'directive-file', 'entry-file', 'lexicon', 'ruleset', 'situation', 'vocabulary'].map((f) => `${f}.schema.json`));
  });

  it('asked-file.schema.json, a map of entry ids, describes its keys and its values', () => {
    const schema = JSON.parse(readFileSync(join(dir, 'asked-file.schema.json'), 'utf8')) as Record<string, { description?: string }>;
    expect(schema.propertyNames?.description).toMatch(/entry id/);
    expect(schema.additionalProperties?.description).toMatch(/players/);
  });

  it.each(files)('%s has an absolute https $id naming its file', (file) => {
    const schema = JSON.parse(readFileSync(join(dir, file), 'utf8')) as { $id: string };
    expect(schema.$id).toMatch(new RegExp(`^https://[^ ]+/schemas/${file.replace(/\./g, '\\.')}$`));
  });

  it.each(files.filter((f) => f !== 'asked-file.schema.json'))('%s describes every property', (file) => {
    const all = properties(JSON.parse(readFileSync(join(dir, file), 'utf8')));
    expect(all.length).toBeGreaterThan(5);
    expect(all.filter((p) => !p.description?.trim()).map((p) => p.at)).toEqual([]);
  });
});
