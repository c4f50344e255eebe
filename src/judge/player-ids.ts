/** Player ids from the names typed at the table: the letters kept as readable ASCII (Émile → Emile, Иван → Ivan), always a valid situation id. */
import transliterate from '@sindresorhus/transliterate';

/** A name as an id: transliterated to Latin letters, invisible characters dropped, anything else left turned into '-'. */
export function asciiId(name: string): string | undefined {
  const latin = transliterate(name.replace(/\p{Cf}/gu, '')).replace(/[^\x00-\x7f]/g, '-');
  const id = latin.replace(/[^\w.-]+/g, '-').replace(/^[^A-Za-z0-9]+/, '').replace(/-+$/, '');
  return id || undefined;
}

/** The ids for `names` in order; a name with no Latin letters or digits becomes `player-<n>`. */
export function playerIds(names: readonly string[]): string[] {
  return names.map((n, i) => asciiId(n) ?? `player-${i + 1}`);
}

/** Why a list of typed names cannot be the players (none given, or two that become the same id), or true. */
export function playerNamesProblem(text: string): true | string {
  const names = text.split(',').map((x) => x.trim()).filter(Boolean);
  if (!names.length) return 'name at least one player';
  const ids = playerIds(names);
  const twice = ids.find((id, i) => ids.indexOf(id) !== i);
  return twice ? `two players would both be '${twice}'; give each player a different name` : true;
}
