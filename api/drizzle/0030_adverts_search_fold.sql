-- The database keeps an advert's Latin spelling (issue 20): `search_folded`, which the search's
-- 'simple' words and its trigram fallback read, was written by the API alone, so a title changed by
-- any other writer (an admin's UPDATE, an import) left it stale and 'kvartira' stopped finding the
-- flat. The trigger that keeps the text vector now folds the texts first, whoever writes them, and
-- overwrites any value written to the column itself.

-- fold_to_latin (migration 0029) is foldToLatin in SQL; api/test/adverts-search-fold.test.ts holds
-- it to foldToLatin over every seeded advert and a table of awkward texts.
CREATE OR REPLACE FUNCTION adverts_tsv() RETURNS trigger AS $$
BEGIN
  NEW.search_folded := fold_to_latin(concat_ws(' ', NEW.title_ro, NEW.title_ru, NEW.description_ro, NEW.description_ru));
  NEW.tsv := setweight(to_tsvector('romanian', NEW.title_ro), 'A')
          || setweight(to_tsvector('russian', NEW.title_ru), 'A')
          || setweight(to_tsvector('romanian', NEW.description_ro), 'B')
          || setweight(to_tsvector('russian', NEW.description_ru), 'B')
          || setweight(to_tsvector('simple', NEW.search_folded), 'C');
  RETURN NEW;
END
$$ LANGUAGE plpgsql;
--> statement-breakpoint
-- The adverts there are get the database's own fold; their texts did not change, so neither does
-- their updated_at (the sitemap's lastmod).
ALTER TABLE "adverts" DISABLE TRIGGER "adverts_touched";
--> statement-breakpoint
UPDATE "adverts" SET "search_folded" = '';
--> statement-breakpoint
ALTER TABLE "adverts" ENABLE TRIGGER "adverts_touched";
