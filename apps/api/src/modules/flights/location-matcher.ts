/**
 * The city search behind /api/locations/, called on every keystroke. It forgives what people type:
 * case, accents and the letters of Kyrgyz, Kazakh and Turkish (ё/е, ң ө ү, ı İ ş ğ), a name in the
 * other script (Moskva, Стамбул → Istanbul), the wrong keyboard layout (vjcrdf → москва,
 * ьщылмф → moskva), codes (FRU, UCFM), other names (Питер, Фрунзе) and typos (Бишкик, Almata).
 *
 * Matches rank by how sure they are: exact code > name (exact, then prefix) > other name >
 * transliteration (a whole code in the other layout just before its prefixes) > keyboard layout >
 * typo; popular destinations first among equals, then the agency's network before the world's other
 * places (`standing`). The world's places are indexed by a matcher of their own (catalog.ts).
 *
 * Everything a city can be called is normalised once, when the catalog loads, into maps from every
 * prefix to the cities it starts: a query is a handful of map look-ups, and only the typo pass walks
 * the (deduplicated) name keys, with a bounded edit distance that gives up early.
 */

export interface MatchableCity {
  code: string;
  /** Rank among popular destinations (1 = first), null when not one. */
  popular: number | null;
  /** City, airport and alias codes (BSZ, FRU, UCFM, КПЖ). */
  codes: readonly string[];
  /** Official city and airport names in every language. */
  names: readonly string[];
  /** Other names people use (Питер, Frunze). */
  aliases: readonly string[];
  /** Among equal matches, lower comes first after the popular destinations (the agency's network is 0). */
  standing?: number;
}

/** How a city matched; higher is surer. Within a kind an exact match beats a prefix. */
const SCORE = {
  code: 1000,
  nameExact: 900,
  name: 850,
  aliasExact: 800,
  alias: 750,
  translitExact: 700,
  translit: 650,
  /** A code typed in the other layout (иыя → BSZ): a whole code, surer than the start of a transliterated name. */
  layoutCode: 660,
  layoutExact: 600,
  layout: 550,
  /** Minus 50 per edit. */
  fuzzy: 500,
} as const;
/** A match at the start of the whole name ('санкт…') outranks one at a later word ('…петербург'). */
const WHOLE_NAME_BONUS = 10;

// ── Normalising ───────────────────────────────────────────────────────────────────────────────

/** Letters that have no decomposition to a base letter, folded to the one people type instead. */
const FOLDED: Record<string, string> = {
  ı: 'i', // Turkish dotless i (İ lowercases to i + a combining dot, removed with the other marks)
  ң: 'н',
  ө: 'о',
  ү: 'у', // Kyrgyz
  ә: 'а',
  ғ: 'г',
  қ: 'к',
  ұ: 'у',
  һ: 'х',
  і: 'и', // Kazakh
  ß: 'ss',
  ø: 'o',
  æ: 'ae',
  œ: 'oe',
  ł: 'l',
  đ: 'd',
};
const COMBINING_MARKS = /\p{M}/gu;
const LETTER_OR_DIGIT = /^[\p{L}\p{N}]$/u;
const SEPARATOR = ' ';
/** Character → what it folds to ('' for a mark, SEPARATOR for anything not a letter or digit); filled as characters are met. */
const foldedChars = new Map<string, string>();

function foldChar(char: string): string {
  let folded = foldedChars.get(char);
  if (folded === undefined) {
    folded = '';
    for (const part of char.toLowerCase().normalize('NFKD').replace(COMBINING_MARKS, '')) {
      const letter = FOLDED[part] ?? part;
      folded += LETTER_OR_DIGIT.test(part) ? letter : SEPARATOR;
    }
    if (foldedChars.size < 10_000) foldedChars.set(char, folded);
  }
  return folded;
}

/**
 * Lowercase, no accents or marks (ё → е, ş → s, й → и), Kyrgyz, Kazakh and Turkish letters folded,
 * anything else a space. Character by character through a cache: this runs on every keystroke.
 */
function foldLetters(text: string): string {
  let out = '';
  for (const char of text) out += foldChar(char);
  return out;
}

/** The comparable form of a name or a query: folded letters and digits only ('Санкт-Петербург' → 'санктпетербург'). */
export function normalizeName(text: string): string {
  let out = '';
  for (const char of text) {
    const folded = foldChar(char);
    if (folded !== SEPARATOR) out += folded;
  }
  return out.includes(SEPARATOR) ? out.replaceAll(SEPARATOR, '') : out;
}

