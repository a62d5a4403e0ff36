-- E-mail and phone changes confirmed with a code, and the profile picture (issue 17): codes are kept
-- only as hashes, one live code per account and channel; a confirmed address belongs to one account
-- of a shop (a partial unique index), as does a sign-in number, and an account has one at most.
-- Depends only on 0013 (users) and the sites table, not on 0016.
CREATE TABLE "contact_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"channel" text NOT NULL,
	"target" text NOT NULL,
	"code_hash" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "contact_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE cascade,
	CONSTRAINT "contact_codes_channel_check" CHECK ("channel" IN ('email', 'phone'))
);
--> statement-breakpoint
CREATE INDEX "contact_codes_user_idx" ON "contact_codes" USING btree ("user_id","channel");--> statement-breakpoint
CREATE TABLE "user_contacts" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"channel" text NOT NULL,
	"value" text NOT NULL,
	"is_auth" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "user_contacts_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "sites"("id") ON DELETE cascade,
	CONSTRAINT "user_contacts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE cascade,
	CONSTRAINT "user_contacts_channel_check" CHECK ("channel" IN ('email', 'phone')),
	CONSTRAINT "user_contacts_auth_phone_check" CHECK (NOT "is_auth" OR "channel" = 'phone')
);
--> statement-breakpoint
CREATE UNIQUE INDEX "user_contacts_user_value_idx" ON "user_contacts" USING btree ("user_id","channel","value");--> statement-breakpoint
CREATE UNIQUE INDEX "user_contacts_site_email_idx" ON "user_contacts" USING btree ("site_id","value") WHERE "channel" = 'email';--> statement-breakpoint
CREATE UNIQUE INDEX "user_contacts_site_auth_phone_idx" ON "user_contacts" USING btree ("site_id","value") WHERE "is_auth";--> statement-breakpoint
CREATE UNIQUE INDEX "user_contacts_user_auth_idx" ON "user_contacts" USING btree ("user_id") WHERE "is_auth";--> statement-breakpoint
CREATE TABLE "profile_images" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"file_name" text NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "profile_images_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE cascade,
	CONSTRAINT "profile_images_file_name_unique" UNIQUE("file_name")
);
