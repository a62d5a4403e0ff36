-- Follow-ups of issue 19. An order keeps the names its shopper saw (`delivery_names`: the store, the
-- place of an address, the carrier's branch, in the order's language) and the name of the company it
-- was placed for, so a renamed store or a deleted company never rewrites it; orders placed before
-- have no names but their company's name as it is now. A product's credit request takes an
-- Idempotency-Key per requester: one row per (shop, requester, key), the body's hash beside it.
ALTER TABLE "orders" ADD COLUMN "delivery_names" jsonb;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "company_name" text;--> statement-breakpoint
UPDATE "orders" SET "company_name" = "companies"."name" FROM "companies" WHERE "companies"."id" = "orders"."company_id";--> statement-breakpoint
ALTER TABLE "credit_applications" ADD COLUMN "requester" text;--> statement-breakpoint
ALTER TABLE "credit_applications" ADD COLUMN "idempotency_key" text;--> statement-breakpoint
ALTER TABLE "credit_applications" ADD COLUMN "body_hash" text;--> statement-breakpoint
ALTER TABLE "credit_applications" ADD CONSTRAINT "credit_applications_key_check" CHECK (("credit_applications"."idempotency_key" IS NULL) = ("credit_applications"."body_hash" IS NULL) AND ("credit_applications"."idempotency_key" IS NULL) = ("credit_applications"."requester" IS NULL));--> statement-breakpoint
CREATE UNIQUE INDEX "credit_applications_key_idx" ON "credit_applications" USING btree ("site_id","requester","idempotency_key") WHERE "credit_applications"."idempotency_key" IS NOT NULL;
