-- What a shopper keeps in the account (issue 17, step 3): delivery addresses, at most one of them
-- the default (a partial unique index, so two racing requests cannot make two), favourites and
-- the companies the shopper buys for.
CREATE TABLE "delivery_addresses" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"city_id" integer NOT NULL,
	"street_id" integer NOT NULL,
	"building" text NOT NULL,
	"apartment" text DEFAULT '' NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "delivery_addresses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX "delivery_addresses_user_idx" ON "delivery_addresses" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "delivery_addresses_default_idx" ON "delivery_addresses" USING btree ("user_id") WHERE "is_default";--> statement-breakpoint
CREATE TABLE "favorites" (
	"user_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "favorites_user_id_product_id_pk" PRIMARY KEY("user_id","product_id"),
	CONSTRAINT "favorites_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE cascade,
	CONSTRAINT "favorites_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "products"("id") ON DELETE cascade
);
--> statement-breakpoint
-- Account deletion is confirmed through an e-mailed single-use link, like activation and reset.
ALTER TABLE "one_time_tokens" DROP CONSTRAINT "one_time_tokens_purpose_check";--> statement-breakpoint
ALTER TABLE "one_time_tokens" ADD CONSTRAINT "one_time_tokens_purpose_check" CHECK ("purpose" IN ('activation', 'password_reset', 'account_deletion'));
--> statement-breakpoint
CREATE TABLE "companies" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"name" text NOT NULL,
	"fiscal_code" text NOT NULL,
	"legal_address" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "companies_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE cascade,
	CONSTRAINT "companies_status_check" CHECK ("status" IN ('pending', 'active', 'rejected'))
);
--> statement-breakpoint
CREATE INDEX "companies_user_idx" ON "companies" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE TRIGGER "companies_touched" BEFORE UPDATE ON "companies" FOR EACH ROW EXECUTE FUNCTION touch_updated_at();
