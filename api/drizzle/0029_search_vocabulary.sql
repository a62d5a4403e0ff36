-- Search vocabulary (issue 23): the distinct words each shop's product rows are found by, per
-- language (title, maker and description, code, category), with their spelling folded to Latin as
-- foldToLatin does and how many rows use them; and, for words long enough to be mistyped, their
-- deletion neighbourhoods (SymSpell), so a mistyped word's candidates are found by equality on an
-- index instead of by similarity over the catalogue. The triggers that write the text vector keep
-- it, so every writer (seed, admin, import, plain SQL) does.

-- foldToLatin (shared/domain/src/search-text.ts) in SQL, step for step, the one home of the fold in
-- the database (the adverts' trigger, migration 0030, uses it too): no diacritics (NFD, then the
-- combining marks go), lower case, Cyrillic as shoppers type it in Latin, anything else between words
-- one space. Capital Cyrillic is lowered by the first translate, not by lower(): lower() follows the
-- database's ctype, and under plain "C" it lowers ASCII only.
CREATE FUNCTION fold_to_latin(input text) RETURNS text AS $$
  SELECT btrim(regexp_replace(
    replace(replace(replace(replace(replace(replace(replace(replace(
      translate(
        translate(lower(regexp_replace(normalize(input, NFD), '[\u0300-\u036f]+', '', 'g')),
          'АБВГҐДЕЁЄЖЗИІЇЙКЛМНОПРСТУФХЦЧШЩЪЫЬЭЮЯ', 'абвгґдеёєжзиіїйклмнопрстуфхцчшщъыьэюя'),
        'абвгґдеёзиіїйклмнопрстуфхыэъь', 'abvggdeeziiiiklmnoprstufhye'),
      'ж', 'zh'), 'ц', 'ts'), 'ч', 'ch'), 'щ', 'sch'), 'ш', 'sh'), 'ю', 'iu'), 'я', 'ia'), 'є', 'ie'),
    '[^a-z0-9]+', ' ', 'g'), ' ')
$$ LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE;
--> statement-breakpoint
-- One word folded, without the spaces the fold would leave where its punctuation was.
CREATE FUNCTION search_fold(word text) RETURNS text AS $$
  SELECT replace(fold_to_latin(word), ' ', '')
$$ LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE;
--> statement-breakpoint
-- The words of a searched text, lower case, as the vocabulary keeps them: runs of Latin (with its
-- diacritics) or Cyrillic letters and digits, the way searchWords splits a query.
CREATE FUNCTION search_text_words(searched text) RETURNS text[] AS $$
  SELECT coalesce(array_agg(DISTINCT w), '{}') FROM regexp_split_to_table(lower(searched),
    '[^0-9a-z\u00c0-\u00d6\u00d8-\u00f6\u00f8-\u024f\u0300-\u036f\u0400-\u052f]+') w WHERE w <> ''
