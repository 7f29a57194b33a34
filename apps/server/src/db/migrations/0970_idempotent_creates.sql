-- Idempotent creates (issue 25 point 1): a create (a POST answering 201) sent again by the same
-- session with the same call and body within a second is a double submit. The first request claims
-- its row here; a second one, in this process or another, finds the claim, waits for the answer
-- and gets it again instead of creating a second record. Only successful answers are kept, a
-- minute at most (plugins/idempotent-creates.ts sweeps them).
create table if not exists idempotent_requests (
  session_id text not null,
  request_hash text not null,
  -- Whose claim the row is: a request that outlived the window may see its row claimed again.
  claim_token uuid not null,
  claimed_at timestamptz not null default clock_timestamp(),
  status_code integer,
  content_type text,
  body text,
  primary key (session_id, request_hash)
);
create index if not exists idempotent_requests_claimed_idx on idempotent_requests (claimed_at);
