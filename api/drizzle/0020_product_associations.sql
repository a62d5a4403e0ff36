-- Associated products (issue 18): what the associated-products window offers after an add, chosen
-- per product by the shop, in the shop's order. A product without rows has none, so adding it opens
-- the cart drawer straight away. Either product going takes its rows with it.
CREATE TABLE "product_associations" (
	"product_id" integer NOT NULL,
	"associated_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "product_associations_product_id_associated_id_pk" PRIMARY KEY("product_id","associated_id"),
	CONSTRAINT "product_associations_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "products"("id") ON DELETE cascade,
	CONSTRAINT "product_associations_associated_id_products_id_fk" FOREIGN KEY ("associated_id") REFERENCES "products"("id") ON DELETE cascade,
	CONSTRAINT "product_associations_not_self_check" CHECK ("product_id" <> "associated_id")
);
--> statement-breakpoint
CREATE INDEX "product_associations_associated_idx" ON "product_associations" USING btree ("associated_id");
