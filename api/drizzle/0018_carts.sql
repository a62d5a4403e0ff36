-- The server cart (issue 18): one cart per shop and owner, the owner being exactly one of a user or
-- a guest's user_token (a check and two partial unique indexes, so two racing first adds cannot
-- make two carts), and its lines: product, count and the loyalty checkbox, never a price.
CREATE TABLE "carts" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"user_id" integer,
	"guest_token" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "carts_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "sites"("id") ON DELETE cascade,
	CONSTRAINT "carts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE cascade,
	CONSTRAINT "carts_owner_check" CHECK (("user_id" IS NULL) <> ("guest_token" IS NULL))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "carts_user_idx" ON "carts" USING btree ("site_id","user_id") WHERE "user_id" IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "carts_guest_idx" ON "carts" USING btree ("site_id","guest_token") WHERE "guest_token" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "carts_updated_idx" ON "carts" USING btree ("updated_at");--> statement-breakpoint
CREATE TABLE "cart_lines" (
	"cart_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"count" numeric(8, 3) NOT NULL,
	"loyalty_checked" boolean DEFAULT false NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cart_lines_cart_id_product_id_pk" PRIMARY KEY("cart_id","product_id"),
	CONSTRAINT "cart_lines_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "carts"("id") ON DELETE cascade,
	CONSTRAINT "cart_lines_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "products"("id") ON DELETE cascade,
	CONSTRAINT "cart_lines_count_check" CHECK ("count" > 0)
);
--> statement-breakpoint
CREATE INDEX "cart_lines_product_idx" ON "cart_lines" USING btree ("product_id");
