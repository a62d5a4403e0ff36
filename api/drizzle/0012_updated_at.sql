-- When each row a shop publishes last changed: the sitemap's <lastmod>, and the cheap check that
-- tells whether a shop's built sitemap still stands (api/src/content/sitemap/freshness.ts). Set on
-- insert by the default and on every update by a trigger, so no writer (seed, admin tool, another
-- API node, a hand-written UPDATE) can forget it. Rows older than this migration get its time:
-- nothing earlier is known.
CREATE FUNCTION touch_updated_at() RETURNS trigger AS $$
BEGIN
  NEW.updated_at := now();
  RETURN NEW;
END
$$ LANGUAGE plpgsql;
--> statement-breakpoint
DO $$
DECLARE
  name text;
BEGIN
  FOREACH name IN ARRAY ARRAY['sites', 'categories', 'brands', 'products', 'slugs', 'articles', 'pages',
                              'content_blocks', 'video_reviews'] LOOP
    EXECUTE format('ALTER TABLE %I ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL', name);
    EXECUTE format('CREATE TRIGGER %I BEFORE UPDATE ON %I FOR EACH ROW EXECUTE FUNCTION touch_updated_at()',
                   name || '_touched', name);
  END LOOP;
END
$$;
--> statement-breakpoint
-- The freshness check counts and sums a shop's rows; on the two big tables the index answers it alone.
CREATE INDEX "products_site_updated_idx" ON "products" USING btree ("site_id", "updated_at");--> statement-breakpoint
CREATE INDEX "slugs_site_updated_idx" ON "slugs" USING btree ("site_id", "updated_at");
