// The spelling half of the search statement: each query word read against the shop's vocabulary
// (migration 0029) and turned into the full-text query the search runs. A known word (once folded
// to Latin, so 'shampun' finds 'шампунь') stands for its spellings; an unknown one for the nearest
// known word within its typo budget; the last word, which the shopper may still be typing, also for
// the most used words it begins. A few indexed lookups, so an exact search barely pays for them.
import { sql, type SQL } from 'drizzle-orm';

import type { SearchWord } from '@vitrina/domain';

/** Completions of the word being typed that join the query: the most used ones. */
const COMPLETIONS = 8;

/**
 * CTEs ending in `spelled` (one row: `query`, the tsquery to search with, and `words`, the spelling
 * each query word was read as, for the answer) for a shop, a language and its text search config.
 */
export function spellingCtes(siteId: number, lang: string, config: string, words: SearchWord[]): SQL {
  const mine = (alias: string) => sql`${sql.raw(alias)}.site_id = ${siteId} AND ${sql.raw(alias)}.lang = ${lang}`;
  // The most used words that begin with (and are longer than) a folded word: a range in byte order.
  const completing = (from: SQL, folded: SQL) => sql`
      SELECT t.n, c.word FROM ${from} CROSS JOIN LATERAL (
          SELECT v.word FROM search_vocabulary v
           WHERE ${mine('v')} AND v.folded > ${folded} AND v.folded < ${folded} || '{'
           ORDER BY v.frequency DESC, v.word LIMIT ${COMPLETIONS}) c`;
  // Arrays as one parameter each, so the statement's text is the same for any number of words.
  const typed = sql.param(words.map((w) => w.word));
  const folded = sql.param(words.map((w) => w.folded));
  return sql`typed AS MATERIALIZED (
      SELECT t.n::integer AS n, t.word, t.folded COLLATE "C" AS folded, search_typo_budget(t.folded) AS budget,
             t.n = cardinality(${folded}::text[]) AS last
        FROM unnest(${typed}::text[], ${folded}::text[]) WITH ORDINALITY AS t(word, folded, n)),
    known AS MATERIALIZED (
      SELECT t.n, v.word, v.frequency, v.word = t.word AS as_typed
        FROM typed t JOIN search_vocabulary v ON ${mine('v')} AND v.folded = t.folded),
    completions AS MATERIALIZED (${completing(sql`typed t`, sql`t.folded`)}
       -- One letter alone is too little to begin a search with, but after a word ('boxă p') it narrows it.
       WHERE t.last AND (length(t.folded) >= 2 OR t.n > 1)),
    -- Words the vocabulary lacks (and no known word begins), with their spellings less 1-2 letters.
    unknown AS MATERIALIZED (
      SELECT t.n, t.folded, t.budget, search_deletions(t.folded, t.budget) AS spellings FROM typed t
       WHERE t.budget > 0 AND NOT EXISTS (SELECT 1 FROM known k WHERE k.n = t.n)
         AND NOT EXISTS (SELECT 1 FROM completions c WHERE c.n = t.n)),
    -- Known words sharing a spelling with one: a known word less letters, the word less letters, or both.
    candidates AS MATERIALIZED (
      SELECT u.n, u.budget, c.folded, search_typo_distance(u.folded, c.folded, u.budget) AS distance
        FROM unknown u CROSS JOIN LATERAL (
          SELECT k.folded FROM search_typo_keys k WHERE ${mine('k')} AND k.key = ANY (u.spellings || u.folded::text)
          UNION
          SELECT v.folded FROM search_vocabulary v WHERE ${mine('v')} AND v.folded = ANY (u.spellings)) c),
    nearest AS MATERIALIZED (
      SELECT DISTINCT ON (c.n) c.n, c.folded FROM candidates c
        JOIN search_vocabulary v ON ${mine('v')} AND v.folded = c.folded
       WHERE c.distance <= c.budget
       GROUP BY c.n, c.folded, c.distance
       ORDER BY c.n, c.distance, sum(v.frequency) DESC, c.folded),
    corrected AS MATERIALIZED (
      SELECT s.n, v.word, v.frequency FROM nearest s JOIN search_vocabulary v ON ${mine('v')} AND v.folded = s.folded),
    -- A corrected last word is then searched as the correction typed: begun.
    corrected_completions AS MATERIALIZED (${completing(sql`nearest s JOIN typed t ON t.n = s.n`, sql`s.folded`)}
       WHERE t.last),
    -- What each word may match: itself (stemming may find a form the vocabulary spells otherwise),
    -- its known spellings, its correction, its completions; the words' groups are ANDed.
    alternatives AS (
      SELECT n, word FROM typed UNION SELECT n, word FROM known UNION SELECT n, word FROM corrected
      UNION SELECT n, word FROM completions UNION SELECT n, word FROM corrected_completions),
    spelled AS MATERIALIZED (
      SELECT (SELECT string_agg('(' || g.lexemes || ')', ' & ')::tsquery FROM (
                SELECT a.n, string_agg(DISTINCT nullif(plainto_tsquery(${config}::regconfig, a.word)::text, ''), ' | ')
                         AS lexemes
                  FROM alternatives a GROUP BY a.n) g) AS query,
             (SELECT coalesce(json_agg(json_build_object('n', w.n, 'word', w.word, 'typo', w.typo) ORDER BY w.n), '[]')
                FROM (SELECT DISTINCT ON (n) n, word, typo FROM (
                        SELECT n, word, frequency, false AS typo, as_typed FROM known
                        UNION ALL SELECT n, word, frequency, true, false FROM corrected) r
                       ORDER BY n, as_typed DESC, frequency DESC, word) w) AS words)`;
}

/**
 * How the database read one query word (see `spelled`): as typed when the vocabulary has it so,
 * else its most used spelling; and whether it was a typo.
 */
export interface ReadWord {
  n: number;
  word: string;
  typo: boolean;
}

/** A word without case or diacritics, to tell a respelling the shopper would notice from 'usa' for 'ușă'. */
const plain = (word: string) =>
  word
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '');

/**
 * The words the search corrected (typos, and words typed in the other alphabet), and the text with
 * them replaced, for "showing results for ...": null when every word was searched as typed.
 */
export function correctionsOf(text: string, words: SearchWord[], read: ReadWord[]) {
  const corrections: { from: string; to: string; start: number; end: number }[] = [];
  for (const { n, word, typo } of read) {
    const typed = words[n - 1];
    if (typed && (typo || plain(typed.word) !== plain(word)))
      corrections.push({ from: text.slice(typed.start, typed.end), to: word, start: typed.start, end: typed.end });
  }
  let correctedQuery = corrections.length > 0 ? text : null;
  for (const c of [...corrections].reverse())
    correctedQuery = correctedQuery!.slice(0, c.start) + c.to + correctedQuery!.slice(c.end);
  return { corrections: corrections.map(({ from, to }) => ({ from, to })), correctedQuery };
}
