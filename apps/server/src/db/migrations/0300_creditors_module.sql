-- Creditors module: originators and domiciles, parameters, fee ranges, visual identity, units.

CREATE INDEX "creditors_document_prefix_idx" ON "creditors" USING btree ("document_number" varchar_pattern_ops);

CREATE TABLE "creditor_originators" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"creditor_id" uuid NOT NULL REFERENCES "creditors"("id") ON DELETE cascade,
	"cnpj_originador" varchar(14) NOT NULL,
	"razao_social" text NOT NULL,
	"status" varchar(10) DEFAULT 'Ativo' NOT NULL,
	"mensagem" text,
	"data_cadastro" timestamp with time zone DEFAULT now() NOT NULL,
	"data_atualizacao" timestamp with time zone
);
CREATE UNIQUE INDEX "creditor_originators_creditor_cnpj_idx" ON "creditor_originators" USING btree ("creditor_id", "cnpj_originador");
CREATE INDEX "creditor_originators_creditor_name_idx" ON "creditor_originators" USING btree ("creditor_id", "razao_social");

CREATE TABLE "creditor_domiciles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"originator_id" uuid NOT NULL REFERENCES "creditor_originators"("id") ON DELETE cascade,
	"cnpj_domicilio" varchar(14) NOT NULL,
	"titulo_domicilio" text NOT NULL,
	"banco" varchar(3) NOT NULL,
	"ispb" varchar(8) NOT NULL,
	"agencia" varchar(4) NOT NULL,
	"conta" varchar(11) NOT NULL,
	"digito" varchar(1),
	"tipo_conta" varchar(2) NOT NULL,
	"status" varchar(10) DEFAULT 'Ativo' NOT NULL,
	"mensagem" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone
);
CREATE UNIQUE INDEX "creditor_domiciles_account_idx" ON "creditor_domiciles" USING btree ("originator_id", "banco", "agencia", "conta");

CREATE TABLE "creditor_parameters" (
	"creditor_id" uuid NOT NULL REFERENCES "creditors"("id") ON DELETE cascade,
	"parameter_key" varchar(60) NOT NULL,
	"parameter_value" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "creditor_parameters_creditor_id_parameter_key_pk" PRIMARY KEY ("creditor_id", "parameter_key")
);

CREATE TABLE "creditor_fee_ranges" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"creditor_id" uuid NOT NULL REFERENCES "creditors"("id") ON DELETE cascade,
	"price_range" text NOT NULL,
	"min_value" numeric(15, 2) NOT NULL,
	"max_value" numeric(15, 2) NOT NULL,
	"fee" numeric(5, 2) NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone,
	CONSTRAINT "creditor_fee_ranges_values_check" CHECK ("max_value" >= "min_value"),
	CONSTRAINT "creditor_fee_ranges_dates_check" CHECK ("end_date" >= "start_date")
);
CREATE INDEX "creditor_fee_ranges_creditor_idx" ON "creditor_fee_ranges" USING btree ("creditor_id", "start_date", "min_value");

CREATE TABLE "creditor_visual_identities" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"creditor_id" uuid NOT NULL REFERENCES "creditors"("id") ON DELETE cascade,
	"color_hex" varchar(7) NOT NULL,
	"path_logo" text NOT NULL,
	"path_image" text NOT NULL,
	"path_url" text,
	"article" varchar(1) NOT NULL,
	"product_service" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone,
	CONSTRAINT "creditor_visual_identities_creditor_id_unique" UNIQUE ("creditor_id")
);

CREATE TABLE "creditor_units" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"creditor_id" uuid NOT NULL REFERENCES "creditors"("id") ON DELETE cascade,
	"account_id" uuid,
	"name" text NOT NULL,
	"document_number" varchar(14),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
CREATE INDEX "creditor_units_creditor_idx" ON "creditor_units" USING btree ("creditor_id");

CREATE TABLE "creditor_partnerships" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"creditor_id" uuid NOT NULL REFERENCES "creditors"("id") ON DELETE cascade,
	"partner_id" uuid NOT NULL REFERENCES "partners"("id") ON DELETE cascade,
	"start_date" date NOT NULL,
	"end_date" date,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone,
	CONSTRAINT "creditor_partnerships_dates_check" CHECK ("end_date" IS NULL OR "end_date" >= "start_date")
);
CREATE UNIQUE INDEX "creditor_partnerships_creditor_partner_idx" ON "creditor_partnerships" USING btree ("creditor_id", "partner_id");
CREATE INDEX "creditor_partnerships_partner_idx" ON "creditor_partnerships" USING btree ("partner_id");
CREATE INDEX "creditor_partnerships_created_at_idx" ON "creditor_partnerships" USING btree ("created_at");
