-- Quote requests (issue 18): a shopper's "request a quote" list sent to the shop with a contact, owned
-- like the cart by exactly one of a user or a guest token, and its lines. A line keeps a copy of the
-- product as it was asked about (title, code, price, currency), so a later price change, or the
-- product going (product_id becomes null), never rewrites what the shopper asked.
CREATE TABLE "quote_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"user_id" integer,
	"guest_token" text,
	"contact_name" text NOT NULL,
	"contact_email" text NOT NULL,
	"contact_phone" text,
	"comment" text,
	"lang" text NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quote_requests_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "sites"("id") ON DELETE cascade,
	CONSTRAINT "quote_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE cascade,
	CONSTRAINT "quote_requests_owner_check" CHECK (("user_id" IS NULL) <> ("guest_token" IS NULL)),
	CONSTRAINT "quote_requests_status_check" CHECK ("status" IN ('new'))
);
--> statement-breakpoint
CREATE INDEX "quote_requests_site_created_idx" ON "quote_requests" USING btree ("site_id","created_at");--> statement-breakpoint
CREATE TABLE "quote_request_lines" (
	"request_id" integer NOT NULL,
	"position" integer NOT NULL,
	"product_id" integer,
	"count" numeric(8, 3) NOT NULL,
	"target_price_minor" integer,
	"price_at_request_minor" integer NOT NULL,
	"currency" text NOT NULL,
	"title" text NOT NULL,
	"code" text NOT NULL,
	CONSTRAINT "quote_request_lines_request_id_position_pk" PRIMARY KEY("request_id","position"),
	CONSTRAINT "quote_request_lines_request_id_quote_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "quote_requests"("id") ON DELETE cascade,
	CONSTRAINT "quote_request_lines_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "products"("id") ON DELETE set null,
	CONSTRAINT "quote_request_lines_count_check" CHECK ("count" > 0),
	CONSTRAINT "quote_request_lines_target_price_check" CHECK ("target_price_minor" IS NULL OR "target_price_minor" >= 0)
);
--> statement-breakpoint
CREATE INDEX "quote_request_lines_product_idx" ON "quote_request_lines" USING btree ("product_id");
