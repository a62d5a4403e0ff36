// The search vocabulary (migration 0029): the words each shop's products are found by, per language,
// and the deletion neighbourhoods that find a mistyped word's candidates. Written only by the
// triggers on product_search; read in raw SQL by the search (api/src/catalog/search-spelling.ts).
import { index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

import { sites } from './sites.ts';

/** One word (lower case, as written) of a shop's product rows in one language. */
export const searchVocabulary = pgTable(
  'search_vocabulary',
  {
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    lang: text('lang').notNull(),
    word: text('word').notNull(),
    /** The word folded to Latin (search_fold = foldToLatin), in the "C" collation so a prefix is a range. */
    folded: text('folded').notNull(),
    /** How many product rows (product and language) use the word: the most used spelling wins a tie. */
    frequency: integer('frequency').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.siteId, t.lang, t.word] }),
    index('search_vocabulary_folded_idx').on(t.siteId, t.lang, t.folded),
  ],
);

/**
 * A folded word's spellings with one or two letters deleted (as many as its length allows typos):
 * a query word shares one of them with every known word within its typo budget (SymSpell).
 */
export const searchTypoKeys = pgTable(
  'search_typo_keys',
  {
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    lang: text('lang').notNull(),
    key: text('key').notNull(),
    folded: text('folded').notNull(),
  },
  (t) => [primaryKey({ columns: [t.siteId, t.lang, t.key, t.folded] })],
);
