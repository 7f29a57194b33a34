-- Generated files kept in the database (FILE_STORAGE=database, the default with DATABASE_URL):
-- every API process reads what any worker wrote. One row per piece of about 1 MiB.
CREATE TABLE "stored_file_chunks" (
	"storage_key" text NOT NULL,
	"seq" integer NOT NULL,
	"data" bytea NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stored_file_chunks_pk" PRIMARY KEY ("storage_key", "seq")
);
