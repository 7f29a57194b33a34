-- Registers (issue 4): catalogue of creditor parameter definitions, partners, and the
-- brand-code filter index of arrangements. Definitions are seeded at start from
-- packages/domain (src/modules/parameters/parameter-definitions.seed.ts).

CREATE TABLE "creditor_parameter_definitions" (
	"key" varchar(64) PRIMARY KEY NOT NULL,
	"label" varchar(80) NOT NULL,
	"type" varchar(10) NOT NULL,
	"group" varchar(20) NOT NULL,
	"values" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"sort_order" smallint DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone,
	CONSTRAINT "creditor_parameter_definitions_type_check" CHECK ("type" IN ('Text', 'Number', 'List', 'Boolean'))
);
CREATE INDEX "creditor_parameter_definitions_group_order_idx" ON "creditor_parameter_definitions" USING btree ("group", "sort_order", "key");

CREATE TABLE "partners" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"document_number" varchar(14) NOT NULL,
	"company_name" varchar(255) NOT NULL,
	"trading_name" varchar(255) NOT NULL,
	"revenue_percentage" numeric(5, 2) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone,
	CONSTRAINT "partners_document_number_unique" UNIQUE("document_number"),
	CONSTRAINT "partners_revenue_percentage_check" CHECK ("revenue_percentage" >= 0 AND "revenue_percentage" <= 100)
);
CREATE INDEX "partners_company_name_idx" ON "partners" USING btree ("company_name");
CREATE INDEX "partners_created_at_idx" ON "partners" USING btree ("created_at");

CREATE INDEX "arrangements_brand_code_idx" ON "arrangements" USING btree ("brand_code");
