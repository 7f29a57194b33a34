-- Open notification streams of every API process, so the per-session cap holds across them.
-- A process refreshes seen_at of its streams at each heartbeat; a row not refreshed for a while
-- belongs to a process that died and no longer counts (it is swept when its session opens one).
CREATE TABLE "notification_streams" (
	"id" uuid PRIMARY KEY NOT NULL,
	"session_id" uuid NOT NULL,
	"opened_at" timestamp with time zone DEFAULT clock_timestamp() NOT NULL,
	"seen_at" timestamp with time zone DEFAULT now() NOT NULL
);
CREATE INDEX "notification_streams_session_idx" ON "notification_streams" ("session_id", "opened_at");
