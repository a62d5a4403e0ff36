-- The adverts list at 100 000 adverts (issue 20, bench:adverts: p95 <= 25 ms at 10 connections).
-- 1. The price in the shop's currency becomes a column the database keeps (from the price, the
--    advert's currency and the shop's rate), so a price range and a price sort read an index instead
--    of converting every advert; a new rate or shop currency reprices the shop's adverts at once.
-- 2. Every sort and filter of the list has a partial index of the published adverts (the only ones
--    the list shows) holding what a page and a count read, so they are index-only scans.
-- 3. A shop's adverts version, bumped by statement triggers on every write that can move a count (as
--    catalogue_versions for products, 0007): the API caches a filter combination's count per version.

ALTER TABLE "adverts" ADD COLUMN "shop_price_minor" bigint;
--> statement-breakpoint
-- round(price × rate) in exact decimals, half away from zero; the price itself in the shop's own
-- currency; null without a price or without a rate for the advert's currency.
CREATE FUNCTION advert_shop_price(site integer, price bigint, price_currency text) RETURNS bigint AS $$
  SELECT CASE WHEN price IS NULL THEN NULL WHEN price_currency = s.currency THEN price
    ELSE round(price * cr.rate)::bigint END
  FROM sites s LEFT JOIN currency_rates cr ON cr.site_id = s.id AND cr.currency = price_currency
  WHERE s.id = site
$$ LANGUAGE sql STABLE;
--> statement-breakpoint
-- Also on a write to the column itself: whatever is written there, the rule's value is kept.
CREATE FUNCTION adverts_shop_price() RETURNS trigger AS $$
BEGIN
  NEW.shop_price_minor := advert_shop_price(NEW.site_id, NEW.price_minor, NEW.currency);
  RETURN NEW;
END
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER adverts_shop_price_trigger BEFORE INSERT OR UPDATE OF site_id, price_minor, currency, shop_price_minor
  ON "adverts" FOR EACH ROW EXECUTE FUNCTION adverts_shop_price();
--> statement-breakpoint
-- A rate that appears, changes or goes reprices the shop's adverts in that currency (a daily rate of
-- a shop of 100 000 adverts rewrites the rows in its currency: seconds, once a day).
CREATE FUNCTION currency_rates_reprice() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND (NEW.site_id, NEW.currency, NEW.rate) IS NOT DISTINCT FROM (OLD.site_id, OLD.currency, OLD.rate) THEN
    RETURN NULL;
  END IF;
  IF TG_OP <> 'INSERT' THEN
    UPDATE adverts SET shop_price_minor = NULL WHERE site_id = OLD.site_id AND currency = OLD.currency;
  END IF;
  IF TG_OP = 'INSERT' OR (TG_OP = 'UPDATE' AND (NEW.site_id, NEW.currency) IS DISTINCT FROM (OLD.site_id, OLD.currency)) THEN
    UPDATE adverts SET shop_price_minor = NULL WHERE site_id = NEW.site_id AND currency = NEW.currency;
  END IF;
  RETURN NULL;
END
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER currency_rates_reprice_trigger AFTER INSERT OR UPDATE OR DELETE ON "currency_rates"
  FOR EACH ROW EXECUTE FUNCTION currency_rates_reprice();
--> statement-breakpoint
CREATE FUNCTION sites_reprice_adverts() RETURNS trigger AS $$
BEGIN
  UPDATE adverts SET shop_price_minor = NULL WHERE site_id = NEW.id;
  RETURN NULL;
END
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER sites_reprice_adverts_trigger AFTER UPDATE OF currency ON "sites"
  FOR EACH ROW WHEN (OLD.currency IS DISTINCT FROM NEW.currency) EXECUTE FUNCTION sites_reprice_adverts();