/** Every word-start of a name, each to its end: 'Abu Dhabi' → ['abudhabi', 'dhabi']. The first is the whole name. */
function wordSuffixes(text: string): string[] {
  const words = foldLetters(text).split(SEPARATOR).filter(Boolean);
  return words.map((_, i) => words.slice(i).join(''));
}

// ── Transliteration ───────────────────────────────────────────────────────────────────────────

/**
 * Cyrillic and Latin meet in one rough Latin spelling: Москва and Moskva are both 'moskva',
 * Ташкент and Tashkent 'taskent', Бишкек, Bishkek and Bişkek 'biskek'. Sounds that languages
 * spell differently merge (zh/j, kh/h, ts/c, ch/ç/c, sh/ş/s, y/i), doubled letters collapse.
 */
const CYRILLIC_TO_LATIN: Record<string, string> = {
  а: 'a',
  б: 'b',
  в: 'v',
  г: 'g',
  д: 'd',
  е: 'e',
  ж: 'zh',
  з: 'z',
  и: 'i',
  к: 'k',
  л: 'l',
  м: 'm',
  н: 'n',
  о: 'o',
  п: 'p',
  р: 'r',
  с: 's',
  т: 't',
  у: 'u',
  ф: 'f',
  х: 'kh',
  ц: 'ts',
  ч: 'ch',
  ш: 'sh',
  щ: 'shch',
  ъ: '',
  ы: 'y',
  ь: '',
  э: 'e',
  ю: 'yu',
  я: 'ya',
  ў: 'u',
  ј: 'j',
};
/** Latin spellings of one sound, longest first: what each becomes. */
const LATIN_MERGES: ReadonlyArray<readonly [string, string]> = [
  ['shch', 's'],
  ['sch', 's'],
  ['dzh', 'j'],
  ['dj', 'j'],
  ['zh', 'j'],
  ['kh', 'h'],
  ['ts', 'c'],
  ['tz', 'c'],
  ['ch', 'c'],
  ['sh', 's'],
  ['ph', 'f'],
  ['x', 'ks'],
  ['w', 'v'],
  ['q', 'k'],
  ['y', 'i'],
];

/** The cross-script key of a normalised name: one pass, merging sounds and collapsing doubled letters. */
export function transliterate(normalized: string): string {
  let latin = '';
  for (const char of normalized) latin += CYRILLIC_TO_LATIN[char] ?? char;
  let out = '';
  for (let i = 0; i < latin.length;) {
    let replacement = latin[i]!;
    let length = 1;
    for (const [spelling, merged] of LATIN_MERGES) {
      if (latin.startsWith(spelling, i)) {
        [replacement, length] = [merged, spelling.length];
        break;
      }
    }
    for (const char of replacement) if (out[out.length - 1] !== char) out += char;
    i += length;
  }
  // Yekaterinburg / Екатеринбург
  return out.startsWith('ie') ? out.slice(1) : out;
}

// ── Keyboard layouts ──────────────────────────────────────────────────────────────────────────

/** The same keys on QWERTY and ЙЦУКЕН (unshifted; the query is lowercased first). */
const QWERTY = "`qwertyuiop[]asdfghjkl;'zxcvbnm,./";
const JCUKEN = 'ёйцукенгшщзхъфывапролджэячсмитьбю.';
const LAYOUT_SWAP = new Map<string, string>();
for (let i = 0; i < QWERTY.length; i += 1) {
  const [latin, cyrillic] = [QWERTY[i]!, JCUKEN[i]!];
  if (latin !== cyrillic) {
    LAYOUT_SWAP.set(latin, cyrillic);
    LAYOUT_SWAP.set(cyrillic, latin);
  }
}

/** What was meant when typed in the other layout: 'vjcrdf' → 'москва', 'ьщылмф' → 'moskva'; null when nothing swaps. */
export function swapKeyboardLayout(text: string): string | null {
  let swapped = '';
  let changed = false;
  for (const char of text.toLowerCase()) {
    const other = LAYOUT_SWAP.get(char);
    if (other !== undefined) changed = true;
    swapped += other ?? char;
  }
  return changed ? swapped : null;
}

// ── Typos ─────────────────────────────────────────────────────────────────────────────────────

/** Edits a query of this many letters may contain: none up to 3 letters, then one per 3–4. */
export function typoAllowance(length: number): number {
  if (length <= 3) return 0;
  if (length <= 5) return 1;
  if (length <= 9) return 2;
  return 3;
}

/**
 * The fewest edits (insert, delete, substitute, swap two neighbours: optimal string alignment)
 * turning `query` into some prefix of `term`, or max + 1 once it cannot be max or less.
 * `rows` are three scratch rows of at least term.length + 1 cells.
 */
