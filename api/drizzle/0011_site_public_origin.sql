-- Every shop gets the public origin its absolute URLs are built on. Existing rows get the origin
-- their sitemap already used (http:// and the first host name); the API re-points demo shops to
-- their gateway's port at start (SHOP_PUBLIC_PORT), and real shops are set by their operator.
ALTER TABLE "sites" ADD COLUMN "public_origin" text;--> statement-breakpoint
UPDATE "sites" SET "public_origin" = 'http://' || lower(coalesce("hosts"[1], 'localhost'));--> statement-breakpoint
ALTER TABLE "sites" ALTER COLUMN "public_origin" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "sites" ADD CONSTRAINT "sites_public_origin_check" CHECK ("sites"."public_origin" ~ '^https?://[a-z0-9.-]+(:[0-9]{1,5})?$');
