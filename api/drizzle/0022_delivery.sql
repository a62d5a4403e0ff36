-- Delivery (issue 19): the regions and localities delivered to (shared by every shop; their ids are
-- @vitrina/domain's REGIONS), the sectors and streets an address names, each shop's stores with
-- their opening hours and preparation time (the delivery-time slots), and a product's own delivery
-- prices by zone in minor units. Prices sit in their own table, not on products: checkout alone
-- reads them, most products have none (the shop's default prices apply), and the products row,
-- its indexes and its catalogue triggers stay as they are.
CREATE TABLE "regions" (
	"id" integer PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"label" jsonb NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "regions_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "localities" (
	"id" integer PRIMARY KEY NOT NULL,
	"region_id" integer NOT NULL,
	"key" text NOT NULL,
	"label" jsonb NOT NULL,
	"is_suburb" boolean DEFAULT false NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "localities_region_id_regions_id_fk" FOREIGN KEY ("region_id") REFERENCES "regions"("id") ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX "localities_region_key_idx" ON "localities" USING btree ("region_id","key");--> statement-breakpoint
CREATE TABLE "sectors" (
	"id" serial PRIMARY KEY NOT NULL,
	"locality_id" integer NOT NULL,
	"label" jsonb NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "sectors_locality_id_localities_id_fk" FOREIGN KEY ("locality_id") REFERENCES "localities"("id") ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX "sectors_locality_idx" ON "sectors" USING btree ("locality_id","position");--> statement-breakpoint
CREATE TABLE "streets" (
	"id" serial PRIMARY KEY NOT NULL,
	"locality_id" integer NOT NULL,
	"label" jsonb NOT NULL,
	"search_keys" text[] NOT NULL,
	"sort_key" text NOT NULL,
	CONSTRAINT "streets_locality_id_localities_id_fk" FOREIGN KEY ("locality_id") REFERENCES "localities"("id") ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX "streets_locality_sort_idx" ON "streets" USING btree ("locality_id","sort_key");--> statement-breakpoint
CREATE TABLE "stores" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"name" jsonb NOT NULL,
	"address" jsonb NOT NULL,
	"locality_id" integer,
	"time_zone" text DEFAULT 'Europe/Chisinau' NOT NULL,
	"opening_hours" jsonb NOT NULL,
	"preparation_hours" integer DEFAULT 0 NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "stores_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "sites"("id") ON DELETE cascade,
	CONSTRAINT "stores_locality_id_localities_id_fk" FOREIGN KEY ("locality_id") REFERENCES "localities"("id") ON DELETE set null,
	CONSTRAINT "stores_preparation_hours_check" CHECK ("preparation_hours" BETWEEN 0 AND 720),
	CONSTRAINT "stores_opening_hours_check" CHECK (jsonb_array_length("opening_hours") = 7)
);
--> statement-breakpoint
CREATE INDEX "stores_site_idx" ON "stores" USING btree ("site_id","position");--> statement-breakpoint
CREATE TABLE "product_delivery_prices" (
	"product_id" integer PRIMARY KEY NOT NULL,
	"standart_kishinev_minor" integer,
	"express_kishinev_minor" integer,
	"suburbs_minor" integer,
	"region_minor" integer,
	CONSTRAINT "product_delivery_prices_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "products"("id") ON DELETE cascade,
	CONSTRAINT "product_delivery_prices_non_negative_check" CHECK ("standart_kishinev_minor" >= 0 AND "express_kishinev_minor" >= 0 AND "suburbs_minor" >= 0 AND "region_minor" >= 0)
);
