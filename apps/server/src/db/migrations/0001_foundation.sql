CREATE TABLE "creditors" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"document_number" varchar(14) NOT NULL,
	"trading_name" text NOT NULL,
	"company_name" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"address" text,
	"address_number" text,
	"address_complement" text,
	"address_neighborhood" text,
	"address_city" text,
	"address_state" varchar(2),
	"address_zip_code" varchar(8),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone,
	CONSTRAINT "creditors_document_number_unique" UNIQUE("document_number")
);

CREATE TABLE "accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"name" text NOT NULL,
	"phone_number" varchar(11),
	"password_hash" text,
	"account_type" varchar(12) NOT NULL,
	"creditor_id" uuid,
	"profile_id" integer,
	"status" varchar(10) DEFAULT 'ativo' NOT NULL,
	"is_secondary" boolean DEFAULT false NOT NULL,
	"failed_attempts" integer DEFAULT 0 NOT NULL,
	"locked_at" timestamp with time zone,
	"sessions_valid_after" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone
);

CREATE TABLE "profile_resources" (
	"profile_id" integer NOT NULL,
	"user_resource_id" integer NOT NULL,
	"permition" varchar(10) NOT NULL,
	CONSTRAINT "profile_resources_profile_id_user_resource_id_permition_pk" PRIMARY KEY("profile_id","user_resource_id","permition")
);

CREATE TABLE "profiles" (
	"id" serial PRIMARY KEY NOT NULL,
	"description" varchar(30) NOT NULL,
	"is_lastro" boolean NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"is_creditor_admin" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone
);

CREATE TABLE "sessions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"account_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"ip" text,
	"user_agent" text
);

CREATE TABLE "user_resources" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"module" text NOT NULL,
	"sub_module" text NOT NULL,
	"description" text NOT NULL,
	"permition_delete" boolean NOT NULL,
	"for_platform" boolean NOT NULL,
	"for_creditor" boolean NOT NULL,
	"sort_order" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "user_resources_slug_unique" UNIQUE("slug")
);

CREATE TABLE "acquirers" (
	"id" serial PRIMARY KEY NOT NULL,
	"acquirer_name" varchar(30) NOT NULL,
	"document_number" varchar(14) NOT NULL,
	"register_name" varchar(4) NOT NULL,
	"path" text,
	"active" boolean DEFAULT true NOT NULL,
	"inactivation_date" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone,
	CONSTRAINT "acquirers_document_number_unique" UNIQUE("document_number")
);

CREATE TABLE "arrangements" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_name" varchar(30) NOT NULL,
	"brand_code" varchar(30) NOT NULL,
	"type" varchar(6) NOT NULL,
	"payment_arrangement" varchar(3) NOT NULL,
	"path" text,
	"active" boolean DEFAULT true NOT NULL,
	"inactivation_date" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone,
	CONSTRAINT "arrangements_payment_arrangement_unique" UNIQUE("payment_arrangement")
);

CREATE TABLE "banks" (
	"id" serial PRIMARY KEY NOT NULL,
	"bank_code" varchar(3) NOT NULL,
	"bank_name" varchar(50) NOT NULL,
	"bank_ispb" varchar(8) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone,
	CONSTRAINT "banks_bank_code_unique" UNIQUE("bank_code"),
	CONSTRAINT "banks_bank_ispb_unique" UNIQUE("bank_ispb")
);

ALTER TABLE "accounts" ADD CONSTRAINT "accounts_creditor_id_creditors_id_fk" FOREIGN KEY ("creditor_id") REFERENCES "public"."creditors"("id") ON DELETE no action ON UPDATE no action;
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE no action ON UPDATE no action;
ALTER TABLE "profile_resources" ADD CONSTRAINT "profile_resources_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;
ALTER TABLE "profile_resources" ADD CONSTRAINT "profile_resources_user_resource_id_user_resources_id_fk" FOREIGN KEY ("user_resource_id") REFERENCES "public"."user_resources"("id") ON DELETE cascade ON UPDATE no action;
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;
CREATE INDEX "creditors_company_name_idx" ON "creditors" USING btree ("company_name");
CREATE INDEX "creditors_created_at_idx" ON "creditors" USING btree ("created_at");
CREATE UNIQUE INDEX "accounts_email_lower_idx" ON "accounts" USING btree (lower("email"));
CREATE INDEX "accounts_creditor_idx" ON "accounts" USING btree ("creditor_id");
CREATE INDEX "accounts_profile_idx" ON "accounts" USING btree ("profile_id");
CREATE INDEX "profiles_description_idx" ON "profiles" USING btree ("description");
CREATE INDEX "sessions_account_idx" ON "sessions" USING btree ("account_id");
CREATE INDEX "acquirers_name_idx" ON "acquirers" USING btree ("acquirer_name");
CREATE INDEX "arrangements_brand_name_idx" ON "arrangements" USING btree ("brand_name");
CREATE INDEX "banks_name_idx" ON "banks" USING btree ("bank_name");