$$ LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE;
--> statement-breakpoint
-- How many typing mistakes a folded word may carry: none under 5 letters, one under 9, two from 9
-- (Meilisearch's defaults), none in a word with digits (a code or a model is typed as read). The
-- vocabulary's side uses the same rule: a word within reach of a query needs no deeper neighbourhood.
CREATE FUNCTION search_typo_budget(folded text) RETURNS integer AS $$
  SELECT CASE WHEN folded ~ '[0-9]' THEN 0 WHEN length(folded) >= 9 THEN 2 WHEN length(folded) >= 5 THEN 1 ELSE 0 END
$$ LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE;
--> statement-breakpoint
-- The spellings left by deleting 1 to depth letters. Two words within d edits share a spelling of
-- this kind (or one is the other's), so the candidates are an indexed equality away. A loop rather
-- than a query: a set-returning SQL function is planned at every call, and its generic estimates
-- (1 000 rows a series) even bring in JIT compilation, ~10 ms a word.
CREATE FUNCTION search_deletions(folded text, depth integer) RETURNS text[] AS $$
DECLARE
  found text[] := '{}';
  level text[] := ARRAY[folded];
  deeper text[];
  word text;
BEGIN
  IF depth < 1 THEN RETURN '{}'; END IF;
  FOR d IN 1..depth LOOP
    deeper := '{}';
    FOREACH word IN ARRAY level LOOP
      FOR i IN 1..length(word) LOOP
        deeper := deeper || overlay(word PLACING '' FROM i FOR 1);
      END LOOP;
    END LOOP;
    level := ARRAY(SELECT DISTINCT unnest(deeper));
    found := found || level;
  END LOOP;
  -- Each level is distinct, and levels differ in length: each spelling is there once.
  RETURN found;
END
$$ LANGUAGE plpgsql IMMUTABLE STRICT PARALLEL SAFE;
--> statement-breakpoint
-- Optimal string alignment distance (insertions, deletions, substitutions, swaps of neighbours), or
-- max + 1 as soon as a row of the table shows it must exceed max. Only the handful of candidates
-- the neighbourhoods found are measured, so a plain loop is fast enough (~30 us a pair).
CREATE FUNCTION search_typo_distance(a text, b text, max integer) RETURNS integer AS $$
DECLARE
  x text[] := regexp_split_to_array(a, '');
  y text[] := regexp_split_to_array(b, '');
  m integer := length(a);
  n integer := length(b);
  before_previous integer[];
  previous integer[];
  current integer[];
  best integer;
  cost integer;
BEGIN
  IF abs(m - n) > max THEN RETURN max + 1; END IF;
  previous := ARRAY(SELECT generate_series(0, n));
  FOR i IN 1..m LOOP
    current := ARRAY[i];
    best := i;
    FOR j IN 1..n LOOP
      cost := CASE WHEN x[i] = y[j] THEN 0 ELSE 1 END;
      current[j + 1] := least(previous[j + 1] + 1, current[j] + 1, previous[j] + cost);
      IF i > 1 AND j > 1 AND x[i] = y[j - 1] AND x[i - 1] = y[j] THEN
        current[j + 1] := least(current[j + 1], before_previous[j - 1] + 1);
      END IF;
      best := least(best, current[j + 1]);
    END LOOP;
    IF best > max THEN RETURN max + 1; END IF;
    before_previous := previous;
    previous := current;
  END LOOP;
  RETURN least(previous[n + 1], max + 1);
END
$$ LANGUAGE plpgsql IMMUTABLE STRICT PARALLEL SAFE;
--> statement-breakpoint
CREATE TABLE "search_vocabulary" (
	"site_id" integer NOT NULL,
	"lang" text NOT NULL,
	"word" text NOT NULL,
	"folded" text COLLATE "C" NOT NULL,
	"frequency" integer NOT NULL,
	CONSTRAINT "search_vocabulary_site_id_lang_word_pk" PRIMARY KEY("site_id","lang","word")
);
--> statement-breakpoint
CREATE TABLE "search_typo_keys" (
	"site_id" integer NOT NULL,
	"lang" text NOT NULL,
	"key" text COLLATE "C" NOT NULL,
	"folded" text COLLATE "C" NOT NULL,
	CONSTRAINT "search_typo_keys_site_id_lang_key_folded_pk" PRIMARY KEY("site_id","lang","key","folded")
);
--> statement-breakpoint
ALTER TABLE "search_vocabulary" ADD CONSTRAINT "search_vocabulary_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "search_typo_keys" ADD CONSTRAINT "search_typo_keys_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
-- Exact spellings and prefixes (the word being typed) by range, in byte order: "C" is what makes a
-- prefix a range. The word and its count ride along, so lookups read only the index.
CREATE INDEX "search_vocabulary_folded_idx" ON "search_vocabulary" USING btree ("site_id","lang","folded") INCLUDE ("word","frequency");
--> statement-breakpoint
-- Applies counted changes (already summed per word) to the vocabulary: a word met for the first time
-- gets its neighbourhood, a word no row uses any more is removed with it. Sorted, so two writers
-- touching the same words lock them in the same order.
CREATE FUNCTION search_vocabulary_apply(site_ids integer[], langs text[], words text[], deltas integer[]) RETURNS void AS $$
BEGIN
  WITH counted AS (
    INSERT INTO search_vocabulary AS v (site_id, lang, word, folded, frequency)
    SELECT c.site_id, c.lang, c.word, f.folded, c.delta
      FROM unnest(site_ids, langs, words, deltas) AS c(site_id, lang, word, delta)
           CROSS JOIN LATERAL (SELECT search_fold(c.word) AS folded) f
     WHERE f.folded <> '' ORDER BY 1, 2, 3
    ON CONFLICT (site_id, lang, word) DO UPDATE SET frequency = v.frequency + EXCLUDED.frequency
    -- xmax is 0 on a row this statement inserted rather than updated.
    RETURNING v.site_id, v.lang, v.folded, v.xmax = 0 AS added)
  INSERT INTO search_typo_keys (site_id, lang, key, folded)
  SELECT DISTINCT c.site_id, c.lang, unnest(search_deletions(c.folded, search_typo_budget(c.folded))), c.folded
    FROM counted c WHERE c.added AND search_typo_budget(c.folded) > 0 ORDER BY 1, 2, 3, 4
  ON CONFLICT DO NOTHING;
  -- Only a word counted down can have run out.
  WITH gone AS (
    DELETE FROM search_vocabulary v
     WHERE (v.site_id, v.lang, v.word) IN (
             SELECT c.site_id, c.lang, c.word FROM unnest(site_ids, langs, words, deltas) AS c(site_id, lang, word, delta)
              WHERE c.delta < 0)
       AND v.frequency <= 0
    RETURNING v.site_id, v.lang, v.folded)
  DELETE FROM search_typo_keys k
   USING (SELECT DISTINCT g.site_id, g.lang, g.folded FROM gone g
           WHERE NOT EXISTS (SELECT 1 FROM search_vocabulary v WHERE v.site_id = g.site_id AND v.lang = g.lang
                               AND v.folded = g.folded AND v.frequency > 0)) g
   WHERE k.site_id = g.site_id AND k.lang = g.lang AND k.folded = g.folded
     AND k.key = ANY (search_deletions(g.folded, search_typo_budget(g.folded)));
END
$$ LANGUAGE plpgsql;
--> statement-breakpoint
-- Counts the words of the rows a statement wrote to product_search: +1 for each new row's word, -1
-- for each old row's, summed first, so a rewrite that keeps the words (a new rank) changes nothing.
CREATE FUNCTION product_search_words_changed() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM search_vocabulary_apply(array_agg(site_id), array_agg(lang), array_agg(word), array_agg(delta))
       FROM (SELECT n.site_id, n.lang, w AS word, count(*)::integer AS delta
               FROM new_rows n, unnest(n.words) w GROUP BY 1, 2, 3) c;
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM search_vocabulary_apply(array_agg(site_id), array_agg(lang), array_agg(word), array_agg(delta))
       FROM (SELECT o.site_id, o.lang, w AS word, -count(*)::integer AS delta
               FROM old_rows o, unnest(o.words) w GROUP BY 1, 2, 3) c;
  ELSE
    PERFORM search_vocabulary_apply(array_agg(site_id), array_agg(lang), array_agg(word), array_agg(delta))
       FROM (SELECT site_id, lang, word, sum(delta)::integer AS delta FROM (
               SELECT n.site_id, n.lang, w AS word, 1 AS delta FROM new_rows n, unnest(n.words) w
               UNION ALL SELECT o.site_id, o.lang, w, -1 FROM old_rows o, unnest(o.words) w) r
              GROUP BY 1, 2, 3 HAVING sum(delta) <> 0) c;
  END IF;
  RETURN NULL;
END
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE FUNCTION product_search_truncated() RETURNS trigger AS $$
BEGIN
  DELETE FROM search_typo_keys;
  DELETE FROM search_vocabulary;
  RETURN NULL;
END
$$ LANGUAGE plpgsql;
--> statement-breakpoint
-- The words each row is found by, kept beside its vector so a rewrite knows what it replaces (the
-- code or category the old words came from may have changed since).
ALTER TABLE "product_search" ADD COLUMN "words" text[] DEFAULT '{}' NOT NULL;
--> statement-breakpoint
-- The vector now also holds the category's title in the row's language (the main language's, when
-- it has none), so every word the vocabulary offers as a correction is a word the vector knows.
CREATE OR REPLACE FUNCTION product_search_tsv() RETURNS trigger AS $$
DECLARE
  product record;
BEGIN
  SELECT p.code, p.sort_priority,
         coalesce(nullif(c.title ->> NEW.lang, ''), nullif(c.title ->> s.main_lang, '')) AS category
    INTO product
    FROM products p LEFT JOIN categories c ON c.id = p.category_id LEFT JOIN sites s ON s.id = p.site_id
   WHERE p.id = NEW.product_id;
  NEW.rank := coalesce(product.sort_priority, 0);
  NEW.words := search_text_words(concat_ws(' ', NEW.document, product.code, product.category));
  -- The vector is made of the same words a query is split into: the parser alone would keep 'SPE-00012'
  -- as 'spe' and '-00012', which the query word '00012' never meets.
  NEW.tsv := to_tsvector(
    (CASE NEW.lang WHEN 'ro' THEN 'romanian' WHEN 'ru' THEN 'russian' WHEN 'en' THEN 'english' ELSE 'simple' END)::regconfig,
    array_to_string(NEW.words, ' '));
  RETURN NEW;
END
$$ LANGUAGE plpgsql;
--> statement-breakpoint
-- PostgreSQL allows transition tables only on one-event triggers, hence one per event.
CREATE TRIGGER product_search_words_inserted AFTER INSERT ON product_search REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION product_search_words_changed();
--> statement-breakpoint
CREATE TRIGGER product_search_words_updated AFTER UPDATE ON product_search
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION product_search_words_changed();
--> statement-breakpoint
CREATE TRIGGER product_search_words_deleted AFTER DELETE ON product_search REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION product_search_words_changed();
--> statement-breakpoint
CREATE TRIGGER product_search_words_truncated AFTER TRUNCATE ON product_search
  FOR EACH STATEMENT EXECUTE FUNCTION product_search_truncated();
--> statement-breakpoint
-- A product moved to another category, or a category renamed, rewrites the rows it is found by.
DROP TRIGGER "product_search_follow_product_trigger" ON "products";
--> statement-breakpoint
CREATE TRIGGER product_search_follow_product_trigger AFTER UPDATE OF code, sort_priority, category_id ON products
  FOR EACH ROW WHEN (OLD.code IS DISTINCT FROM NEW.code OR OLD.sort_priority IS DISTINCT FROM NEW.sort_priority
                     OR OLD.category_id IS DISTINCT FROM NEW.category_id)
  EXECUTE FUNCTION product_search_follow_product();
--> statement-breakpoint
CREATE FUNCTION product_search_follow_category() RETURNS trigger AS $$
BEGIN
  UPDATE product_search s SET document = s.document FROM products p WHERE p.category_id = NEW.id AND s.product_id = p.id;
  RETURN NULL;
END
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER product_search_follow_category_trigger AFTER UPDATE OF title ON categories
  FOR EACH ROW WHEN (OLD.title IS DISTINCT FROM NEW.title) EXECUTE FUNCTION product_search_follow_category();
--> statement-breakpoint
-- Existing rows: vectors with their category, words, and so the vocabulary.
UPDATE product_search SET document = document;
--> statement-breakpoint
-- The similarity fallback this index served is gone: typos are corrected against the vocabulary.
DROP INDEX IF EXISTS "product_search_folded_trgm_idx";
