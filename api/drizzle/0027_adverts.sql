-- Adverts (issue 20): a shop's real-estate classifieds. An advert belongs to its author (a user of the
-- shop) and names a category of the shop and, as delivery addresses do, a region, a locality and a
-- sector of the shared map (0022), so the filters and the form read one list of places. Pictures are
-- files in the image storage (only their keys are here); the preview is one flagged row. Complaints
-- wait for the shop's moderators; currency rates turn any advert's price into the shop's currency.
-- Search: the titles and descriptions in Romanian and Russian (each stemmed in its own language) and
-- the same words folded to Latin (written with them) make one vector kept by a trigger, as products'.
CREATE TABLE "advert_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"slug" text NOT NULL,
	"title" jsonb NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "advert_categories_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "sites"("id") ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX "advert_categories_site_slug_idx" ON "advert_categories" USING btree ("site_id","slug");
--> statement-breakpoint
CREATE TABLE "advert_attributes" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"category_id" integer,
	"key" text NOT NULL,
	"title" jsonb NOT NULL,
	"kind" text NOT NULL,
	"unit" text DEFAULT '' NOT NULL,
	"options" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "advert_attributes_kind_check" CHECK ("advert_attributes"."kind" IN ('number', 'text', 'choice', 'boolean')),
	CONSTRAINT "advert_attributes_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "sites"("id") ON DELETE cascade,
	CONSTRAINT "advert_attributes_category_id_advert_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "advert_categories"("id") ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX "advert_attributes_site_idx" ON "advert_attributes" USING btree ("site_id","position");
