-- Credit and acts (issue 19). `credit_programs`: each shop's lenders' programs (terms, a monthly
-- rate in basis points, the amounts lent, optional product and category limits). `credit_applications`:
-- a credit asked for, with the terms and schedule the server computed then (a product's request, or
-- the order placed on credit, one per order). Orders may now be paid on credit. `order_acts`: the
-- delivery/acceptance statement of an order placed for a company, issued by a trigger on orders the
-- first time the order is paid or completed, whoever writes the status.
CREATE TABLE "credit_programs" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"lender" text NOT NULL,
	"lender_name" text NOT NULL,
	"title" jsonb NOT NULL,
	"months" integer[] NOT NULL,
	"monthly_rate_bp" integer NOT NULL,
	"min_amount_minor" integer NOT NULL,
	"max_amount_minor" integer NOT NULL,
	"product_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"category_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "credit_programs_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "sites"("id") ON DELETE cascade,
	CONSTRAINT "credit_programs_months_check" CHECK (cardinality("months") > 0 AND 1 <= ALL("months") AND 120 >= ALL("months")),
	CONSTRAINT "credit_programs_rate_check" CHECK ("monthly_rate_bp" BETWEEN 0 AND 10000),
	CONSTRAINT "credit_programs_amounts_check" CHECK ("min_amount_minor" > 0 AND "max_amount_minor" >= "min_amount_minor")
);
--> statement-breakpoint
CREATE INDEX "credit_programs_site_idx" ON "credit_programs" USING btree ("site_id","position");--> statement-breakpoint
CREATE TABLE "credit_applications" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"kind" text NOT NULL,
	"order_id" integer,
	"product_id" integer,
	"count" numeric(8, 3),
	"program_id" integer,
	"lender" text NOT NULL,
	"months" integer NOT NULL,
	"monthly_rate_bp" integer NOT NULL,
	"currency" text NOT NULL,
	"principal_minor" integer NOT NULL,
	"monthly_minor" integer NOT NULL,
	"last_payment_minor" integer NOT NULL,
	"total_minor" integer NOT NULL,
	"overpayment_minor" integer NOT NULL,
	"user_id" integer,
	"contact" jsonb,
	"store_id" integer,
	"comment" text,
	"status" text DEFAULT 'received' NOT NULL,
	"lang" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "credit_applications_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "sites"("id") ON DELETE cascade,
	CONSTRAINT "credit_applications_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "orders"("id") ON DELETE cascade,
	CONSTRAINT "credit_applications_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "products"("id") ON DELETE set null,
	CONSTRAINT "credit_applications_program_id_credit_programs_id_fk" FOREIGN KEY ("program_id") REFERENCES "credit_programs"("id") ON DELETE set null,
	CONSTRAINT "credit_applications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE set null,
	CONSTRAINT "credit_applications_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "stores"("id") ON DELETE set null,
	CONSTRAINT "credit_applications_kind_check" CHECK ("kind" IN ('product', 'order')),
	CONSTRAINT "credit_applications_subject_check" CHECK (("kind" = 'order') = ("order_id" IS NOT NULL) AND ("kind" = 'order' OR "contact" IS NOT NULL)),
	CONSTRAINT "credit_applications_status_check" CHECK ("status" IN ('received', 'approved', 'declined')),
	CONSTRAINT "credit_applications_sums_check" CHECK ("months" > 0 AND "principal_minor" > 0 AND "monthly_minor" > 0 AND "last_payment_minor" > 0 AND "total_minor" >= "principal_minor")
);
--> statement-breakpoint
CREATE UNIQUE INDEX "credit_applications_order_idx" ON "credit_applications" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "credit_applications_site_created_idx" ON "credit_applications" USING btree ("site_id","created_at");--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_payment_method_check";--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_payment_method_check" CHECK ("payment_method" IN ('cash', 'card_on_delivery', 'online', 'credit'));--> statement-breakpoint
CREATE TABLE "order_acts" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"company_id" integer,
	"company_name" text NOT NULL,
	"seq" integer NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	CONSTRAINT "order_acts_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "sites"("id") ON DELETE cascade,
	CONSTRAINT "order_acts_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "orders"("id") ON DELETE cascade,
	CONSTRAINT "order_acts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "companies"("id") ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX "order_acts_order_idx" ON "order_acts" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "order_acts_site_seq_idx" ON "order_acts" USING btree ("site_id","seq");--> statement-breakpoint
CREATE INDEX "order_acts_company_issued_idx" ON "order_acts" USING btree ("company_id","issued_at");--> statement-breakpoint
-- Issues an order's act the first time the order is paid or completed for a company. The shop's
-- advisory lock makes concurrent issues of one shop take the next numbers one after the other (the
-- INSERT's snapshot is taken after the lock, so it sees the number the previous holder committed);
-- ON CONFLICT keeps one act per order whatever status follows. The date is the order's updated_at:
-- the moment its writer says the status changed (the payment's time for a paid callback).
CREATE FUNCTION issue_order_act() RETURNS trigger AS $$
BEGIN
  IF NEW.company_id IS NULL OR NEW.status NOT IN ('paid', 'completed') THEN
    RETURN NEW;
  END IF;
  IF EXISTS (SELECT 1 FROM order_acts WHERE order_id = NEW.id) THEN
    RETURN NEW;
  END IF;
  PERFORM pg_advisory_xact_lock(hashtext('order_acts'), NEW.site_id);
  INSERT INTO order_acts (site_id, order_id, company_id, company_name, seq, issued_at)
  SELECT NEW.site_id, NEW.id, c.id, c.name,
         COALESCE((SELECT max(seq) FROM order_acts WHERE site_id = NEW.site_id), 0) + 1, NEW.updated_at
  FROM companies c WHERE c.id = NEW.company_id
  ON CONFLICT (order_id) DO NOTHING;
  RETURN NEW;
END
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER "orders_issue_act" AFTER INSERT OR UPDATE OF "status" ON "orders"
  FOR EACH ROW EXECUTE FUNCTION issue_order_act();
--> statement-breakpoint
-- Orders paid or completed before this migration get their acts now, oldest first.
INSERT INTO order_acts (site_id, order_id, company_id, company_name, seq, issued_at)
SELECT o.site_id, o.id, c.id, c.name,
       row_number() OVER (PARTITION BY o.site_id ORDER BY o.updated_at, o.id), o.updated_at
FROM orders o JOIN companies c ON c.id = o.company_id
WHERE o.status IN ('paid', 'completed');
