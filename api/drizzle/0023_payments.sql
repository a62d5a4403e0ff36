-- Online payments (issue 19): one row per attempt to take money for an order, in the state its
-- provider last reported, and the provider events applied to it. An event's id is unique per
-- provider, so a callback delivered twice is applied once; the order module fills order_ref (a
-- foreign key once orders exist). Ids are random text: they appear in the shopper's URLs.
CREATE TABLE "payments" (
	"id" text PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"order_ref" text,
	"amount_minor" integer NOT NULL,
	"currency" text NOT NULL,
	"status" text DEFAULT 'created' NOT NULL,
	"provider" text NOT NULL,
	"description" text NOT NULL,
	"return_url" text NOT NULL,
	"lang" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	CONSTRAINT "payments_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "sites"("id") ON DELETE cascade,
	CONSTRAINT "payments_amount_check" CHECK ("amount_minor" > 0),
	CONSTRAINT "payments_status_check" CHECK ("status" IN ('created', 'pending', 'paid', 'declined', 'abandoned'))
);
--> statement-breakpoint
CREATE INDEX "payments_site_order_idx" ON "payments" USING btree ("site_id","order_ref");--> statement-breakpoint
CREATE TABLE "payment_events" (
	"provider" text NOT NULL,
	"event_id" text NOT NULL,
	"payment_id" text NOT NULL,
	"status" text NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_events_provider_event_id_pk" PRIMARY KEY("provider","event_id"),
	CONSTRAINT "payment_events_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "payments"("id") ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX "payment_events_payment_idx" ON "payment_events" USING btree ("payment_id");