--> statement-breakpoint
-- The adverts there are get their price, before the new indexes are built (so they are built once,
-- not updated row by row). Their page did not change, so neither does updated_at.
ALTER TABLE "adverts" DISABLE TRIGGER "adverts_touched";
--> statement-breakpoint
UPDATE "adverts" SET "shop_price_minor" = NULL;
--> statement-breakpoint
ALTER TABLE "adverts" ENABLE TRIGGER "adverts_touched";
--> statement-breakpoint
-- Each sort's index carries every filter's column after its order (site, sort key, id, then type,
-- category, places, price, area): a filtered page walks it in order and skips the rows that do not
-- match without reading the table, so a filter the sort correlates with (the dearest first among
-- small areas meets every flat and house before the first garage) costs a scan of the index at worst,
-- never of the table.
DROP INDEX "adverts_listed_idx";
--> statement-breakpoint
CREATE INDEX "adverts_listed_idx" ON "adverts" USING btree ("site_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST,"type","category_id","region_id","locality_id","sector_id","shop_price_minor","area_m2") WHERE NOT "adverts"."is_draft" AND "adverts"."is_active" AND NOT "adverts"."is_deleted";
--> statement-breakpoint
-- The price sorts, each direction with its unpriced adverts last.
CREATE INDEX "adverts_listed_price_idx" ON "adverts" USING btree ("site_id","shop_price_minor","id","type","category_id","region_id","locality_id","sector_id","area_m2") WHERE NOT "adverts"."is_draft" AND "adverts"."is_active" AND NOT "adverts"."is_deleted";
--> statement-breakpoint
CREATE INDEX "adverts_listed_price_desc_idx" ON "adverts" USING btree ("site_id","shop_price_minor" DESC NULLS LAST,"id" DESC,"type","category_id","region_id","locality_id","sector_id","area_m2") WHERE NOT "adverts"."is_draft" AND "adverts"."is_active" AND NOT "adverts"."is_deleted";
--> statement-breakpoint
-- The name sorts: Romanian and English readers sort by the Romanian title, Russian and Ukrainian
-- ones by the Russian title (card-query.ts, inLang), each falling back to the other.
CREATE INDEX "adverts_listed_name_ro_idx" ON "adverts" USING btree ("site_id",lower(coalesce(nullif("title_ro", ''), "title_ru")),"id","type","category_id","region_id","locality_id","sector_id","shop_price_minor","area_m2") WHERE NOT "adverts"."is_draft" AND "adverts"."is_active" AND NOT "adverts"."is_deleted";
--> statement-breakpoint
CREATE INDEX "adverts_listed_name_ru_idx" ON "adverts" USING btree ("site_id",lower(coalesce(nullif("title_ru", ''), "title_ro")),"id","type","category_id","region_id","locality_id","sector_id","shop_price_minor","area_m2") WHERE NOT "adverts"."is_draft" AND "adverts"."is_active" AND NOT "adverts"."is_deleted";
--> statement-breakpoint
-- The counts, and a page of few matches: category, then region, then a price range (the filters'
-- usual narrowing), and an area range, each with what the newest and price sorts read.
CREATE INDEX "adverts_listed_category_idx" ON "adverts" USING btree ("site_id","category_id","region_id","shop_price_minor","created_at","id") WHERE NOT "adverts"."is_draft" AND "adverts"."is_active" AND NOT "adverts"."is_deleted";
--> statement-breakpoint
CREATE INDEX "adverts_listed_area_idx" ON "adverts" USING btree ("site_id","area_m2","shop_price_minor","created_at","id") WHERE NOT "adverts"."is_draft" AND "adverts"."is_active" AND NOT "adverts"."is_deleted";
--> statement-breakpoint
CREATE TABLE "advert_versions" (
	"site_id" integer PRIMARY KEY NOT NULL,
	"version" bigint NOT NULL
);
--> statement-breakpoint
-- One sequence: a number is never reused, even after TRUNCATE and a new seed.
CREATE SEQUENCE "advert_version_seq";
--> statement-breakpoint
CREATE FUNCTION bump_advert_versions(site_ids integer[]) RETURNS void AS $$
  -- Sorted, so two writers touching the same shops lock their rows in the same order.
  INSERT INTO advert_versions (site_id, version)
  SELECT site_id, nextval('advert_version_seq') FROM (SELECT DISTINCT unnest(site_ids) AS site_id ORDER BY 1) s
   WHERE site_id IS NOT NULL
  ON CONFLICT (site_id) DO UPDATE SET version = EXCLUDED.version;
$$ LANGUAGE sql;
--> statement-breakpoint
-- An update moves a count only through what the list filters and searches by; a new picture or a
-- contact (updated_at alone) does not.
CREATE FUNCTION adverts_changed() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM bump_advert_versions(ARRAY(SELECT site_id FROM new_rows));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM bump_advert_versions(ARRAY(SELECT site_id FROM old_rows));
  ELSE
    PERFORM bump_advert_versions(ARRAY(
      SELECT n.site_id FROM old_rows o JOIN new_rows n USING (id)
       WHERE (o.site_id, o.type, o.category_id, o.region_id, o.locality_id, o.sector_id, o.shop_price_minor, o.area_m2,
              o.is_draft, o.is_active, o.is_deleted, o.tsv, o.search_folded)
             IS DISTINCT FROM (n.site_id, n.type, n.category_id, n.region_id, n.locality_id, n.sector_id,
              n.shop_price_minor, n.area_m2, n.is_draft, n.is_active, n.is_deleted, n.tsv, n.search_folded)
      UNION SELECT o.site_id FROM old_rows o JOIN new_rows n USING (id) WHERE o.site_id <> n.site_id));
  END IF;
  RETURN NULL;
END
$$ LANGUAGE plpgsql;
--> statement-breakpoint
-- TRUNCATE names no rows, so every shop moves on.
CREATE FUNCTION adverts_truncated() RETURNS trigger AS $$
BEGIN
  UPDATE advert_versions SET version = nextval('advert_version_seq');
  RETURN NULL;
END
$$ LANGUAGE plpgsql;
--> statement-breakpoint
-- PostgreSQL allows transition tables only on one-event triggers, hence three.
CREATE TRIGGER adverts_inserted_version AFTER INSERT ON "adverts" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION adverts_changed();
--> statement-breakpoint
CREATE TRIGGER adverts_updated_version AFTER UPDATE ON "adverts" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION adverts_changed();
--> statement-breakpoint
CREATE TRIGGER adverts_deleted_version AFTER DELETE ON "adverts" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION adverts_changed();
--> statement-breakpoint
CREATE TRIGGER adverts_truncated_version AFTER TRUNCATE ON "adverts"
  FOR EACH STATEMENT EXECUTE FUNCTION adverts_truncated();
--> statement-breakpoint
INSERT INTO advert_versions (site_id, version) SELECT id, nextval('advert_version_seq') FROM sites;
