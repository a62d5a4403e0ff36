-- Articles get a slug per language (issue 16), in the slugs table beside products and categories:
-- an article reached by another language's slug redirects to its own, and the language panel and
-- hreflang links name the translated one. articles.slug stays: the main language's slug, and the
-- address older links use. Existing articles get, in each of their shop's languages, the slug of
-- their title in that language (folded to Latin as the seed folds, @vitrina/domain's foldToLatin,
-- and ended by the id so two equal titles never clash), or their slug as it is where the language
-- has no title or is the shop's main one. A slug another article already holds is skipped: that
-- article keeps being found by articles.slug.
CREATE FUNCTION article_slug_0014(title text) RETURNS text AS $$
  SELECT left(trim(BOTH '-' FROM regexp_replace(
    translate(
      replace(replace(replace(replace(replace(replace(replace(replace(lower(title),
        'щ', 'sch'), 'ж', 'zh'), 'ц', 'ts'), 'ч', 'ch'), 'ш', 'sh'), 'є', 'ie'), 'ю', 'iu'), 'я', 'ia'),
      -- One letter for one; the soft and hard signs, past the end of the second list, are dropped.
      'абвгґдеёзиіїйклмнопрстуфхыэăâîșşțţъь',
      'abvggdeeziiiiklmnoprstufhyeaaisstt'),
    '[^a-z0-9]+', '-', 'g')), 80)
$$ LANGUAGE sql IMMUTABLE;
--> statement-breakpoint
INSERT INTO "slugs" ("site_id", "object_type", "lang", "slug", "object_id")
SELECT a."site_id", 'article', l.lang,
  CASE
    WHEN l.lang = s."main_lang" OR article_slug_0014(coalesce(a."title" ->> l.lang, '')) = '' THEN a."slug"
    ELSE article_slug_0014(a."title" ->> l.lang) || '-' || a."id"
  END,
  a."id"
FROM "articles" a
JOIN "sites" s ON s."id" = a."site_id"
CROSS JOIN LATERAL unnest(s."langs") AS l(lang)
ON CONFLICT DO NOTHING;
--> statement-breakpoint
DROP FUNCTION article_slug_0014(text);
