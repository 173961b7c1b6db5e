-- The ledger's and the task gate's functions find their rows by key: a user's lots and plan, a hold and its
-- entries, a user's tasks. An index is the right path for every one of them at any size. A table the
-- autovacuum analyzed while it was nearly empty (a new install's first minutes, when the entries table held
-- only the sign-up grants) had those lookups planned as sequential scans, and each connection kept that plan
-- for the function's queries until the table was analyzed again: meanwhile every close read every entry,
-- and grew slower with each hold. These functions are now planned with sequential scans ruled out, whatever
-- the statistics say at the time (credit_close and credit_close_many close through credit_close_or_code).
ALTER FUNCTION credit_hold(uuid, bigint, text, text, text, timestamptz, timestamptz, boolean, text) SET enable_seqscan = off;
--> statement-breakpoint
ALTER FUNCTION credit_close_or_code(uuid, uuid, bigint, credit_hold_status, timestamptz) SET enable_seqscan = off;
--> statement-breakpoint
ALTER FUNCTION task_gate(uuid, text, task_kind[], integer, uuid) SET enable_seqscan = off;