function prefixEditDistance(
  query: string,
  term: string,
  max: number,
  rows: [Int32Array, Int32Array, Int32Array],
): number {
  const [m, n] = [query.length, Math.min(term.length, query.length + max)];
  let [beforePrevious, previous, current] = rows;
  for (let j = 0; j <= n; j += 1) previous[j] = j;
  for (let i = 1; i <= m; i += 1) {
    current[0] = i;
    let rowMin = i;
    const q = query.charCodeAt(i - 1);
    for (let j = 1; j <= n; j += 1) {
      const t = term.charCodeAt(j - 1);
      let cost = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (q === t ? 0 : 1));
      if (i > 1 && j > 1 && q === term.charCodeAt(j - 2) && query.charCodeAt(i - 2) === t)
        cost = Math.min(cost, beforePrevious[j - 2]! + 1);
      current[j] = cost;
      if (cost < rowMin) rowMin = cost;
    }
    if (rowMin > max) return max + 1;
    [beforePrevious, previous, current] = [previous, current, beforePrevious];
  }
  // The query is used up; the rest of the term is what is not typed yet.
  let best = max + 1;
  for (let j = Math.max(0, m - max); j <= n; j += 1) best = Math.min(best, previous[j]!);
  return best;
}

// ── The index ─────────────────────────────────────────────────────────────────────────────────

/** Prefix → city index → best score of a key starting with it. */
type PrefixIndex = Map<string, Map<number, number>>;

function addKey(index: PrefixIndex, key: string, city: number, exactScore: number, prefixScore: number): void {
  for (let end = 1; end <= key.length; end += 1) {
    const prefix = key.slice(0, end);
    const score = end === key.length ? exactScore : prefixScore;
    let cities = index.get(prefix);
    if (!cities) index.set(prefix, (cities = new Map()));
    if ((cities.get(city) ?? 0) < score) cities.set(city, score);
  }
}

/** The keys of a name: every word-start, the whole name scoring a little higher. */
function addName(
  index: PrefixIndex,
  name: string,
  city: number,
  exactScore: number,
  prefixScore: number,
  keyOf: (normalized: string) => string,
): void {
  wordSuffixes(name).forEach((suffix, i) => {
    const bonus = i === 0 ? WHOLE_NAME_BONUS : 0;
    const key = keyOf(suffix);
    if (key) addKey(index, key, city, exactScore + bonus, prefixScore + bonus);
  });
}

const identity = (text: string) => text;

export class LocationMatcher<C extends MatchableCity> {
  private readonly codes = new Map<string, number[]>();
  private readonly names: PrefixIndex = new Map();
  private readonly aliases: PrefixIndex = new Map();
  private readonly translits: PrefixIndex = new Map();
  /** Distinct transliterated keys and the cities they name, for the typo pass. */
  private readonly typoKeys: Array<{ key: string; cities: number[] }> = [];
  private readonly rows: [Int32Array, Int32Array, Int32Array];

  constructor(private readonly cities: readonly C[]) {
    const typoKeys = new Map<string, Set<number>>();
    cities.forEach((city, i) => {
      for (const code of city.codes) {
        const key = normalizeName(code);
        const list = this.codes.get(key) ?? [];
        if (!list.includes(i)) list.push(i);
        this.codes.set(key, list);
      }
      for (const name of city.names) addName(this.names, name, i, SCORE.nameExact, SCORE.name, identity);
      for (const alias of city.aliases) addName(this.aliases, alias, i, SCORE.aliasExact, SCORE.alias, identity);
      for (const name of [...city.names, ...city.aliases]) {
        addName(this.translits, name, i, SCORE.translitExact, SCORE.translit, transliterate);
        for (const suffix of wordSuffixes(name)) {
          const key = transliterate(suffix);
          if (key.length > 1) typoKeys.set(key, (typoKeys.get(key) ?? new Set()).add(i));
        }
      }
    });
    for (const [key, set] of typoKeys) this.typoKeys.push({ key, cities: [...set] });
    const longest = Math.max(1, ...this.typoKeys.map((t) => t.key.length));
    this.rows = [new Int32Array(longest + 1), new Int32Array(longest + 1), new Int32Array(longest + 1)];
  }

  /** The best `limit` cities for what was typed, surest first; popular destinations for an empty query. */
  find(query: string, limit = 10): C[] {
    if (!normalizeName(query)) return this.popular(limit);
    return this.findScored(query, limit).map((match) => match.city);
  }

