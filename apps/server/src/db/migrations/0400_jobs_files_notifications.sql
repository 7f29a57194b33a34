-- Background jobs (pg-boss keeps the queue in its own schema; this is what users and the app see),
-- the files they produce, and the notifications center.

CREATE TABLE "job_workers" (
	"id" uuid PRIMARY KEY NOT NULL,
	"host" text NOT NULL,
	"pid" integer NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"heartbeat_at" timestamp with time zone DEFAULT now() NOT NULL
);

CREATE TABLE "jobs" (
	"id" uuid PRIMARY KEY NOT NULL,
	"account_id" uuid NOT NULL REFERENCES "accounts"("id") ON DELETE CASCADE,
	"type" varchar(60) NOT NULL,
	"status" varchar(12) DEFAULT 'queued' NOT NULL,
	"done" integer DEFAULT 0 NOT NULL,
	"total" integer,
	"attempts" integer DEFAULT 0 NOT NULL,
	"worker_id" uuid,
	"result" jsonb,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"heartbeat_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	CONSTRAINT "jobs_status_check" CHECK ("status" IN ('queued', 'running', 'completed', 'failed'))
);
CREATE INDEX "jobs_account_created_idx" ON "jobs" ("account_id", "created_at" DESC, "id" DESC);
CREATE INDEX "jobs_running_idx" ON "jobs" ("worker_id") WHERE "status" = 'running';

CREATE TABLE "files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL REFERENCES "accounts"("id") ON DELETE CASCADE,
	"job_id" uuid REFERENCES "jobs"("id") ON DELETE SET NULL,
	"storage_key" text NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" bigint NOT NULL,
	"row_count" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "files_job_unique" UNIQUE ("job_id"),
	CONSTRAINT "files_storage_key_unique" UNIQUE ("storage_key")
);
CREATE INDEX "files_account_idx" ON "files" ("account_id", "created_at" DESC);

CREATE TABLE "notifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"type" smallint NOT NULL,
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"dedupe_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notifications_type_check" CHECK ("type" BETWEEN 1 AND 4),
	CONSTRAINT "notifications_dedupe_key_unique" UNIQUE ("dedupe_key")
);

CREATE TABLE "notification_users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"notification_id" uuid NOT NULL REFERENCES "notifications"("id") ON DELETE CASCADE,
	"account_id" uuid NOT NULL REFERENCES "accounts"("id") ON DELETE CASCADE,
	"status" smallint DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone,
	CONSTRAINT "notification_users_status_check" CHECK ("status" IN (0, 1)),
	CONSTRAINT "notification_users_unique" UNIQUE ("notification_id", "account_id")
);
CREATE INDEX "notification_users_account_idx" ON "notification_users" ("account_id", "created_at" DESC, "id" DESC);
CREATE INDEX "notification_users_unread_idx" ON "notification_users" ("account_id") WHERE "status" = 1;
