-- Social sign-in over OpenID Connect (issue 17): each shop's providers with their client secrets
-- (a table of their own: sites.settings is answered publicly), the sign-ins under way between the
-- authorization URL and the callback (the state's SHA-256 only, spent once), and the provider
-- identities (issuer and subject) linked to users.
CREATE TABLE "site_social_providers" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"key" text NOT NULL,
	"issuer" text NOT NULL,
	"client_id" text NOT NULL,
	"client_secret" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "site_social_providers_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "sites"("id") ON DELETE cascade,
	CONSTRAINT "site_social_providers_key_check" CHECK ("key" ~ '^[a-z][a-z0-9-]{0,31}$')
);
--> statement-breakpoint
CREATE UNIQUE INDEX "site_social_providers_site_key_idx" ON "site_social_providers" USING btree ("site_id", "key");--> statement-breakpoint
-- The same trigger as every other table with updated_at (0012).
CREATE TRIGGER "site_social_providers_touched" BEFORE UPDATE ON "site_social_providers" FOR EACH ROW EXECUTE FUNCTION touch_updated_at();--> statement-breakpoint
CREATE TABLE "social_login_states" (
	"state_hash" text PRIMARY KEY NOT NULL,
	"provider_id" integer NOT NULL,
	"code_verifier" text NOT NULL,
	"nonce" text NOT NULL,
	"redirect_uri" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "social_login_states_provider_id_site_social_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "site_social_providers"("id") ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX "social_login_states_expires_idx" ON "social_login_states" USING btree ("expires_at");--> statement-breakpoint
CREATE TABLE "social_identities" (
	"site_id" integer NOT NULL,
	"issuer" text NOT NULL,
	"subject" text NOT NULL,
	"user_id" integer NOT NULL,
	"provider_key" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "social_identities_site_id_issuer_subject_pk" PRIMARY KEY("site_id","issuer","subject"),
	CONSTRAINT "social_identities_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "sites"("id") ON DELETE cascade,
	CONSTRAINT "social_identities_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX "social_identities_user_idx" ON "social_identities" USING btree ("user_id");
