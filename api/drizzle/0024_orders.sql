-- Orders (issue 19): a cart turned into an order in one transaction, owned like the cart by exactly
-- one of a user or a guest token. The order keeps what was sold as it was sold: each line copies
-- the product's code, title and price, and the order its sums, delivery and contact, so a later
-- price change never rewrites a bought order. `order_requests` makes creation idempotent: a key is
-- taken once per owner with the hash of the body that took it, and names the order it made.
CREATE TABLE "orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"user_id" integer,
	"guest_token" text,
	"company_id" integer,
	"kind" text DEFAULT 'cart' NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"payment_method" text NOT NULL,
	"payment_id" text,
	"pay_url" text,
	"currency" text NOT NULL,
	"goods_minor" integer NOT NULL,
	"discount_minor" integer NOT NULL,
	"delivery_minor" integer NOT NULL,
	"total_minor" integer NOT NULL,
	"promo_code" text,
	"contact" jsonb NOT NULL,
	"delivery" jsonb NOT NULL,
	"comment" text,
	"lang" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "sites"("id") ON DELETE cascade,
	CONSTRAINT "orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE set null,
	CONSTRAINT "orders_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "companies"("id") ON DELETE set null,
	CONSTRAINT "orders_kind_check" CHECK ("kind" IN ('cart', 'one_click', 'pre_order')),
	CONSTRAINT "orders_status_check" CHECK ("status" IN ('new', 'awaiting_payment', 'paid', 'payment_failed', 'cancelled', 'completed')),
	CONSTRAINT "orders_payment_method_check" CHECK ("payment_method" IN ('cash', 'card_on_delivery', 'online')),
	CONSTRAINT "orders_sums_check" CHECK ("goods_minor" >= 0 AND "discount_minor" >= 0 AND "delivery_minor" >= 0 AND "total_minor" >= 0)
);
--> statement-breakpoint
CREATE INDEX "orders_site_user_created_idx" ON "orders" USING btree ("site_id","user_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_site_guest_created_idx" ON "orders" USING btree ("site_id","guest_token","created_at");--> statement-breakpoint
CREATE TABLE "order_lines" (
	"order_id" integer NOT NULL,
	"position" integer NOT NULL,
	"product_id" integer,
	"code" text NOT NULL,
	"title" text NOT NULL,
	"count" numeric(8, 3) NOT NULL,
	"price_minor" integer NOT NULL,
	"discount_minor" integer NOT NULL,
	"line_total_minor" integer NOT NULL,
	CONSTRAINT "order_lines_order_id_position_pk" PRIMARY KEY("order_id","position"),
	CONSTRAINT "order_lines_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "orders"("id") ON DELETE cascade,
	CONSTRAINT "order_lines_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "products"("id") ON DELETE set null,
	CONSTRAINT "order_lines_count_check" CHECK ("count" > 0)
);
--> statement-breakpoint
CREATE INDEX "order_lines_product_idx" ON "order_lines" USING btree ("product_id");--> statement-breakpoint
CREATE TABLE "order_requests" (
	"site_id" integer NOT NULL,
	"owner" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"body_hash" text NOT NULL,
	"order_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_requests_pk" PRIMARY KEY("site_id","owner","idempotency_key"),
	CONSTRAINT "order_requests_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "sites"("id") ON DELETE cascade,
	CONSTRAINT "order_requests_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "orders"("id") ON DELETE cascade
);
