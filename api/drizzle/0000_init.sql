CREATE TABLE "brands" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"parent_id" integer,
	"position" integer DEFAULT 0 NOT NULL,
	"icon" text DEFAULT '' NOT NULL,
	"title" jsonb NOT NULL,
	"slug" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "filter_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"keyword" text NOT NULL,
	"title" jsonb NOT NULL,
	"type" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "filter_options" (
	"id" serial PRIMARY KEY NOT NULL,
	"group_id" integer NOT NULL,
	"keyword" text NOT NULL,
	"title" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "price_history" (
	"product_id" integer NOT NULL,
	"valid_from" date NOT NULL,
	"price_minor" integer NOT NULL,
	CONSTRAINT "price_history_product_id_valid_from_pk" PRIMARY KEY("product_id","valid_from")
);
--> statement-breakpoint
CREATE TABLE "product_options" (
	"product_id" integer NOT NULL,
	"option_id" integer NOT NULL,
	CONSTRAINT "product_options_option_id_product_id_pk" PRIMARY KEY("option_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "product_search" (
	"product_id" integer NOT NULL,
	"site_id" integer NOT NULL,
	"lang" text NOT NULL,
	"folded" text NOT NULL,
	"document" text NOT NULL,
	CONSTRAINT "product_search_product_id_lang_pk" PRIMARY KEY("product_id","lang")
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"brand_id" integer,
	"code" text NOT NULL,
	"title" jsonb NOT NULL,
	"short_description" jsonb NOT NULL,
	"description" jsonb NOT NULL,
	"slug" jsonb NOT NULL,
	"price_minor" integer NOT NULL,
	"old_price_minor" integer,
	"stock" numeric NOT NULL,
	"multiplicity" numeric DEFAULT 1 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"available" boolean DEFAULT true NOT NULL,
	"sort_priority" integer DEFAULT 0 NOT NULL,
	"colors" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"properties" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"loyalty_give" integer DEFAULT 0 NOT NULL,
	"home_delivery" boolean DEFAULT true NOT NULL,
	"is_recipe" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "slugs" (
	"site_id" integer NOT NULL,
	"object_type" text NOT NULL,
	"lang" text NOT NULL,
	"slug" text NOT NULL,
	"object_id" integer NOT NULL,
	CONSTRAINT "slugs_site_id_object_type_lang_slug_pk" PRIMARY KEY("site_id","object_type","lang","slug")
);
--> statement-breakpoint
CREATE TABLE "articles" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"slug" text NOT NULL,
	"status_id" integer DEFAULT 1 NOT NULL,
	"title" jsonb NOT NULL,
	"excerpt" jsonb NOT NULL,
	"html" jsonb NOT NULL,
	"image" text NOT NULL,
	"published_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_blocks" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"kind" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"body" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pages" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"slug" text NOT NULL,
	"title" jsonb NOT NULL,
	"html" jsonb NOT NULL,
	"ignore_layout" integer DEFAULT 0 NOT NULL,
	"show_breadcrumbs" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sites" (
	"id" serial PRIMARY KEY NOT NULL,
	"token" text NOT NULL,
	"brand_key" text NOT NULL,
	"hosts" text[] NOT NULL,
	"theme" text NOT NULL,
	"langs" text[] NOT NULL,
	"main_lang" text NOT NULL,
	"currency" text NOT NULL,
	"is_romanian" boolean DEFAULT false NOT NULL,
	"settings" jsonb DEFAULT '{}'::jsonb NOT NULL,
	CONSTRAINT "sites_token_unique" UNIQUE("token"),
	CONSTRAINT "sites_brand_key_unique" UNIQUE("brand_key")
);
--> statement-breakpoint
ALTER TABLE "brands" ADD CONSTRAINT "brands_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "filter_groups" ADD CONSTRAINT "filter_groups_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "filter_options" ADD CONSTRAINT "filter_options_group_id_filter_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."filter_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_history" ADD CONSTRAINT "price_history_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_options" ADD CONSTRAINT "product_options_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_options" ADD CONSTRAINT "product_options_option_id_filter_options_id_fk" FOREIGN KEY ("option_id") REFERENCES "public"."filter_options"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_search" ADD CONSTRAINT "product_search_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "slugs" ADD CONSTRAINT "slugs_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "articles" ADD CONSTRAINT "articles_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_blocks" ADD CONSTRAINT "content_blocks_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pages" ADD CONSTRAINT "pages_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "brands_site_slug_idx" ON "brands" USING btree ("site_id","slug");--> statement-breakpoint
CREATE INDEX "categories_site_idx" ON "categories" USING btree ("site_id","parent_id","position");--> statement-breakpoint
CREATE INDEX "product_options_product_idx" ON "product_options" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "product_search_site_idx" ON "product_search" USING btree ("site_id","lang");--> statement-breakpoint
CREATE INDEX "products_site_category_idx" ON "products" USING btree ("site_id","category_id");--> statement-breakpoint
CREATE INDEX "products_site_price_idx" ON "products" USING btree ("site_id","price_minor");--> statement-breakpoint
CREATE INDEX "products_site_created_idx" ON "products" USING btree ("site_id","created_at");--> statement-breakpoint
CREATE INDEX "products_site_priority_idx" ON "products" USING btree ("site_id","sort_priority");--> statement-breakpoint
CREATE UNIQUE INDEX "products_site_code_idx" ON "products" USING btree ("site_id","code");--> statement-breakpoint
CREATE INDEX "slugs_object_idx" ON "slugs" USING btree ("object_type","object_id");--> statement-breakpoint
CREATE INDEX "articles_site_idx" ON "articles" USING btree ("site_id","published_at");--> statement-breakpoint
CREATE INDEX "content_blocks_site_kind_idx" ON "content_blocks" USING btree ("site_id","kind","position");