--> statement-breakpoint
CREATE TABLE "adverts" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"slug" text NOT NULL,
	"type" text NOT NULL,
	"title_ro" text DEFAULT '' NOT NULL,
	"title_ru" text DEFAULT '' NOT NULL,
	"description_ro" text DEFAULT '' NOT NULL,
	"description_ru" text DEFAULT '' NOT NULL,
	"price_minor" bigint,
	"currency" text DEFAULT 'EUR' NOT NULL,
	"is_negotiable_price" boolean DEFAULT true NOT NULL,
	"area" numeric(12, 2),
	"area_unit" text DEFAULT 'ari' NOT NULL,
	"area_m2" numeric GENERATED ALWAYS AS (CASE area_unit WHEN 'ari' THEN area * 100 WHEN 'ha' THEN area * 10000 ELSE area END) STORED,
	"lat" double precision,
	"lon" double precision,
	"region_id" integer,
	"locality_id" integer,
	"sector_id" integer,
	"address" text DEFAULT '' NOT NULL,
	"category_id" integer NOT NULL,
	"cadastral_number" text,
	"is_draft" boolean DEFAULT false NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"is_deleted" boolean DEFAULT false NOT NULL,
	"search_folded" text DEFAULT '' NOT NULL,
	"tsv" "tsvector",
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "adverts_type_check" CHECK ("adverts"."type" IN ('sale', 'rent')),
	CONSTRAINT "adverts_currency_check" CHECK ("adverts"."currency" IN ('EUR', 'USD', 'MDL')),
	CONSTRAINT "adverts_area_unit_check" CHECK ("adverts"."area_unit" IN ('ari', 'm2', 'ha')),
	CONSTRAINT "adverts_price_check" CHECK ("adverts"."price_minor" BETWEEN 0 AND 99999999900),
	CONSTRAINT "adverts_area_check" CHECK ("adverts"."area" >= 0),
	CONSTRAINT "adverts_position_check" CHECK (("adverts"."lat" IS NULL) = ("adverts"."lon" IS NULL) AND "adverts"."lat" BETWEEN -90 AND 90 AND "adverts"."lon" BETWEEN -180 AND 180),
	CONSTRAINT "adverts_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "sites"("id") ON DELETE cascade,
	CONSTRAINT "adverts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE cascade,
	CONSTRAINT "adverts_region_id_regions_id_fk" FOREIGN KEY ("region_id") REFERENCES "regions"("id") ON DELETE set null,
	CONSTRAINT "adverts_locality_id_localities_id_fk" FOREIGN KEY ("locality_id") REFERENCES "localities"("id") ON DELETE set null,
	CONSTRAINT "adverts_sector_id_sectors_id_fk" FOREIGN KEY ("sector_id") REFERENCES "sectors"("id") ON DELETE set null,
	CONSTRAINT "adverts_category_id_advert_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "advert_categories"("id") ON DELETE restrict
);
--> statement-breakpoint
CREATE UNIQUE INDEX "adverts_site_slug_idx" ON "adverts" USING btree ("site_id","slug");
--> statement-breakpoint
CREATE INDEX "adverts_user_idx" ON "adverts" USING btree ("user_id","created_at");
--> statement-breakpoint
CREATE INDEX "adverts_listed_idx" ON "adverts" USING btree ("site_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE NOT "adverts"."is_draft" AND "adverts"."is_active" AND NOT "adverts"."is_deleted";
--> statement-breakpoint
CREATE INDEX "adverts_site_category_idx" ON "adverts" USING btree ("site_id","category_id");
--> statement-breakpoint
CREATE INDEX "adverts_tsv_idx" ON "adverts" USING gin ("tsv");
--> statement-breakpoint
CREATE INDEX "adverts_search_folded_trgm_idx" ON "adverts" USING gin ("search_folded" gin_trgm_ops);
--> statement-breakpoint
CREATE TABLE "advert_images" (
	"id" serial PRIMARY KEY NOT NULL,
	"advert_id" integer NOT NULL,
	"storage_key" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"is_preview" boolean DEFAULT false NOT NULL,
	CONSTRAINT "advert_images_storage_key_unique" UNIQUE("storage_key"),
	CONSTRAINT "advert_images_advert_id_adverts_id_fk" FOREIGN KEY ("advert_id") REFERENCES "adverts"("id") ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX "advert_images_advert_idx" ON "advert_images" USING btree ("advert_id","position");
--> statement-breakpoint
CREATE UNIQUE INDEX "advert_images_one_preview_idx" ON "advert_images" USING btree ("advert_id") WHERE "advert_images"."is_preview";
--> statement-breakpoint
CREATE TABLE "advert_attribute_values" (
	"advert_id" integer NOT NULL,
	"attribute_id" integer NOT NULL,
	"value" text NOT NULL,
	CONSTRAINT "advert_attribute_values_advert_id_attribute_id_pk" PRIMARY KEY("advert_id","attribute_id"),
	CONSTRAINT "advert_attribute_values_advert_id_adverts_id_fk" FOREIGN KEY ("advert_id") REFERENCES "adverts"("id") ON DELETE cascade,
	CONSTRAINT "advert_attribute_values_attribute_id_advert_attributes_id_fk" FOREIGN KEY ("attribute_id") REFERENCES "advert_attributes"("id") ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE "advert_contacts" (
	"id" serial PRIMARY KEY NOT NULL,
	"advert_id" integer NOT NULL,
	"type" text NOT NULL,
	"value" text NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "advert_contacts_type_check" CHECK ("advert_contacts"."type" IN ('phone', 'email', 'telegram')),
	CONSTRAINT "advert_contacts_advert_id_adverts_id_fk" FOREIGN KEY ("advert_id") REFERENCES "adverts"("id") ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX "advert_contacts_advert_idx" ON "advert_contacts" USING btree ("advert_id","position");
--> statement-breakpoint
CREATE TABLE "complaint_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"title" jsonb NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "complaint_categories_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "sites"("id") ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX "complaint_categories_site_idx" ON "complaint_categories" USING btree ("site_id","position");
--> statement-breakpoint
CREATE TABLE "advert_complaints" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"advert_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"user_id" integer,
	"body" text NOT NULL,
	"lang" text NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "advert_complaints_status_check" CHECK ("advert_complaints"."status" IN ('new', 'upheld', 'dismissed')),
	CONSTRAINT "advert_complaints_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "sites"("id") ON DELETE cascade,
	CONSTRAINT "advert_complaints_advert_id_adverts_id_fk" FOREIGN KEY ("advert_id") REFERENCES "adverts"("id") ON DELETE cascade,
	CONSTRAINT "advert_complaints_category_id_complaint_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "complaint_categories"("id") ON DELETE restrict,
	CONSTRAINT "advert_complaints_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX "advert_complaints_site_status_idx" ON "advert_complaints" USING btree ("site_id","status","created_at");
--> statement-breakpoint
CREATE TABLE "currency_rates" (
	"site_id" integer NOT NULL,
	"currency" text NOT NULL,
	"rate" numeric(18, 6) NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "currency_rates_site_id_currency_pk" PRIMARY KEY("site_id","currency"),
	CONSTRAINT "currency_rates_rate_check" CHECK ("currency_rates"."rate" > 0),
	CONSTRAINT "currency_rates_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "sites"("id") ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE "advert_favorites" (
	"user_id" integer NOT NULL,
	"advert_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "advert_favorites_user_id_advert_id_pk" PRIMARY KEY("user_id","advert_id"),
	CONSTRAINT "advert_favorites_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE cascade,
	CONSTRAINT "advert_favorites_advert_id_adverts_id_fk" FOREIGN KEY ("advert_id") REFERENCES "adverts"("id") ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX "advert_favorites_advert_idx" ON "advert_favorites" USING btree ("advert_id");
--> statement-breakpoint
CREATE TABLE "static_contents" (
	"site_id" integer NOT NULL,
	"number" integer NOT NULL,
	"title" jsonb NOT NULL,
	"content" jsonb NOT NULL,
	CONSTRAINT "static_contents_site_id_number_pk" PRIMARY KEY("site_id","number"),
	CONSTRAINT "static_contents_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "sites"("id") ON DELETE cascade
);
--> statement-breakpoint
CREATE FUNCTION adverts_tsv() RETURNS trigger AS $$
BEGIN
  NEW.tsv := setweight(to_tsvector('romanian', NEW.title_ro), 'A')
          || setweight(to_tsvector('russian', NEW.title_ru), 'A')
          || setweight(to_tsvector('romanian', NEW.description_ro), 'B')
          || setweight(to_tsvector('russian', NEW.description_ru), 'B')
          || setweight(to_tsvector('simple', NEW.search_folded), 'C');
  RETURN NEW;
END
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER adverts_tsv_trigger BEFORE INSERT OR UPDATE OF title_ro, title_ru, description_ro, description_ru, search_folded
  ON "adverts" FOR EACH ROW EXECUTE FUNCTION adverts_tsv();
--> statement-breakpoint
CREATE TRIGGER adverts_touched BEFORE UPDATE ON "adverts" FOR EACH ROW EXECUTE FUNCTION touch_updated_at();
--> statement-breakpoint
CREATE TRIGGER currency_rates_touched BEFORE UPDATE ON "currency_rates" FOR EACH ROW EXECUTE FUNCTION touch_updated_at();
