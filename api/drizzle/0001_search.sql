-- Search support: trigram matching on Latin-folded text and a per-language full-text vector
-- filled by a trigger, so every writer (seed, admin, import) gets it for free.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
ALTER TABLE "product_search" ADD COLUMN "tsv" tsvector;
--> statement-breakpoint
CREATE FUNCTION product_search_tsv() RETURNS trigger AS $$
BEGIN
  NEW.tsv := to_tsvector(
    (CASE NEW.lang WHEN 'ro' THEN 'romanian' WHEN 'ru' THEN 'russian' WHEN 'en' THEN 'english' ELSE 'simple' END)::regconfig,
    NEW.document);
  RETURN NEW;
END
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER product_search_tsv_trigger BEFORE INSERT OR UPDATE ON "product_search"
  FOR EACH ROW EXECUTE FUNCTION product_search_tsv();
--> statement-breakpoint
CREATE INDEX "product_search_tsv_idx" ON "product_search" USING gin ("tsv");
--> statement-breakpoint
CREATE INDEX "product_search_folded_trgm_idx" ON "product_search" USING gin ("folded" gin_trgm_ops);
