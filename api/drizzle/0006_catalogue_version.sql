CREATE TABLE "catalogue_versions" (
	"site_id" integer PRIMARY KEY NOT NULL,
	"version" bigint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "product_search" ADD COLUMN "rank" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "products_active_category_idx" ON "products" USING btree ("site_id","category_id") WHERE "products"."active";