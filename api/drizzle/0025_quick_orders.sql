-- Quick orders, first-to-know and stores on a map (issue 19). One-click and pre-order orders need no
-- new columns (a contact without an e-mail is just JSON without the key); an order remembers the
-- payment whose receipt was mailed, so a receipt goes once. `first_to_know` keeps one subscription
-- per (shop, product, address) with the language it was asked in, leased by the letter job before it
-- sends. Stores get their place on the map (both coordinates or neither) and a phone.
ALTER TABLE "orders" ADD COLUMN "receipt_payment_id" text;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "lat" double precision;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "lon" double precision;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "phone" text;--> statement-breakpoint
ALTER TABLE "stores" ADD CONSTRAINT "stores_coordinates_check" CHECK (("stores"."lat" IS NULL) = ("stores"."lon" IS NULL) AND "stores"."lat" BETWEEN -90 AND 90 AND "stores"."lon" BETWEEN -180 AND 180);--> statement-breakpoint
CREATE TABLE "first_to_know" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"email" text NOT NULL,
	"lang" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"claimed_at" timestamp with time zone,
	"sent_at" timestamp with time zone,
	CONSTRAINT "first_to_know_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "sites"("id") ON DELETE cascade,
	CONSTRAINT "first_to_know_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "products"("id") ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX "first_to_know_subscription_idx" ON "first_to_know" USING btree ("site_id","product_id","email");--> statement-breakpoint
CREATE INDEX "first_to_know_waiting_idx" ON "first_to_know" USING btree ("product_id") WHERE "sent_at" IS NULL;
