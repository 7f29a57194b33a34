-- Issue 29: an event is appended in one statement. The application sends the event's canonical
-- JSON split around its seq (which only the sequence, under the chain's lock, can give); this
-- function takes the lock, reads the last hash, splices the seq in and hashes
--   sha256(prev_hash || '\n' || canonical JSON)
-- exactly as `eventHash` does in the application, which `npm run audit:verify` still recomputes.
-- One round trip instead of four (begin, lock and head, insert, commit) on every audited write.
-- VOLATILE, so each statement below takes its own snapshot: the head is read once the lock is
-- held and sees the last appender's committed event.
create or replace function lastro_audit_append(
  p_canonical_head text,
  p_canonical_tail text,
  p_occurred_at timestamptz,
  p_account_id uuid,
  p_account_name text,
  p_account_email text,
  p_creditor_id uuid,
  p_ip text,
  p_user_agent text,
  p_entity text,
  p_entity_id text,
  p_action text,
  p_route text,
  p_before jsonb,
  p_after jsonb
) returns table (seq bigint, hash text) language plpgsql volatile as $$
declare
  v_seq bigint;
  v_prev text;
  v_hash text;
begin
  perform pg_advisory_xact_lock(727991);
  select e.hash into v_prev from audit_events e order by e.seq desc limit 1;
  v_prev := coalesce(v_prev, repeat('0', 64));
  v_seq := nextval('audit_events_seq');
  v_hash := encode(sha256(convert_to(v_prev || E'\n' || p_canonical_head || v_seq::text || p_canonical_tail, 'UTF8')), 'hex');
  insert into audit_events (seq, occurred_at, account_id, account_name, account_email, creditor_id, ip, user_agent,
                            entity, entity_id, action, route, before, after, prev_hash, hash)
  values (v_seq, p_occurred_at, p_account_id, p_account_name, p_account_email, p_creditor_id, p_ip, p_user_agent,
          p_entity, p_entity_id, p_action, p_route, p_before, p_after, v_prev, v_hash);
  return query select v_seq, v_hash;
end;
$$;
