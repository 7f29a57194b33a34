-- Access management: invitations (one-time password links), the e-mail outbox, list indexes.
CREATE TABLE "invitations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invitations_token_hash_unique" UNIQUE("token_hash")
);
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_created_by_accounts_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;
CREATE INDEX "invitations_account_idx" ON "invitations" USING btree ("account_id");

CREATE TABLE "mail_outbox" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" varchar(30) NOT NULL,
	"to_address" text NOT NULL,
	"subject" text NOT NULL,
	"text_body" text NOT NULL,
	"transport" varchar(10) NOT NULL,
	"sent_at" timestamp with time zone,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
CREATE INDEX "mail_outbox_to_idx" ON "mail_outbox" USING btree (lower("to_address"),"created_at");
CREATE INDEX "mail_outbox_created_idx" ON "mail_outbox" USING btree ("created_at");

-- User lists: ordered by name within an account type (platform users) or a creditor (creditor users).
CREATE INDEX "accounts_type_name_idx" ON "accounts" USING btree ("account_type", lower("name"), "id");
CREATE INDEX "accounts_creditor_name_idx" ON "accounts" USING btree ("creditor_id", lower("name"), "id");
-- Profiles list: ordered by name, filtered by type and state.
CREATE INDEX "profiles_type_active_idx" ON "profiles" USING btree ("is_lastro", "active", "description");
