-- Promo codes (issue 18): a shop's codes (unique per shop whatever the case), their uses, and the
-- profile's can_use_promocode. A use row is claimed under a lock of its code's row and held by the
-- cart it was applied to (deleting the cart releases it); counting rows is the usage count.
CREATE TABLE "promo_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"code" text NOT NULL,
	"type" text NOT NULL,
	"value_type" text NOT NULL,
	"value" integer NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"max_uses" integer,
	"max_uses_per_user" integer,
	"single_use" boolean DEFAULT false NOT NULL,
	"product_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promo_codes_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "sites"("id") ON DELETE cascade,
	CONSTRAINT "promo_codes_type_check" CHECK ("type" IN ('general', 'product')),
	CONSTRAINT "promo_codes_value_type_check" CHECK ("value_type" IN ('percent', 'value')),
	CONSTRAINT "promo_codes_value_check" CHECK ("value" > 0 AND ("value_type" = 'value' OR "value" <= 100))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "promo_codes_site_code_idx" ON "promo_codes" USING btree ("site_id",lower("code"));--> statement-breakpoint
CREATE TABLE "promo_code_uses" (
	"id" serial PRIMARY KEY NOT NULL,
	"promo_code_id" integer NOT NULL,
	"cart_id" integer,
	"user_id" integer,
	"guest_token" text,
	"used_at" timestamp with time zone NOT NULL,
	CONSTRAINT "promo_code_uses_promo_code_id_promo_codes_id_fk" FOREIGN KEY ("promo_code_id") REFERENCES "promo_codes"("id") ON DELETE cascade,
	CONSTRAINT "promo_code_uses_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "carts"("id") ON DELETE cascade,
	CONSTRAINT "promo_code_uses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX "promo_code_uses_cart_idx" ON "promo_code_uses" USING btree ("cart_id");--> statement-breakpoint
CREATE INDEX "promo_code_uses_code_idx" ON "promo_code_uses" USING btree ("promo_code_id","user_id","guest_token");--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "can_use_promocode" boolean DEFAULT true NOT NULL;
