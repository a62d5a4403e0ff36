CREATE TABLE "video_reviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"product_id" integer,
	"title" jsonb NOT NULL,
	"author" jsonb NOT NULL,
	"description" jsonb NOT NULL,
	"rating" integer NOT NULL,
	"poster" text NOT NULL,
	"video_url" text,
	"embed_url" text,
	"duration_seconds" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "video_reviews" ADD CONSTRAINT "video_reviews_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_reviews" ADD CONSTRAINT "video_reviews_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "video_reviews_site_idx" ON "video_reviews" USING btree ("site_id","created_at");--> statement-breakpoint
CREATE INDEX "video_reviews_product_idx" ON "video_reviews" USING btree ("product_id");