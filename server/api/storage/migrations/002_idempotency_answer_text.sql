-- A replay must answer the first answer byte for byte; jsonb reorders an object's keys, text
-- keeps the JSON exactly as it was first sent.
alter table idempotency_keys alter column answer type text using answer::text;
