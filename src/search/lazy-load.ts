/**
 * Loads MiniSearch's serialised index without re-inserting its terms: the radix tree is stored as built, and each
 * term's postings are converted on first use, not all at start.
 */
import MiniSearch, { type AsPlainObject, type Options } from 'minisearch';
import { LazyPostings } from './lazy-postings.js';

/** A node of MiniSearch's radix tree: key parts to child nodes, and '' (its leaf key) to a term's postings. */
type TreeNode = Map<string, TreeNode | Map<number, Map<number, number>>>;

/** A tree node as stored: alternating keys and values, a value being a child node or (under '') the number of a term's postings. */
export type StoredNode = (string | number | StoredNode)[];

/** MiniSearch's radix tree, reached through its private fields (checked before use; loadJS is the fallback). */
interface SearchableMapInternals {
  _tree?: TreeNode;
  _size?: number | undefined;
  _prefix?: string;
}

/** The tree as stored, each term's postings appended to `postings` as a JSON string (one string per term parses far faster than thousands of small objects). */
function storedNode(node: TreeNode, postings: string[]): StoredNode {
  const out: StoredNode = [];
  for (const [key, value] of node) {
    if (key !== '') out.push(key, storedNode(value as TreeNode, postings));
    else out.push(key, postings.push(JSON.stringify(Object.fromEntries([...value].map(([f, docs]) => [f, Object.fromEntries(docs as Map<number, number>)])))) - 1);
  }
  return out;
}

/** The tree back from its stored form, its postings left serialised until a search reaches them. */
function treeOf(stored: StoredNode, postingsOf: (n: number) => string): TreeNode {
  const node: TreeNode = new Map();
  for (let i = 0; i < stored.length; i += 2) {
    const key = stored[i] as string;
    const value = stored[i + 1]!;
    node.set(key, key === '' ? new LazyPostings(postingsOf, value as number) : treeOf(value as StoredNode, postingsOf));
  }
  return node;
}

/** What the prebuilt index keeps of MiniSearch: its plain object without the term list, the term tree as built and each
 * term's postings (which the prebuilt files keep in a file of their own); or, when MiniSearch's internals are not the
 * ones this reads, its plain object whole. */
export interface StoredMiniSearch {
  js: AsPlainObject;
  tree?: StoredNode;
  /** How many terms the tree holds (one postings line each). */
  terms?: number;
  postings?: string[];
}

/** MiniSearch's index in its stored form. */
export function storeMiniSearch<T>(mini: MiniSearch<T>): StoredMiniSearch {
  const tree = (mini as unknown as { _index?: SearchableMapInternals })._index?._tree;
  const js = mini.toJSON();
  if (!(tree instanceof Map) || js.serializationVersion !== 2) return { js };
  const postings: string[] = [];
  const stored = storedNode(tree, postings);
  return { js: { ...js, index: [] }, tree: stored, terms: postings.length, postings };
}

/** Like `MiniSearch.loadJS`, but the term tree is taken as stored, and postings (from `stored`, else `postingsOf`) are
 * converted only when a search reaches their term. */
export function loadLazily<T>(stored: StoredMiniSearch, options: Options<T>, postingsOf?: (n: number) => string): MiniSearch<T> {
  if (!stored.tree) return MiniSearch.loadJS<T>(stored.js, options);
  const inline = stored.postings;
  const read = inline ? (n: number) => inline[n]! : postingsOf;
  if (!read) throw new Error('the index has no postings');
  const mini = MiniSearch.loadJS<T>({ ...stored.js, index: [] }, options);
  const map = (mini as unknown as { _index?: SearchableMapInternals })._index;
  if (!(map?._tree instanceof Map) || map._prefix !== '') throw new Error('MiniSearch keeps its terms differently than this index was built for');
  map._tree = treeOf(stored.tree, read);
  map._size = undefined;
  return mini;
}