  /**
   * The best `limit` cities for what was typed with how sure each is, surest first (for joining the
   * answers of two matchers: `compareMatches`); nothing for an empty query.
   * `withTypos: false` leaves the typo pass out (another matcher found the query as typed).
   */
  findScored(query: string, limit = 10, withTypos = true): Array<ScoredCity<C>> {
    const normalized = normalizeName(query);
    if (!normalized) return [];

    const scores = new Map<number, number>();
    const raise = (city: number, score: number) => {
      if ((scores.get(city) ?? 0) < score) scores.set(city, score);
    };
    const lookUp = (index: PrefixIndex, key: string) => {
      for (const [city, score] of index.get(key) ?? []) raise(city, score);
    };

    for (const city of this.codes.get(normalized) ?? []) raise(city, SCORE.code);
    lookUp(this.names, normalized);
    lookUp(this.aliases, normalized);
    const translit = transliterate(normalized);
    lookUp(this.translits, translit);

    // Typed in the other layout: whatever that finds ranks below everything typed as meant.
    const swapped = swapKeyboardLayout(query);
    const swappedName = swapped ? normalizeName(swapped) : '';
    const swappedTranslit = swappedName ? transliterate(swappedName) : '';
    if (swappedName && swappedName !== normalized && swappedName.length >= 2) {
      for (const city of this.codes.get(swappedName) ?? []) raise(city, SCORE.layoutCode);
      for (const index of [this.names, this.aliases, this.translits]) {
        for (const [city, score] of index.get(index === this.translits ? swappedTranslit : swappedName) ?? []) {
          raise(city, isExact(score) ? SCORE.layoutExact : SCORE.layout);
        }
      }
    }

    // Typos only when nothing was found as typed (a layout guess does not count): a prefix that
    // matches one city must not bring in near-misses of others. Only the nearest misses are kept.
    if (withTypos && ![...scores.values()].some((score) => score >= SCORE.translit)) {
      const found = this.addTypos(translit, raise);
      if (!found && scores.size === 0 && swappedTranslit && swappedTranslit !== translit)
        this.addTypos(swappedTranslit, raise);
    }

    return [...scores]
      .sort(([a, scoreA], [b, scoreB]) => scoreB - scoreA || this.byPopularity(a, b))
      .slice(0, limit)
      .map(([city, score]) => ({ city: this.cities[city]!, score }));
  }

  /** Raises the cities nearest to `key` within its typo allowance; whether there were any. */
  private addTypos(key: string, raise: (city: number, score: number) => void): boolean {
    const max = typoAllowance(key.length);
    if (max === 0) return false;
    let nearest = max + 1;
    let nearestCities: number[] = [];
    for (const { key: term, cities } of this.typoKeys) {
      if (term.length < key.length - max) continue;
      const distance = prefixEditDistance(key, term, Math.min(max, nearest), this.rows);
      if (distance < nearest) [nearest, nearestCities] = [distance, [...cities]];
      else if (distance === nearest) nearestCities.push(...cities);
    }
    if (nearest > max) return false;
    for (const city of nearestCities) raise(city, SCORE.fuzzy - 50 * nearest);
    return true;
  }

  private popular(limit: number): C[] {
    return this.cities
      .map((_, i) => i)
      .filter((i) => this.cities[i]!.popular !== null)
      .sort((a, b) => this.byPopularity(a, b))
      .slice(0, limit)
      .map((i) => this.cities[i]!);
  }

  private byPopularity(a: number, b: number): number {
    return byPopularity(this.cities[a]!, this.cities[b]!);
  }
}

export interface ScoredCity<C> {
  city: C;
  score: number;
}

function byPopularity(cityA: MatchableCity, cityB: MatchableCity): number {
  return (
    (cityA.popular ?? Infinity) - (cityB.popular ?? Infinity) ||
    (cityA.standing ?? 0) - (cityB.standing ?? 0) ||
    cityA.code.localeCompare(cityB.code)
  );
}

/** Surer first, then popular destinations, then by standing: the order of one matcher's answers. */
export function compareMatches(a: ScoredCity<MatchableCity>, b: ScoredCity<MatchableCity>): number {
  return b.score - a.score || byPopularity(a.city, b.city);
}

/** Whether a match was found as typed (not only as a typo): then typos of other places are left out. */
export function isFoundAsTyped(match: ScoredCity<MatchableCity>): boolean {
  return match.score >= SCORE.translit;
}

/** Whether a match is only a typo's. */
export function isTypo(match: ScoredCity<MatchableCity>): boolean {
  return match.score <= SCORE.fuzzy;
}

const EXACT_SCORES = new Set<number>(
  [SCORE.nameExact, SCORE.aliasExact, SCORE.translitExact].flatMap((s) => [s, s + WHOLE_NAME_BONUS]),
);
function isExact(score: number): boolean {
  return EXACT_SCORES.has(score);
}
