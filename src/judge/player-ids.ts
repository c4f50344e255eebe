/** Player ids from the names typed at the table: the letters kept as readable ASCII (Émile → Emile), always a valid situation id. */

/** Letters that Unicode does not decompose into a Latin letter and a mark. */
const spelled: Record<string, string> = { ß: 'ss', æ: 'ae', Æ: 'AE', œ: 'oe', Œ: 'OE', ø: 'o', Ø: 'O', đ: 'd', Đ: 'D', ł: 'l', Ł: 'L', þ: 'th', Þ: 'Th', ð: 'd', Ð: 'D', ı: 'i', ŋ: 'ng' };

/** A name as an id: accents dropped, other characters (invisible ones too) turned into '-', trimmed to start with a letter or digit. */
export function asciiId(name: string): string | undefined {
  const latin = name.normalize('NFKD').replace(/\p{M}+/gu, '').replace(/[^\x00-\x7f]/g, (ch) => spelled[ch] ?? (/\p{Cf}/u.test(ch) ? '' : '-'));
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
