-- POST deals with an Idempotency-Key (issue 23 finding 5): the key is kept with a hash of the
-- canonical request, so the same key with another body is refused instead of answering the
-- first deal. Null for deals written before, and for imported ones (their key is the row's hash).
alter table deals add column if not exists request_hash text;
