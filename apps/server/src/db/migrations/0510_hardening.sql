-- Rate-limit counters shared by every API process (one row per limited route and client
-- address, a fixed window each), so two processes no longer allow twice the limit.
CREATE TABLE "rate_limit_counters" (
	"key" text PRIMARY KEY NOT NULL,
	"window_start" timestamp with time zone DEFAULT now() NOT NULL,
	"hits" integer DEFAULT 1 NOT NULL
);
CREATE INDEX "rate_limit_counters_window_idx" ON "rate_limit_counters" ("window_start");

-- The session row keeps the client address (the socket's, or the one a configured proxy
-- reported); the comment documents it for whoever reads the table.
COMMENT ON COLUMN "sessions"."ip" IS 'client address at sign-in: the socket peer, or X-Forwarded-For only from a TRUST_PROXY address';
