-- Shoppers' accounts (issue 17): users of one shop, their sign-in sessions (a refresh-token family
-- each, see api/src/auth/sessions.ts) and the single-use tokens of e-mailed links (hashes only).
-- An address is unique per shop whatever its case; the same address may register in two shops.
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"status" text DEFAULT 'inactive' NOT NULL,
	"activated_at" timestamp with time zone,
	"first_name" text DEFAULT '' NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"birthday" date,
	"group_type_id" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "sites"("id") ON DELETE cascade,
	CONSTRAINT "users_status_check" CHECK ("status" IN ('active', 'inactive'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "users_site_email_idx" ON "users" USING btree ("site_id", lower("email"));--> statement-breakpoint
-- The same trigger as every other table with updated_at (0012).
CREATE TRIGGER "users_touched" BEFORE UPDATE ON "users" FOR EACH ROW EXECUTE FUNCTION touch_updated_at();--> statement-breakpoint
CREATE TABLE "auth_sessions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"generation" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"refreshed_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	"end_reason" text,
	CONSTRAINT "auth_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE cascade,
	CONSTRAINT "auth_sessions_end_reason_check" CHECK ("end_reason" IN ('logout', 'password_changed', 'password_reset', 'refresh_reused'))
);
--> statement-breakpoint
CREATE INDEX "auth_sessions_user_idx" ON "auth_sessions" USING btree ("user_id");--> statement-breakpoint
CREATE TABLE "one_time_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"purpose" text NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "one_time_tokens_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "one_time_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE cascade,
	CONSTRAINT "one_time_tokens_purpose_check" CHECK ("purpose" IN ('activation', 'password_reset'))
);
--> statement-breakpoint
CREATE INDEX "one_time_tokens_user_idx" ON "one_time_tokens" USING btree ("user_id", "purpose");
