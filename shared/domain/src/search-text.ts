// When a text typed into search counts as a search.

export const SEARCH_MIN_LENGTH = 2;
/** The longest text the search call takes (longer is a 400, not a search). */
export const SEARCH_MAX_LENGTH = 200;

/** The trimmed search text, or null when it is too short or too long to search for. */
export function normaliseSearchText(raw: string | null | undefined): string | null {
  const text = (raw ?? '').trim().replace(/\s+/g, ' ');
  return text.length >= SEARCH_MIN_LENGTH && text.length <= SEARCH_MAX_LENGTH ? text : null;
}

// Cyrillic letters (Russian, Ukrainian, Romanian-in-Cyrillic) written the way shoppers type them in Latin.
const CYRILLIC_TO_LATIN: Record<string, string> = {
  а: 'a',
  б: 'b',
  в: 'v',
  г: 'g',
  ґ: 'g',
  д: 'd',
  е: 'e',
  ё: 'e',
  є: 'ie',
  ж: 'zh',
  з: 'z',
  и: 'i',
  і: 'i',
  ї: 'i',
  й: 'i',
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
  х: 'h',
  ц: 'ts',
  ч: 'ch',
  ш: 'sh',
  щ: 'sch',
  ъ: '',
  ы: 'y',
  ь: '',
  э: 'e',
  ю: 'iu',
  я: 'ia',
};

/**
 * Folds a text to lower-case Latin without diacritics, so 'Шампунь', 'shampun' and 'șampun'
 * meet in one spelling that trigram matching can compare.
 */
export function foldToLatin(text: string): string {
  const lower = text
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '');
  let out = '';
  for (const char of lower.normalize('NFC')) out += CYRILLIC_TO_LATIN[char] ?? char;
  return out.replace(/[^a-z0-9]+/g, ' ').trim();
}

/** Words of a query that count: later ones are ignored (as shop search engines do), which bounds a search's cost. */
export const SEARCH_MAX_WORDS = 10;

export interface SearchWord {
  /** The word as typed, lower case. */
  word: string;
  /** The word folded to Latin (foldToLatin, without the spaces it may leave), as the vocabulary keeps it. */
  folded: string;
  /** Where it stands in the text it came from. */
  start: number;
  end: number;
}

/**
 * The words of a search text, in order: runs of letters and digits, so 'usa-lemn' is two words, as
 * the database splits the texts it searches (search_text_words, migration 0028). Words that fold to
 * nothing (punctuation, other scripts) are left out.
 */
export function searchWords(text: string): SearchWord[] {
  const words: SearchWord[] = [];
  for (const match of text.matchAll(/[\p{L}\p{M}\p{N}]+/gu)) {
    if (words.length === SEARCH_MAX_WORDS) break;
    const folded = foldToLatin(match[0]).replaceAll(' ', '');
    if (folded)
      words.push({ word: match[0].toLowerCase(), folded, start: match.index, end: match.index + match[0].length });
  }
  return words;
}
